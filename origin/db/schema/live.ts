// Live TV (§7 Live, docs/live-api.md): the channel guide's categories and channels. A channel
// loops one seeded clip forever from its epoch (services/live/clock.ts), so "now" is arithmetic.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const liveCategories = pgTable('live_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const liveChannels = pgTable(
  'live_channels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** IMAGE-line path (obfuscated, §5). */
    cover: text('cover').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => liveCategories.id),
    /** 正在播出: what the guide says is on air. */
    programme: text('programme').notNull(),
    /** The clip folder the channel loops (services/video/media-library.ts CLIPS). */
    clip: text('clip').notNull(),
    /** The audience the shown count drifts around (services/live/clock.ts liveViewers). */
    baseViewers: integer('base_viewers').notNull(),
    /** 热门直播 on the live home. */
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Off air: left out of the guide, its playlists answer 4040. */
    enabled: boolean('enabled').notNull().default(true),
    /** When the loop started: segment 0 of loop 0 began at this instant. */
    epoch: timestamp('epoch', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('live_channels_base_viewers_ck', sql`${t.baseViewers} >= 0`),
    index('live_channels_category_idx').on(t.categoryId),
  ],
);
