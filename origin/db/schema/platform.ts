// Operator-managed platform data: app config, ads and their clicks, announcements.
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { AdLinkField } from '@/lib/domain/platform/links';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One JSON value per config key (communityCategory, floatingWindow, contact …). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    /**
     * Which of AD_LINK_FIELDS (lib/domain/platform/links.ts) the config shows the link in; null keeps
     * the link server-side, so the client must make the ad/click call (which also counts the
     * click) to learn it.
     */
    linkField: text('link_field').$type<AdLinkField>(),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    clickCount: integer('click_count').notNull().default(0),
    /** Bumped by every console save; a save made on an older one is refused (4090). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('ads_position_idx').on(t.position, t.sort)],
);

export const adClicks = pgTable('ad_clicks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  adId: integer('ad_id')
    .notNull()
    .references(() => ads.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull(),
});

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** Shown as a popup once per session, besides the notice bar. */
  popup: boolean('popup').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull(),
});
