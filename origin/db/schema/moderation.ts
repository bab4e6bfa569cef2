// Moderation (issue 42 item 1; docs/admin-api.md "Community"): users' reports, the moderators'
// queue items (one open item per reported or word-held thing), and bans of authors.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { CaseSource, CaseStatus } from '@/lib/domain/admin/moderation';
import type { ReportReason, ReportTarget } from '@/lib/domain/community/reports';

import { operators } from './admin';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A queue item: what is judged (kind and id; no foreign key, so a removed post keeps its item),
 * its author and a copy of the content as it was when the item opened. At most one open item per
 * thing (moderation_cases_open_uq), so parallel reports join one item.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<CaseSource>().notNull(),
    /** Why the word list held it (内容含有违规词“…”); '' for a report. */
    autoReason: text('auto_reason').notNull().default(''),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').$type<CaseStatus>().notNull().default('open'),
    /** The moderator's reason of a rejection or removal. */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    openedAt: at('opened_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_uq')
      .on(t.kind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('moderation_cases_queue_idx').on(t.status, t.openedAt, t.id),
    index('moderation_cases_author_idx').on(t.authorId, t.status),
    check('moderation_cases_kind_ck', sql`${t.kind} IN ('post', 'comment', 'up')`),
    check('moderation_cases_source_ck', sql`${t.source} IN ('report', 'words')`),
    check(
      'moderation_cases_status_ck',
      sql`${t.status} IN ('open', 'approved', 'rejected', 'removed')`,
    ),
  ],
);

/** One user's report of one thing, ever (reports_once_uq): a second is answered 已举报. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_once_uq').on(t.reporterId, t.kind, t.targetId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_case_idx').on(t.caseId),
  ],
);

/** A ban of a user's publishing and commenting, until `ends_at` (null: for good) or lifted. */
export const userBans = pgTable(
  'user_bans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    liftedAt: at('lifted_at'),
    liftedBy: integer('lifted_by').references(() => operators.id, { onDelete: 'set null' }),
  },
  (t) => [index('user_bans_user_idx').on(t.userId, t.startsAt)],
);
