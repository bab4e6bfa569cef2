// Counters in the database (not process memory) so every origin process sees the same limits.
import { and, eq, lt, lte, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';

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
 * Takes back one event of hitWindow's (same bucket, window and `nowMs`): for counters of failures
 * that must be counted before the outcome is known, so parallel tries never slip past the limit.
 */
export async function unhitWindow(
  db: Db,
  bucket: string,
  windowSeconds: number,
  nowMs: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(start))));
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
