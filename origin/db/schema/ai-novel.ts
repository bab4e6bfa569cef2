// AI小说 (§7 "Text to novel"): a user's title, genre and outline, written chapter by chapter by the
// AI provider in the background job (services/ai/novel-jobs.ts). docs/ai-api.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AiNovelGenre, AiNovelState } from '@/lib/domain/ai/novel';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiNovels = pgTable(
  'ai_novels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key of this submission: (user, requestId) is unique, so a repeat charges once. */
    requestId: text('request_id').notNull(),
    title: text('title').notNull(),
    genre: text('genre').$type<AiNovelGenre>().notNull(),
    outline: text('outline').notNull(),
    /** Chapters asked for and paid. */
    chapters: integer('chapters').notNull(),
    /** Chapters written to the end. */
    written: integer('written').notNull().default(0),
    status: text('status').$type<AiNovelState>().notNull(),
    /** Why it failed, in Chinese. */
    error: text('error').notNull().default(''),
    /** Diamonds charged (§5 tenths). */
    price: integer('price').notNull(),
    /** Diamonds given back when it failed (§5 tenths): the chapters it did not write. */
    refunded: integer('refunded').notNull().default(0),
    /** Written by the built-in demo provider, not a model (the screens say 演示生成). */
    demo: boolean('demo').notNull().default(false),
    /** Hidden by its owner (txtToNovel/hide): out of the list, its text dropped, the row kept for the ledger. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('ai_novels_request_uq').on(t.userId, t.requestId),
    index('ai_novels_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ai_novels_status_idx').on(t.status),
    check('ai_novels_status_ck', sql`${t.status} IN ('queued', 'writing', 'done', 'failed')`),
    check('ai_novels_chapters_ck', sql`${t.chapters} >= 1 AND ${t.written} <= ${t.chapters}`),
    check(
      'ai_novels_price_nonneg',
      sql`${t.price} >= 0 AND ${t.refunded} BETWEEN 0 AND ${t.price}`,
    ),
  ],
);

/** One chapter's text, saved as it grows (every ~0.5 s) so txtToNovel/info shows it growing. */
export const aiNovelChapters = pgTable(
  'ai_novel_chapters',
  {
    novelId: integer('novel_id')
      .notNull()
      .references(() => aiNovels.id, { onDelete: 'cascade' }),
    /** From 0. */
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    /** Written to the end (false while it grows, or where a failed novel stopped). */
    done: boolean('done').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.novelId, t.position] }),
    check('ai_novel_chapters_position_ck', sql`${t.position} >= 0`),
  ],
);
