// Periodic clean-up of the request-security tables, off the request path: expired nonces,
// rate-limit windows and 兑换码 misses. Old rows never change an answer (skew refuses old
// nonces; windows are keyed by their start; a miss past its window is not counted), so how often
// this runs only bounds the tables' size.
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { pruneNonces } from './nonces';
import { pruneRateLimits } from './rate-limits';
import { pruneRedeemMisses } from '../money/redeem';

export const HOUSEKEEPING_EVERY_MS = 60_000;

export type PruneOptions = {
  /**
   * VACUUM the two tables afterwards. For PGlite, which runs no autovacuum (single-user mode):
   * every request writes a nonce row, and without it deleted rows' space is never cleaned up.
   * PostgreSQL's autovacuum does this by itself.
   */
  vacuum?: boolean;
};

export async function pruneExpired(
  db: Db,
  nowMs: number,
  { vacuum = false }: PruneOptions = {},
): Promise<void> {
  await pruneNonces(db, nowMs);
  await pruneRateLimits(db, nowMs);
  await pruneRedeemMisses(db, nowMs);
  if (vacuum) await db.execute(sql`VACUUM api_nonces, rate_limits`);
}

export type Periodic = {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
};

/**
 * Runs `task` now and then every `everyMs`, never two at once (a slow run delays the next
 * instead of piling up). The timer is unref'd: it never keeps the process alive by itself.
 */
export function startPeriodic(
  task: () => Promise<void>,
  everyMs: number,
  onError: (error: unknown) => void,
): Periodic {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
