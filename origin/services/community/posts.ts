// Reading posts: a category's feed (its type decides the filter), one user's posts, the caller's
// own in every moderation state, and one post's detail (which counts a view).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { PostCard, PostDetail, PostStatus } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { follows, posts } from '../../db/schema/community';
import { notFound } from '../../http/envelope';
import { communitySettings, type Category } from './config';
import type { PageOf } from '../video/media-types';
import { postPage, selectPosts, TIP_POST_NOT_FOUND, toPostCard } from './post-cards';
import type { PageRequest } from '../platform/paging';
import { diamondBalance } from '../money/wallet';
import { countViewDay } from '../platform/view-days';

export type PostSort = 'new' | 'hot';

const ORDERS: Record<PostSort, SQL[]> = {
  new: [desc(posts.createdAt), desc(posts.id)],
  hot: [desc(posts.likes), desc(posts.comments), desc(posts.id)],
};

const isPublished = eq(posts.status, 'published');

function categoryFilter(db: Db, category: Category, viewerId: number): SQL | undefined {
  switch (category.type) {
    case 'follow':
      return inArray(
        posts.userId,
        db.select({ id: follows.uploaderId }).from(follows).where(eq(follows.followerId, viewerId)),
      );
    case 'essence':
      return eq(posts.essence, true);
    case 'video':
    case 'image':
      return eq(posts.kind, category.type);
    case 'topic':
      return eq(posts.categoryId, category.id);
    default:
      return undefined;
  }
}

export type ListInput = {
  viewerId: number;
  categoryId?: number;
  userId?: number;
  sort?: PostSort;
};

export async function listPosts(
  db: Db,
  input: ListInput,
  request: PageRequest,
): Promise<PageOf<PostCard>> {
  const { categories } = await communitySettings(db);
  const filters: (SQL | undefined)[] = [isPublished];
  let sort: PostSort = input.sort ?? 'new';
  if (input.categoryId !== undefined) {
    const category = categories.find((c) => c.id === input.categoryId);
    if (!category) throw notFound('分类不存在或已下线');
    filters.push(categoryFilter(db, category, input.viewerId));
    sort = input.sort ?? (category.type === 'hot' ? 'hot' : 'new');
  }
  if (input.userId !== undefined) filters.push(eq(posts.userId, input.userId));
  return postPage(
    db,
    { viewerId: input.viewerId, where: and(...filters), order: ORDERS[sort], categories },
    request,
  );
}

export async function myPosts(
  db: Db,
  input: { viewerId: number; status?: PostStatus },
  request: PageRequest,
): Promise<PageOf<PostCard>> {
  const { categories } = await communitySettings(db);
  const where = and(
    eq(posts.userId, input.viewerId),
    input.status ? eq(posts.status, input.status) : undefined,
  );
  return postPage(db, { viewerId: input.viewerId, where, order: ORDERS.new, categories }, request);
}

/** One post for its page: published, or the caller's own in any state; counts a view. */
export async function postDetail(
  db: Db,
  viewerId: number,
  postId: number,
  nowMs: number,
): Promise<PostDetail> {
  const [row] = await selectPosts(db, viewerId).where(eq(posts.id, postId));
  if (!row || (row.status !== 'published' && row.userId !== viewerId))
    throw notFound(TIP_POST_NOT_FOUND);
  await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(eq(posts.id, postId));
  await countViewDay(db, 'post', postId, nowMs);
  const { categories } = await communitySettings(db);
  const [follow] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.uploaderId, row.userId)));
  return {
    ...toPostCard(row, viewerId, categories),
    views: Number(row.views) + 1,
    following: Boolean(follow),
    balance: await diamondBalance(db, viewerId),
  };
}
