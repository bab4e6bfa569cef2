// 福利: the operator's tasks and who claimed which reward when, and the recommended apps with
// their clicks (services/welfare/user-tasks.ts, services/welfare/recommended-apps.ts, docs/welfare-api.md).
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

import type { TaskKind, TaskPeriod } from '@/lib/domain/welfare/welfare';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Operator data (seeded); the ids are stable, the 福利 tab and the docs name them. */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').$type<TaskKind>().notNull(),
    period: text('period').$type<TaskPeriod>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A count, or seconds for online time. */
    goal: integer('goal').notNull(),
    /** Diamonds in §5 tenths. */
    reward: integer('reward').notNull(),
    /** The in-app path where the task is done; '' for none. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'tasks_kind_ck',
      sql`${t.kind} IN ('checkin', 'watch', 'online', 'comment', 'bindPhone', 'firstPost', 'invite')`,
    ),
    check('tasks_period_ck', sql`${t.period} IN ('daily', 'once')`),
    check('tasks_goal_pos', sql`${t.goal} > 0`),
    check('tasks_reward_pos', sql`${t.reward} > 0`),
  ],
);

/** One reward given: per user, task and period (the Shanghai day, or 'once'). */
export const taskClaims = pgTable(
  'task_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No cascade: a claim's history outlives the operator withdrawing the task. */
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    /** YYYY-MM-DD (Asia/Shanghai) for a daily task, 'once' for a one-off. */
    periodKey: text('period_key').notNull(),
    /** Copied from the task: an operator's later edit does not rewrite history. */
    reward: integer('reward').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [
    // The last line of defence against a reward given twice, whatever races past the service.
    uniqueIndex('task_claims_user_task_period_uq').on(t.userId, t.taskId, t.periodKey),
  ],
);

/** 应用推荐: operator data (seeded), shown by `sort`. */
export const apps = pgTable(
  'apps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Image path on the IMAGE line. */
    icon: text('icon').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    clickCount: integer('click_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The app opens it in the browser: an external https link, or one of the origin's own app
    // pages (lib/domain/platform/app-links.ts), answered absolute on the origin's public URL.
    check('apps_url_https', sql`${t.url} ~ '^https://' OR ${t.url} ~ '^/apps/[a-z0-9-]{1,40}$'`),
    index('apps_sort_idx').on(t.sort, t.id),
  ],
);

export const appClicks = pgTable('app_clicks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  /** Null for a caller without a session (apps/click is public), or a user since deleted. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull(),
});
