// The video catalogue (videos, tags, topics, actors, collections, home tabs and sections, hot
// searches) and what each user does with it (likes, favourites, watch history).
import { sql } from 'drizzle-orm';
import {
  bigint,
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

import type { VideoAccess } from '@/lib/domain/video/entitlement';
import type { SectionLayout } from '@/lib/protocol/shapes/video';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type HomeArea = 'home' | 'lld';
/** Which feed a tab or section lists: every video, one tag's, or one topic's. */
export type FeedKind = 'published' | 'tag' | 'topic';
/**
 * A catalogue row's standing (docs/media-api.md "Ingestion"): listed and playable from its
 * publishedAt; taken down (buyers still play it); retired (deleted: its files are gone).
 */
export type VideoStatus = 'published' | 'unpublished' | 'retired';
/** Feed orders: the editorial `sort`, newest, most liked, most viewed (ties broken by id). */
export type FeedOrder = 'sort' | 'new' | 'hot' | 'views';

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const topics = pgTable('topics', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const actors = pgTable('actors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text('name').notNull(),
  avatar: text('avatar').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    cover: text('cover').notNull(),
    description: text('description').notNull().default(''),
    /** Diamond amount (§5 tenths); 0 = nothing to buy. */
    price: integer('price').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('collections_sort_idx').on(t.sort, t.id),
    check('collections_price_nonneg', sql`${t.price} >= 0`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** IMAGE-line path of the obfuscated cover. */
    cover: text('cover').notNull(),
    /** Folder under origin/media/vid (services/video/media-library.ts CLIPS). */
    clip: text('clip').notNull(),
    /** Seconds: the clip's real length. */
    duration: integer('duration').notNull(),
    /** Picture size as shown, pixels (0: unknown); with duration, whether it is short (isShortVideo). */
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Comments on the video (replies too), moved with each comment (services/community/comments.ts). */
    comments: integer('comments').notNull().default(0),
    access: text('access').$type<VideoAccess>().notNull(),
    /** Diamond amount (§5 tenths); 0 unless access = 'paid'. */
    price: integer('price').notNull().default(0),
    publishedAt: at('published_at').notNull(),
    /**
     * Listed and playable from this time: the console's publish sets it (a scheduled one, later
     * than now). Null: since it was made (the seed, community posts).
     */
    visibleFrom: at('visible_from'),
    status: text('status').$type<VideoStatus>().notNull().default('published'),
    /** Seconds of preview for this video; null: the site's (config previewSeconds). */
    previewSeconds: integer('preview_seconds'),
    /** Editorial order of the default feeds (ascending, then id). */
    sort: integer('sort').notNull().default(0),
    actorId: integer('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    collectionId: integer('collection_id').references(() => collections.id, {
      onDelete: 'set null',
    }),
    /** The UP主 who published it (community); null for the operator's catalogue. */
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One index per feed order (media-feeds.ts), each ending in id so ties page stably.
    index('videos_sort_idx').on(t.sort, t.id),
    index('videos_new_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('videos_hot_idx').on(t.likes.desc(), t.id.desc()),
    index('videos_views_idx').on(t.views.desc(), t.id.desc()),
    index('videos_topic_idx').on(t.topicId, t.sort, t.id),
    index('videos_actor_idx').on(t.actorId, t.sort, t.id),
    index('videos_collection_idx').on(t.collectionId, t.sort, t.id),
    index('videos_uploader_idx').on(t.uploaderId, t.publishedAt.desc(), t.id.desc()),
    check('videos_status_ck', sql`${t.status} IN ('published', 'unpublished', 'retired')`),
    check('videos_access_ck', sql`${t.access} IN ('free', 'vip', 'paid')`),
    check('videos_price_ck', sql`${t.price} >= 0 AND (${t.access} = 'paid') = (${t.price} > 0)`),
  ],
);

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.tagId] }),
    index('video_tags_tag_idx').on(t.tagId, t.videoId),
  ],
);

export const homeTabs = pgTable(
  'home_tabs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    area: text('area').$type<HomeArea>().notNull(),
    name: text('name').notNull(),
    /** The tab's own endless feed (media/recommend with tabId). */
    kind: text('kind').$type<FeedKind>().notNull(),
    refId: integer('ref_id').notNull().default(0),
    feedOrder: text('feed_order').$type<FeedOrder>().notNull().default('sort'),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console save; a save made on an older one is refused (4090). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('home_tabs_area_idx').on(t.area, t.sort, t.id)],
);

/**
 * A block on a tab. Its videos are the first `size` items of the feed its "more" link opens
 * (kind, refId, feedOrder), so tapping more continues the same list.
 */
export const homeSections = pgTable(
  'home_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    tabId: integer('tab_id')
      .notNull()
      .references(() => homeTabs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: text('layout').$type<SectionLayout>().notNull(),
    size: integer('size').notNull(),
    kind: text('kind').$type<FeedKind>().notNull(),
    refId: integer('ref_id').notNull().default(0),
    feedOrder: text('feed_order').$type<FeedOrder>().notNull().default('sort'),
    /** false: no "more" link on this section. */
    showMore: boolean('show_more').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console save; a save made on an older one is refused (4090). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('home_sections_tab_idx').on(t.tabId, t.sort, t.id)],
);

export const hotSearches = pgTable(
  'hot_searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    keyword: text('keyword').notNull(),
    heat: integer('heat').notNull(),
  },
  (t) => [index('hot_searches_heat_idx').on(t.heat.desc(), t.id)],
);

/** The (user, video) pair of the per-user tables, here and in wallet.ts (purchases). */
export const userVideoColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  videoId: integer('video_id')
    .notNull()
    .references(() => videos.id, { onDelete: 'cascade' }),
});

/** Who liked what: the row decides whether videos.likes moves, so a like counts once. */
export const videoLikes = pgTable(
  'video_likes',
  { ...userVideoColumns(), createdAt: at('created_at').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** Favourites (Collect operate/delete). */
export const favourites = pgTable(
  'favourites',
  { ...userVideoColumns(), createdAt: at('created_at').notNull() },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('favourites_user_idx').on(t.userId, t.createdAt.desc(), t.videoId.desc()),
  ],
);

export const watchHistory = pgTable(
  'watch_history',
  {
    ...userVideoColumns(),
    /** Resume position in seconds. */
    position: integer('position').notNull(),
    watchedAt: at('watched_at').notNull(),
  },
  (t) => [
    uniqueIndex('watch_history_user_video_uq').on(t.userId, t.videoId),
    index('watch_history_user_idx').on(t.userId, t.watchedAt.desc(), t.videoId.desc()),
  ],
);
