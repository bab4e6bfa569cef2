// 图生视频 orders (§7 "Image to video"): a user's photo and a motion, made into a short video by
// the background job (services/ai/video-jobs.ts). docs/ai-api.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AiVideoMotion, AiVideoState } from '@/lib/domain/ai/video';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiVideos = pgTable(
  'ai_videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The caller's upload (uploads.id) the video is made from. */
    photoId: text('photo_id').notNull(),
    /** The client's key of this submission: (user, requestId) is unique, so a repeat charges once. */
    requestId: text('request_id').notNull(),
    motion: text('motion').$type<AiVideoMotion>().notNull(),
    status: text('status').$type<AiVideoState>().notNull(),
    /** The clip folder in the media store (vid/aiv-<32 hex>/); '' until done. */
    clip: text('clip').notNull().default(''),
    /** IMAGE-line path of the first frame (/u/aiv-….jpg); '' until done. */
    poster: text('poster').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    /** Why it failed, in Chinese. */
    error: text('error').notNull().default(''),
    /** Diamonds charged (§5 tenths). */
    price: integer('price').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    /** Hidden by its owner (imgToVideo/hide): out of the list, its files removed, the row kept for the ledger. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('ai_videos_request_uq').on(t.userId, t.requestId),
    index('ai_videos_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ai_videos_status_idx').on(t.status),
    check('ai_videos_status_ck', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    check('ai_videos_motion_ck', sql`${t.motion} IN ('zoomIn', 'zoomOut', 'pan', 'pulse')`),
    check('ai_videos_price_nonneg', sql`${t.price} >= 0`),
  ],
);
