// One like per user of a video, a post or a comment, and the subject's count moved in the same
// statement by the rows that changed only, so a repeated like or unlike changes nothing. The
// caller's row is locked first, as every write of their links (user-lock.ts usersLockedFirst).
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { notFound } from '../../http/envelope';
import { USERS_LOCKED, usersLockedFirst } from '../account/user-lock';

export interface LikedSubject {
  /** The subject's table (it has `id` and `likes`). */
  table: 'videos' | 'posts' | 'comments';
  /** The like rows' table and its column naming the subject. */
  likeTable: 'video_likes' | 'post_likes' | 'comment_likes';
  likeColumn: 'video_id' | 'post_id' | 'comment_id';
  /** Which subjects may be liked at all (e.g. a post only once published). */
  visible?: SQL;
  notFoundTip: string;
}

type Rows<T> = { rows: T[] };

export async function setCountedLike(
  db: Db,
  subject: LikedSubject,
  input: { userId: number; subjectId: number; like: boolean; nowMs: number },
): Promise<{ liked: boolean; likes: number }> {
  const { userId, subjectId } = input;
  const table = sql.identifier(subject.table);
  const likeTable = sql.identifier(subject.likeTable);
  const likeColumn = sql.identifier(subject.likeColumn);
  const visible = subject.visible ? sql` AND ${subject.visible}` : sql``;
  const statement = input.like
    ? sql`WITH ${usersLockedFirst([userId])}, changed AS (
        INSERT INTO ${likeTable} (user_id, ${likeColumn}, created_at)
        SELECT ${userId}, ${subjectId}, ${new Date(input.nowMs).toISOString()}::timestamptz
        WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ${subjectId}${visible})
          AND ${USERS_LOCKED}
        ON CONFLICT DO NOTHING RETURNING 1)
      UPDATE ${table} SET likes = likes + (SELECT count(*) FROM changed)::int
      WHERE id = ${subjectId}${visible} RETURNING likes`
    : sql`WITH ${usersLockedFirst([userId])}, changed AS (
        DELETE FROM ${likeTable}
        WHERE user_id = ${userId} AND ${likeColumn} = ${subjectId} AND ${USERS_LOCKED}
        RETURNING 1)
      UPDATE ${table} SET likes = greatest(likes - (SELECT count(*) FROM changed)::int, 0)
      WHERE id = ${subjectId}${visible} RETURNING likes`;
  const result = (await db.execute(statement)) as unknown as Rows<{ likes: number }>;
  const row = result.rows[0];
  if (!row) throw notFound(subject.notFoundTip);
  return { liked: input.like, likes: Number(row.likes) };
}
