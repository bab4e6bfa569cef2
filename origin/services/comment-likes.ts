// Likes of comments (of a post or a video): media/like with type comment. Counted once per user,
// in one statement as a post's like (post-actions.ts): the count moves only with the like row.
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { commentLikes } from '../db/schema/community';
import { notFound } from '../http/envelope';
import { USERS_LOCKED, usersLockedFirst } from './user-lock';

export const TIP_COMMENT_NOT_FOUND = '评论不存在或已删除';

type Rows<T> = { rows: T[] };

export async function setCommentLike(
  db: Db,
  input: { userId: number; commentId: number; like: boolean; nowMs: number },
): Promise<{ liked: boolean; likes: number }> {
  const { userId, commentId } = input;
  const statement = input.like
    ? sql`WITH ${usersLockedFirst([userId])}, changed AS (
        INSERT INTO comment_likes (user_id, comment_id, created_at)
        SELECT ${userId}, ${commentId}, ${new Date(input.nowMs).toISOString()}::timestamptz
        WHERE EXISTS (SELECT 1 FROM comments WHERE id = ${commentId}) AND ${USERS_LOCKED}
        ON CONFLICT DO NOTHING RETURNING 1)
      UPDATE comments SET likes = likes + (SELECT count(*) FROM changed)::int
      WHERE id = ${commentId} RETURNING likes`
    : sql`WITH ${usersLockedFirst([userId])}, changed AS (
        DELETE FROM comment_likes
        WHERE user_id = ${userId} AND comment_id = ${commentId} AND ${USERS_LOCKED}
        RETURNING 1)
      UPDATE comments SET likes = greatest(likes - (SELECT count(*) FROM changed)::int, 0)
      WHERE id = ${commentId} RETURNING likes`;
  const result = (await db.execute(statement)) as unknown as Rows<{ likes: number }>;
  const row = result.rows[0];
  if (!row) throw notFound(TIP_COMMENT_NOT_FOUND);
  return { liked: input.like, likes: Number(row.likes) };
}

/** Which of these comments the viewer liked. */
export async function likedByViewer(db: Db, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}
