// Per-IP and per-device request limits (fixed one-minute windows in the database, 4290).
import type { MiddlewareHandler } from 'hono';

import type { Db } from '../db/client';
import type { OriginEnv } from '../http/context';
import { rateLimited } from '../http/envelope';
import { hitWindow, pruneRateLimits } from '../services/rate-limits';

export type RateLimitSettings = { ipPerMinute: number; devicePerMinute: number };

const PRUNE_EVERY_MS = 60_000;

export function rateLimit(
  db: Db,
  settings: RateLimitSettings,
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return async (c, next) => {
    const nowMs = now();
    if (nowMs - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = nowMs;
      await pruneRateLimits(db, nowMs);
    }
    const ip = await hitWindow(db, `ip:${c.get('clientIp')}`, 60, nowMs);
    if (ip.count > settings.ipPerMinute) throw rateLimited(ip.retryAfter);
    // The device: the session's device id when it has one, else the session itself; the guest
    // login's devID before there is a session. Calls with neither are limited by IP alone.
    const session = c.get('session');
    const devID = c.get('payload').devID;
    const device = session
      ? (session.deviceId ?? `session:${session.id}`)
      : typeof devID === 'string' && devID.length <= 128
        ? devID
        : null;
    if (device !== null) {
      const hit = await hitWindow(db, `device:${device}`, 60, nowMs);
      if (hit.count > settings.devicePerMinute) throw rateLimited(hit.retryAfter);
    }
    await next();
  };
}
