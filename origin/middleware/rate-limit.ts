// Per-IP and per-device request limits (fixed one-minute windows in the database, 4290). The
// request gate already counted the IP and a live session's device; only a device named by the
// payload (guest login, before there is a session) needs a statement of its own (deviceLimit).
import type { MiddlewareHandler } from 'hono';

import type { Db } from '../db/client';
import type { OriginEnv } from '../http/context';
import { rateLimited } from '../http/envelope';
import { hitWindow } from '../services/platform/rate-limits';
import { GATE_WINDOW_SECONDS } from '../services/platform/request-gate';

export type RateLimitSettings = {
  ipPerMinute: number;
  devicePerMinute: number;
  /** The web server's own identity: its session alone, at its own limit (config.ts). */
  servicePerMinute: number;
};

export function rateLimit(settings: RateLimitSettings): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const gate = c.get('gate');
    if (!gate) throw new Error('rate-limit step reached without the request gate');
    // The web server's catalogue reads come from its own address for every visitor: neither the
    // per-IP nor a device's limit is theirs (each visitor's page requests are limited at the web
    // server, lib/bff/served-read-budget.ts).
    if (c.get('session')?.kind === 'service') {
      if (gate.device && gate.device.count > settings.servicePerMinute)
        throw rateLimited(gate.device.retryAfter);
      await next();
      return;
    }
    if (gate.ip && gate.ip.count > settings.ipPerMinute) throw rateLimited(gate.ip.retryAfter);
    // The device: the session's device id when it has one, else the session itself (counted by
    // the gate); the guest login's devID before there is a session. Calls with neither are
    // limited by IP alone.
    if (gate.device && gate.device.count > settings.devicePerMinute)
      throw rateLimited(gate.device.retryAfter);
    await next();
  };
}

/**
 * The device a payload names (the guest login's devID, before there is a session): a statement
 * of its own, run after the call's schema so only clean text reaches the database.
 */
export function deviceLimit(
  db: Db,
  settings: RateLimitSettings,
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const devID = c.get('input').devID;
    if (!c.get('session') && typeof devID === 'string' && devID.length <= 128) {
      const hit = await hitWindow(db, `device:${devID}`, GATE_WINDOW_SECONDS, now());
      if (hit.count > settings.devicePerMinute) throw rateLimited(hit.retryAfter);
    }
    await next();
  };
}
