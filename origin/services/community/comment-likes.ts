// Likes of comments (of a post or a video): media/like with type comment. Counted once per user,
// in one statement as a post's or a video's like (counted-like.ts).
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { commentLikes } from '../../db/schema/community';
import { setCountedLike } from './counted-like';

export const TIP_COMMENT_NOT_FOUND = '评论不存在或已删除';

export async function setCommentLike(
  db: Db,
  input: { userId: number; commentId: number; like: boolean; nowMs: number },
): Promise<{ liked: boolean; likes: number }> {
  const { commentId, ...rest } = input;
  return setCountedLike(
    db,
    {
      table: 'comments',
      likeTable: 'comment_likes',
      likeColumn: 'comment_id',
      notFoundTip: TIP_COMMENT_NOT_FOUND,
    },
    { ...rest, subjectId: commentId },
  );
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
