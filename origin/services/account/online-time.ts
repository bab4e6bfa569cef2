// Online time (user/online/time): the app reports seconds spent online; the server credits at
// most the wall time since the user's last credit, over all their sessions and devices, so
// neither a client nor a pile of sessions can inflate it.
import { and, eq, isNull, sql } from 'drizzle-orm';

import { formatDate } from '@/lib/domain/platform/format';

import type { Db } from '../../db/client';
import { userOnlineDays, users } from '../../db/schema/users';
import type { Session } from './sessions';

export type OnlineTime = { credited: number; todaySeconds: number; totalSeconds: number };

async function totals(db: Db, userId: number, day: string, credited: number): Promise<OnlineTime> {
  const [total] = await db
    .select({ s: users.onlineSeconds })
    .from(users)
    .where(eq(users.id, userId));
  const [today] = await db
    .select({ s: userOnlineDays.seconds })
    .from(userOnlineDays)
    .where(and(eq(userOnlineDays.userId, userId), eq(userOnlineDays.day, day)));
  return { credited, todaySeconds: today?.s ?? 0, totalSeconds: total?.s ?? 0 };
}

/**
 * Credits `claimed` seconds, at most the time since the user's mark; the mark moves only if
 * nobody moved it since it was read, so two parallel reports (two sessions) cannot both be
 * credited for the same stretch.
 * Without a session (a heartbeat with a dead token) nothing is credited and nothing refused.
 */
export async function recordOnlineTime(
  db: Db,
  session: Session | null,
  claimed: number,
  nowMs: number,
): Promise<OnlineTime> {
  if (!session) return { credited: 0, todaySeconds: 0, totalSeconds: 0 };
  const day = formatDate(nowMs, 'YYYY-MM-DD');
  const [user] = await db
    .select({ mark: users.onlineCreditedAt })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) return { credited: 0, todaySeconds: 0, totalSeconds: 0 };
  // A user never credited counts from this session's start.
  const since = (user.mark ?? session.onlineCreditedAt).getTime();
  const elapsed = Math.max(0, Math.floor((nowMs - since) / 1000));
  const credited = Math.min(claimed, elapsed);
  if (!user.mark || credited > 0) {
    const unchanged = user.mark
      ? eq(users.onlineCreditedAt, user.mark)
      : isNull(users.onlineCreditedAt);
    const moved = await db
      .update(users)
      .set({
        onlineCreditedAt: new Date(nowMs),
        onlineSeconds: sql`${users.onlineSeconds} + ${credited}`,
      })
      .where(and(eq(users.id, session.userId), unchanged))
      .returning({ id: users.id });
    if (moved.length === 0 || credited === 0) return totals(db, session.userId, day, 0);
    await db
      .insert(userOnlineDays)
      .values({ userId: session.userId, day, seconds: credited })
      .onConflictDoUpdate({
        target: [userOnlineDays.userId, userOnlineDays.day],
        set: { seconds: sql`${userOnlineDays.seconds} + ${credited}` },
      });
  }
  return totals(db, session.userId, day, credited);
}
