// Posts as the app shows them: a card with its author, pictures or video, counts and the
// viewer's like, favourite and purchase. A paid post the viewer has not bought (and did not
// write) is locked: its first lines only, no pictures, no video.
import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import type { PostCard } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { postFavourites, postLikes, postPurchases, posts } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import type { Category } from './config';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';

export const TIP_POST_NOT_FOUND = '帖子不存在或已删除';
/** Characters of a locked post shown before the pay sheet. */
export const LOCKED_PREVIEW_CHARS = 40;

const one = { one: sql`1` };

export function postColumns(db: Db, viewerId: number) {
  const mine = (table: typeof postLikes | typeof postFavourites | typeof postPurchases) =>
    exists(
      db
        .select(one)
        .from(table)
        .where(and(eq(table.userId, viewerId), eq(table.postId, posts.id))),
    );
  return {
    id: posts.id,
    userId: posts.userId,
    name: users.nickname,
    avatar: users.avatar,
    categoryId: posts.categoryId,
    kind: posts.kind,
    content: posts.content,
    images: posts.images,
    videoId: posts.videoId,
    videoCover: videos.cover,
    videoDuration: videos.duration,
    status: posts.status,
    rejectReason: posts.rejectReason,
    price: posts.price,
    essence: posts.essence,
    likes: posts.likes,
    comments: posts.comments,
    collects: posts.collects,
    views: posts.views,
    createdAt: posts.createdAt,
    liked: mine(postLikes),
    collected: mine(postFavourites),
    bought: mine(postPurchases),
  };
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export function selectPosts(db: Db, viewerId: number) {
  return db
    .select(postColumns(db, viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(videos, eq(videos.id, posts.videoId));
}

export function toPostCard(row: PostRow, viewerId: number, categories: Category[]): PostCard {
  const locked = row.price > 0 && !row.bought && row.userId !== viewerId;
  const category = categories.find((c) => c.id === row.categoryId);
  const chars = [...row.content];
  return {
    id: row.id,
    author: {
      id: row.userId,
      name: displayName({ id: row.userId, nickname: row.name }),
      avatar: row.avatar,
    },
    category: category ? { id: category.id, name: category.name } : null,
    kind: row.kind,
    content:
      locked && chars.length > LOCKED_PREVIEW_CHARS
        ? `${chars.slice(0, LOCKED_PREVIEW_CHARS).join('')}…`
        : row.content,
    images: locked ? [] : row.images,
    imageCount: row.images.length,
    video:
      locked || row.videoId === null
        ? null
        : { id: row.videoId, cover: row.videoCover ?? '', duration: row.videoDuration ?? 0 },
    likes: row.likes,
    comments: row.comments,
    collects: row.collects,
    liked: Boolean(row.liked),
    collected: Boolean(row.collected),
    price: row.price,
    locked,
    essence: row.essence,
    status: row.status,
    rejectReason: row.userId === viewerId ? row.rejectReason : '',
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * Posts whose text, as far as the viewer may read it, is like `pattern`: the whole text for a
 * free post, its author and its buyers; the locked preview for everyone else (a search by the
 * hidden part would tell it, a character at a time).
 */
export function readableTextLike(db: Db, viewerId: number, pattern: string): SQL {
  const bought = exists(
    db
      .select(one)
      .from(postPurchases)
      .where(and(eq(postPurchases.userId, viewerId), eq(postPurchases.postId, posts.id))),
  );
  return or(
    and(or(eq(posts.price, 0), eq(posts.userId, viewerId), bought), ilike(posts.content, pattern)),
    ilike(sql`left(${posts.content}, ${LOCKED_PREVIEW_CHARS})`, pattern),
  )!;
}

/** A page of posts matching `where`, in `order` (which must end in a unique key). */
export async function postPage(
  db: Db,
  input: { viewerId: number; where: SQL | undefined; order: SQL[]; categories: Category[] },
  request: PageRequest,
): Promise<PageOf<PostCard>> {
  const rows = await selectPosts(db, input.viewerId)
    .where(input.where)
    .orderBy(...input.order)
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(input.where);
  return pageOf(
    rows.map((row) => toPostCard(row, input.viewerId, input.categories)),
    request,
    Number(total?.n ?? 0),
  );
}
