// Counters in the database (not process memory) so every origin process sees the same limits.
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/security';

export type WindowHit = { count: number; retryAfter: number };

/**
 * Counts one event in the fixed window containing `nowMs` and returns the count including it,
 * plus the seconds until the window ends. One upsert, so parallel hits never lose a count.
 */
export async function hitWindow(
  db: Db,
  bucket: string,
  windowSeconds: number,
  nowMs: number,
): Promise<WindowHit> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({
      bucket,
      windowStart: new Date(start),
      count: 1,
      expiresAt: new Date(start + windowMs),
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return { count: row?.count ?? 1, retryAfter: (start + windowMs - nowMs) / 1000 };
}

/**
 * Adds `amount` to the counter of a window the caller chose (a Shanghai day for the upload
 * quotas) and returns the total including it; one upsert, as hitWindow. Inside a transaction
 * the row stays locked until it ends, so a refusal that rolls back takes the amount back.
 */
export async function addToWindow(
  db: Db,
  bucket: string,
  window: { startMs: number; endMs: number },
  amount: number,
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({
      bucket,
      windowStart: new Date(window.startMs),
      count: amount,
      expiresAt: new Date(window.endMs),
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? amount;
}

/**
 * Counts one event like hitWindow, but only while the window holds fewer than `max`: one of
 * `max` places, taken atomically (the upsert's condition is read on the row it locks), so
 * parallel takers never pass `max`. Answers the count including this event, or null when full.
 */
export async function takeWindowPlace(
  db: Db,
  bucket: string,
  windowSeconds: number,
  nowMs: number,
  max: number,
): Promise<number | null> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({
      bucket,
      windowStart: new Date(start),
      count: 1,
      expiresAt: new Date(start + windowMs),
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: lt(rateLimits.count, max),
    })
    .returning({ count: rateLimits.count });
  return row ? row.count : null;
}

/**
 * Gives back one event counted by hitWindow or takeWindowPlace at `nowMs` (the same instant, so
 * the same window): a place taken before acting, when the action turned out not to count.
 */
export async function releaseWindow(
  db: Db,
  bucket: string,
  windowSeconds: number,
  nowMs: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.bucket, bucket),
        eq(rateLimits.windowStart, new Date(start)),
        gt(rateLimits.count, 0),
      ),
    );
}

/**
 * Counts one event against a counter that lives until `untilMs` (e.g. one SMS code's), with no
 * window boundary to reset it midway; returns the count including it. One upsert, as hitWindow.
 */
export async function hitUntil(db: Db, bucket: string, untilMs: number): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    // A constant window start: the bucket names what it counts, so it has one row.
    .values({ bucket, windowStart: new Date(0), count: 1, expiresAt: new Date(untilMs) })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The count of the current window without adding to it. */
export async function peekWindow(
  db: Db,
  bucket: string,
  windowSeconds: number,
  nowMs: number,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(start))))
    .limit(1);
  return rows[0]?.count ?? 0;
}

/**
 * A sliding cooldown ("once per N seconds"): claims the bucket if its previous claim has run
 * out. The conditional upsert makes two parallel claims end with exactly one winner.
 */
export async function claimCooldown(
  db: Db,
  bucket: string,
  seconds: number,
  nowMs: number,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const now = new Date(nowMs);
  const until = new Date(nowMs + seconds * 1000);
  const claimed = await db
    .insert(rateLimits)
    // A constant window start: a cooldown has one row per bucket.
    .values({ bucket, windowStart: new Date(0), count: 1, expiresAt: until })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1`, expiresAt: until },
      setWhere: lte(rateLimits.expiresAt, now),
    })
    .returning({ count: rateLimits.count });
  if (claimed.length > 0) return { ok: true };
  const [row] = await db
    .select({ expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(0))));
  return {
    ok: false,
    retryAfter: row ? Math.max(1, (row.expiresAt.getTime() - nowMs) / 1000) : seconds,
  };
}

export async function pruneRateLimits(db: Db, nowMs: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(nowMs)));
}
