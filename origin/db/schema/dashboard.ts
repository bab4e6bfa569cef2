// What the console's 数据看板 counts that no other table keeps by day (docs/admin-api.md
// "Dashboard"): plays of each video and views of each post per Shanghai day. videos.views and
// posts.views stay the all-time totals the feeds sort by.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** video: a counted play (media/play, not a prefetch); post: a post/detail read. */
export type ViewKind = 'video' | 'post';

export const viewDays = pgTable(
  'view_days',
  {
    kind: text('kind').$type<ViewKind>().notNull(),
    /** videos.id or posts.id; no foreign key: the figures outlive a removed item. */
    itemId: integer('item_id').notNull(),
    /** Calendar day in Asia/Shanghai, YYYY-MM-DD (lib/domain/platform/shanghai-day.ts dayLabel). */
    day: text('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.day] }), index('view_days_day_idx').on(t.day)],
);
