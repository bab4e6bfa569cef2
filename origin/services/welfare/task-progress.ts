// How far a user is with each 福利 task, read from what they did (docs/welfare-api.md
// "Progress"): nothing is counted twice, the tasks only look at the rows the other features
// write. Daily counts are of today in Asia/Shanghai.
import { and, count, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';

import { msUntilNextDay, shanghaiDay, type TaskKind } from '@/lib/domain/welfare/welfare';

import type { Db } from '../../db/client';
import { invites } from '../../db/schema/account';
import { comments, posts } from '../../db/schema/community';
import { watchHistory } from '../../db/schema/media';
import { userOnlineDays, users } from '../../db/schema/users';

const DAY_MS = 86_400_000;

export type TaskProgress = Record<TaskKind, number>;

/** Today in Shanghai: its YYYY-MM-DD and its bounds, for timestamp columns. */
export function shanghaiToday(nowMs: number): { day: string; start: Date; end: Date } {
  const end = nowMs + msUntilNextDay(nowMs);
  return { day: shanghaiDay(nowMs), start: new Date(end - DAY_MS), end: new Date(end) };
}

/** A scalar subquery's value as a number (count() and friends come back as text on pg). */
const scalar = (query: SQL | { getSQL(): SQL }) =>
  sql<number>`coalesce((${query}), 0)`.mapWith(Number);

/** Every kind's progress for the user, in one statement; all zero for an unknown user. */
export async function taskProgress(db: Db, userId: number, nowMs: number): Promise<TaskProgress> {
  const { day, start, end } = shanghaiToday(nowMs);
  const between = (column: typeof watchHistory.watchedAt | typeof comments.createdAt) =>
    and(gte(column, start), lt(column, end));
  const [row] = await db
    .select({
      // Distinct videos: watch_history holds one row per user and video, moved to its last visit.
      watch: scalar(
        db
          .select({ n: count() })
          .from(watchHistory)
          .where(and(eq(watchHistory.userId, userId), between(watchHistory.watchedAt))),
      ),
      online: scalar(
        db
          .select({ s: userOnlineDays.seconds })
          .from(userOnlineDays)
          .where(and(eq(userOnlineDays.userId, userId), eq(userOnlineDays.day, day))),
      ),
      comment: scalar(
        db
          .select({ n: count() })
          .from(comments)
          .where(and(eq(comments.userId, userId), between(comments.createdAt))),
      ),
      bindPhone: sql<number>`(${isNotNull(users.phone)})::int`.mapWith(Number),
      // A post moderation rejected was never published: it does not count.
      firstPost: scalar(
        db
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.userId, userId), ne(posts.status, 'rejected'))),
      ),
      invite: scalar(db.select({ n: count() }).from(invites).where(eq(invites.inviterId, userId))),
    })
    .from(users)
    .where(eq(users.id, userId));
  // Claiming the check-in is checking in: it is always done.
  const none = { watch: 0, online: 0, comment: 0, bindPhone: 0, firstPost: 0, invite: 0 };
  return { ...(row ?? none), checkin: 1 };
}
