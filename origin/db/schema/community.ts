// The community: uploaders (UP主) and follows, posts with their likes, favourites and
// purchases, comments, and the files users upload (chunks first, then the assembled file).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { PostStatus, UploadKind } from '@/lib/protocol/shapes/community';

import { videos } from './media';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type PostKind = 'text' | 'image' | 'video';
export type UploadStatus = 'receiving' | 'assembling' | 'processing' | 'ready' | 'failed';

/**
 * A user who publishes (every author gets a row) with the counts the ranking sorts by.
 * `followers` moves in the same statement as the follow row (services/community/uploaders.ts).
 */
export const uploaders = pgTable(
  'uploaders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    intro: text('intro').notNull().default(''),
    followers: integer('followers').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('uploaders_followers_idx').on(t.followers.desc(), t.userId),
    check('uploaders_followers_nonneg', sql`${t.followers} >= 0`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    uploaderId: userRef('uploader_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.uploaderId] }),
    index('follows_uploader_idx').on(t.uploaderId),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: userRef('user_id'),
    /** A communityCategory item of type topic; null: none chosen. */
    categoryId: integer('category_id'),
    kind: text('kind').$type<PostKind>().notNull(),
    /** Plain text, never HTML. */
    content: text('content').notNull(),
    /** IMAGE-line paths. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The uploaded video (uploads.id) while it is transcoded; then videoId. */
    uploadId: text('upload_id'),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    status: text('status').$type<PostStatus>().notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    /** Diamonds (§5 tenths); 0 = free. */
    price: integer('price').notNull().default(0),
    essence: boolean('essence').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('posts_new_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('posts_hot_idx').on(t.status, t.likes.desc(), t.id.desc()),
    index('posts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('posts_category_idx').on(t.categoryId, t.status, t.createdAt.desc()),
    check('posts_kind_ck', sql`${t.kind} IN ('text', 'image', 'video')`),
    check('posts_status_ck', sql`${t.status} IN ('pending', 'published', 'rejected')`),
    check('posts_price_nonneg', sql`${t.price} >= 0`),
  ],
);

const userPostColumns = () => ({
  userId: userRef('user_id'),
  postId: integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
});

export const postLikes = pgTable(
  'post_likes',
  { ...userPostColumns(), createdAt: at('created_at').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const postFavourites = pgTable(
  'post_favourites',
  { ...userPostColumns(), createdAt: at('created_at').notNull() },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('post_favourites_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A paid post bought with diamonds; the primary key makes buying idempotent. */
export const postPurchases = pgTable(
  'post_purchases',
  {
    ...userPostColumns(),
    price: integer('price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    /** The subject: a post or a video, exactly one (comments_subject_ck). */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** The top-level comment of a reply's thread (one level deep). */
    parentId: integer('parent_id'),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    /** @-mentioned user ids. */
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('comments_post_new_idx').on(t.postId, t.parentId, t.createdAt.desc(), t.id.desc()),
    index('comments_video_new_idx').on(t.videoId, t.parentId, t.createdAt.desc(), t.id.desc()),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId, t.createdAt),
    check('comments_subject_ck', sql`(${t.postId} IS NULL) <> (${t.videoId} IS NULL)`),
  ],
);

/** Who liked which comment (of a post or a video); comments.likes moves only with these rows. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: userRef('user_id'),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);

/**
 * An upload: chunks under <data>/uploads/parts/<id>/ while `receiving`, then the assembled
 * file (an image under media/img/u, a video transcoded under media/vid). Keyed for the client
 * by (user, identifier), so a reload resumes the same upload.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** Null for a picture upload/images took without a session, before it needed one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    kind: text('kind').$type<UploadKind>().notNull(),
    extension: text('extension').notNull(),
    totalSize: bigint('total_size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    /** Chunk numbers held, with the SHA-256 each arrived with. */
    received: jsonb('received').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<UploadStatus>().notNull(),
    /** IMAGE-line path of the picture (or the video's poster). */
    url: text('url').notNull().default(''),
    /** The clip folder of a transcoded video (media/vid/<clip>), and its length in seconds. */
    clip: text('clip'),
    duration: integer('duration'),
    /** The transcoded video's picture size as shown (its video row's, media.ts videos). */
    width: integer('width'),
    height: integer('height'),
    error: text('error').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('uploads_user_identifier_uq').on(t.userId, t.identifier),
    index('uploads_status_idx').on(t.status, t.updatedAt),
  ],
);
