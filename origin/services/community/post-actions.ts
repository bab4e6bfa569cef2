// What a reader does to posts: like (counted once per user), favourites (Collect with type
// post) and buying a paid post with diamonds (the video paywall's wallet, services/money/wallet.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { postFavourites, postPurchases, posts } from '../../db/schema/community';
import { badInput, notFound } from '../../http/envelope';
import { setCountedLike } from './counted-like';
import { TIP_POST_NOT_FOUND } from './post-cards';
import { lockUserKey, USERS_LOCKED, usersLockedFirst } from '../account/user-lock';
import { diamondBalance, spendOnce } from '../money/wallet';

type Rows<T> = { rows: T[] };

/**
 * Sets the caller's like of a published post; the count moves only with the like row. The caller's
 * row is locked first, as every write of their links (services/account/user-lock.ts usersLockedFirst).
 */
export async function setPostLike(
  db: Db,
  input: { userId: number; postId: number; like: boolean; nowMs: number },
): Promise<{ liked: boolean; likes: number }> {
  const { postId, ...rest } = input;
  return setCountedLike(
    db,
    {
      table: 'posts',
      likeTable: 'post_likes',
      likeColumn: 'post_id',
      visible: sql`status = 'published'`,
      notFoundTip: TIP_POST_NOT_FOUND,
    },
    { ...rest, subjectId: postId },
  );
}

export async function addPostFavourite(
  db: Db,
  input: { userId: number; postId: number; nowMs: number },
): Promise<{ collected: true }> {
  const statement = sql`WITH ${usersLockedFirst([input.userId])}, changed AS (
      INSERT INTO post_favourites (user_id, post_id, created_at)
      SELECT ${input.userId}, ${input.postId}, ${new Date(input.nowMs).toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM posts WHERE id = ${input.postId} AND status = 'published')
        AND ${USERS_LOCKED}
      ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE posts SET collects = collects + (SELECT count(*) FROM changed)::int
    WHERE id = ${input.postId} AND status = 'published' RETURNING collects`;
  const result = (await db.execute(statement)) as unknown as Rows<{ collects: number }>;
  if (!result.rows[0]) throw notFound(TIP_POST_NOT_FOUND);
  return { collected: true };
}

export async function removePostFavourites(
  db: Db,
  userId: number,
  ids: number[],
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    await lockUserKey(tx, userId);
    const removed = await tx
      .delete(postFavourites)
      .where(and(eq(postFavourites.userId, userId), inArray(postFavourites.postId, ids)))
      .returning({ postId: postFavourites.postId });
    const gone = removed.map((r) => r.postId);
    if (gone.length > 0) {
      await tx
        .update(posts)
        .set({ collects: sql`greatest(${posts.collects} - 1, 0)` })
        .where(inArray(posts.id, gone));
    }
    return { removed: gone.length };
  });
}

/** post/pay: buys a paid post once; buying again (or one's own) charges 0. */
export async function buyPost(db: Db, input: { userId: number; postId: number; nowMs: number }) {
  const [post] = await db
    .select({ price: posts.price, userId: posts.userId, status: posts.status })
    .from(posts)
    .where(eq(posts.id, input.postId));
  if (!post || post.status !== 'published') throw notFound(TIP_POST_NOT_FOUND);
  if (post.price === 0) throw badInput('该帖子免费，无需购买');
  if (post.userId === input.userId) {
    return { bought: true as const, balance: await diamondBalance(db, input.userId), charged: 0 };
  }
  return spendOnce(db, {
    userId: input.userId,
    price: post.price,
    reason: 'post',
    refId: input.postId,
    nowMs: input.nowMs,
    claim: (tx) =>
      tx
        .insert(postPurchases)
        .values({
          userId: input.userId,
          postId: input.postId,
          price: post.price,
          createdAt: new Date(input.nowMs),
        })
        .onConflictDoNothing()
        .returning(),
  });
}
