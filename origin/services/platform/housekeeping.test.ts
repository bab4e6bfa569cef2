// Housekeeping: what pruneExpired removes, and the periodic runner that calls it off the request path.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { apiNonces, rateLimits } from '../../db/schema/security';
import { TEST_START_MS } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { pruneExpired, startPeriodic } from './housekeeping';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('pruneExpired', () => {
  it('removes nonces older than 600 s and rate-limit rows past their expiry, nothing else', async () => {
    const now = TEST_START_MS;
    await tdb.db.insert(apiNonces).values([
      { nonce: 'old', seenAt: new Date(now - 601_000) },
      { nonce: 'recent', seenAt: new Date(now - 599_000) },
    ]);
    await tdb.db.insert(rateLimits).values([
      {
        bucket: 'ip:a',
        windowStart: new Date(now - 120_000),
        count: 3,
        expiresAt: new Date(now - 60_000),
      },
      {
        bucket: 'ip:a',
        windowStart: new Date(now - 30_000),
        count: 1,
        expiresAt: new Date(now + 30_000),
      },
    ]);
    await pruneExpired(tdb.db, now);
    expect((await tdb.db.select().from(apiNonces)).map((r) => r.nonce)).toEqual(['recent']);
    expect((await tdb.db.select().from(rateLimits)).map((r) => r.count)).toEqual([1]);
  });

  it('can VACUUM the two tables afterwards (PGlite runs no autovacuum)', async () => {
    const now = TEST_START_MS;
    await tdb.db
      .insert(apiNonces)
      .values(Array.from({ length: 50 }, (_, i) => ({ nonce: `v${i}`, seenAt: new Date(0) })));
    await pruneExpired(tdb.db, now, { vacuum: true });
    const result = (await tdb.db.execute(
      sql`SELECT vacuum_count + autovacuum_count AS vacuums FROM pg_stat_user_tables
          WHERE relname = 'api_nonces'`,
    )) as unknown as { rows: { vacuums: number | string }[] };
    expect(Number(result.rows[0]?.vacuums)).toBeGreaterThan(0);
    const left = await tdb.db.select().from(apiNonces);
    expect(left.filter((r) => r.nonce.startsWith('v'))).toEqual([]);
  });
});

describe('startPeriodic', () => {
  it('runs at once, then every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let release: () => void = () => {};
      const task = vi.fn(() => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      });
      const periodic = startPeriodic(task, 1000, () => {});
      expect(runs).toBe(1);
      // Still running: the ticks are skipped, not queued.
      await vi.advanceTimersByTimeAsync(3000);
      expect(runs).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(2);
      release();
      await periodic.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed run and keeps going; stop waits for the run in progress', async () => {
    const errors: unknown[] = [];
    let finished = false;
    let calls = 0;
    const periodic = startPeriodic(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        await new Promise((r) => setTimeout(r, 30));
        finished = true;
      },
      10,
      (e) => errors.push(e),
    );
    await new Promise((r) => setTimeout(r, 15));
    await periodic.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
    expect(finished).toBe(true);
  });
});
