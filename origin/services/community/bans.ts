// Bans in force (docs/admin-api.md "Community"): publishing and commenting ask here first and are
// refused with the ban's reason and end (4030), in the user's words.
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';

import { activeBan, banTip, type BanRow } from '@/lib/domain/community/bans';

import type { Db } from '../../db/client';
import { userBans } from '../../db/schema/moderation';
import { forbidden } from '../../http/envelope';

export type StoredBan = BanRow & { id: number; userId: number };

export const toBanRow = (r: typeof userBans.$inferSelect): StoredBan => ({
  id: r.id,
  userId: r.userId,
  reason: r.reason,
  startsAt: r.startsAt.getTime(),
  endsAt: r.endsAt?.getTime() ?? null,
  liftedAt: r.liftedAt?.getTime() ?? null,
});

/** The SQL condition of a ban in force at `nowMs` (lib/domain/community/bans.ts banInForce). */
export function inForceAt(nowMs: number) {
  const now = new Date(nowMs);
  return and(
    isNull(userBans.liftedAt),
    lte(userBans.startsAt, now),
    or(isNull(userBans.endsAt), gt(userBans.endsAt, now)),
  );
}

/** The user's longest ban in force, or null. */
export async function banOf(db: Db, userId: number, nowMs: number): Promise<StoredBan | null> {
  const rows = await db
    .select()
    .from(userBans)
    .where(and(eq(userBans.userId, userId), inForceAt(nowMs)))
    .orderBy(desc(userBans.startsAt));
  return activeBan(rows.map(toBanRow), nowMs);
}

/** Refuses a banned user's post or comment with the reason and until when (4030). */
export async function refuseIfBanned(db: Db, userId: number, nowMs: number): Promise<void> {
  const ban = await banOf(db, userId, nowMs);
  if (ban) throw forbidden(banTip(ban));
}
