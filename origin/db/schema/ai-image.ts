// 文生图 orders (§7 "Text to image"): a user's prompt, style and size, drawn by the AI provider in
// the background job (services/ai/image-jobs.ts). docs/ai-api.md.
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

import type { AiImageSize, AiImageStyle } from '@/lib/domain/ai/image';
import type { AiVideoState } from '@/lib/domain/ai/video';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiImages = pgTable(
  'ai_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key of this submission: (user, requestId) is unique, so a repeat charges once. */
    requestId: text('request_id').notNull(),
    /** The prompt as kept (cleaned), after the text rules passed it. */
    prompt: text('prompt').notNull(),
    style: text('style').$type<AiImageStyle>().notNull(),
    size: text('size').$type<AiImageSize>().notNull(),
    status: text('status').$type<AiVideoState>().notNull(),
    /** IMAGE-line path of the picture (/u/aii-<32 hex>.jpg); '' until done. */
    result: text('result').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** Drawn by the built-in demo provider, not a model (the screens mark it 演示生成). */
    demo: boolean('demo').notNull().default(false),
    /** Why it failed, in Chinese. */
    error: text('error').notNull().default(''),
    /** Diamonds charged (§5 tenths). */
    price: integer('price').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    /** Hidden by its owner (txtToImg/hide): out of the list, its picture removed, the row kept for the ledger. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('ai_images_request_uq').on(t.userId, t.requestId),
    index('ai_images_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ai_images_status_idx').on(t.status),
    check('ai_images_status_ck', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    check(
      'ai_images_style_ck',
      sql`${t.style} IN ('anime', 'photo', 'ink', 'oil', 'watercolor', 'cyberpunk')`,
    ),
    check('ai_images_size_ck', sql`${t.size} IN ('square', 'portrait', 'landscape')`),
    check('ai_images_price_nonneg', sql`${t.price} >= 0`),
  ],
);
