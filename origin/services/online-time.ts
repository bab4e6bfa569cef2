// Online time (user/online/time): the app reports seconds spent online; the server credits at
// most the wall time since the session's last credit, so a client cannot inflate it.
import { and, eq, sql } from 'drizzle-orm';

import { formatDate } from '@/lib/domain/format';

import type { Db } from '../db/client';
import { sessions, userOnlineDays, users } from '../db/schema/users';
import { badInput } from '../http/envelope';
import type { Session } from './sessions';
import type { Payload } from './validate';

export const MAX_REPORT_SECONDS = 86_400;

export type OnlineTime = { credited: number; todaySeconds: number; totalSeconds: number };

function seconds(payload: Payload): number {
  const value = payload.seconds;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > MAX_REPORT_SECONDS
  ) {
    throw badInput(`在线时长 seconds 需为0-${MAX_REPORT_SECONDS}的整数`);
  }
  return value;
}

export async function recordOnlineTime(
  db: Db,
  session: Session,
  payload: Payload,
  nowMs: number,
): Promise<OnlineTime> {
  const claimed = seconds(payload);
  const day = formatDate(nowMs, 'YYYY-MM-DD');
  const elapsed = Math.max(0, Math.floor((nowMs - session.onlineCreditedAt.getTime()) / 1000));
  let credited = Math.min(claimed, elapsed);
  if (credited > 0) {
    // Move the session's mark only if nobody else moved it since we read it: two parallel
    // reports cannot both be credited for the same stretch of time.
    const moved = await db
      .update(sessions)
      .set({ onlineCreditedAt: new Date(nowMs) })
      .where(
        and(eq(sessions.id, session.id), eq(sessions.onlineCreditedAt, session.onlineCreditedAt)),
      )
      .returning({ id: sessions.id });
    if (moved.length === 0) credited = 0;
  }
  if (credited > 0) {
    await db
      .update(users)
      .set({ onlineSeconds: sql`${users.onlineSeconds} + ${credited}` })
      .where(eq(users.id, session.userId));
    await db
      .insert(userOnlineDays)
      .values({ userId: session.userId, day, seconds: credited })
      .onConflictDoUpdate({
        target: [userOnlineDays.userId, userOnlineDays.day],
        set: { seconds: sql`${userOnlineDays.seconds} + ${credited}` },
      });
  }
  const [total] = await db
    .select({ s: users.onlineSeconds })
    .from(users)
    .where(eq(users.id, session.userId));
  const [today] = await db
    .select({ s: userOnlineDays.seconds })
    .from(userOnlineDays)
    .where(and(eq(userOnlineDays.userId, session.userId), eq(userOnlineDays.day, day)));
  return { credited, todaySeconds: today?.s ?? 0, totalSeconds: total?.s ?? 0 };
}
