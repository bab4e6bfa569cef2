// The pg-boss runner on real PostgreSQL: several workers on one database, a worker that dies
// mid-job, retries, and users taking turns. Each job's effect is a row keyed by the job (the
// way the real bodies check their row), so "once" is counted in the database.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';

import { silentLogger } from '../../logger';
import { pgSuite } from '../../test/pg-suite';
import {
  createBossRunner,
  sqlRunnerOf,
  type BossRunner,
  type BossRunnerOptions,
} from './job-runner-boss';
import type { JobBody } from './job-runner';

const pg = pgSuite(async () => ({ reset: () => {} }), { reseed: false });

const live: BossRunner[] = [];

async function runner(extra: Partial<BossRunnerOptions> = {}): Promise<BossRunner> {
  const { handle } = pg.tdb;
  if (handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  const made = createBossRunner({
    db: handle.db,
    sql: sqlRunnerOf(handle),
    logger: silentLogger(),
    worker: true,
    // Short enough for a test: a lease is lost a second after its last beat.
    beatSeconds: 0.2,
    leaseSeconds: 1,
    pollingSeconds: 0.5,
    retryDelaySeconds: 1,
    ...extra,
  });
  await made.open();
  live.push(made);
  return made;
}

/** The job's one visible effect: a row per job id, kept by whoever wrote it first. */
const effect = (worker: string, id: string) =>
  pg.db.execute(
    sql`INSERT INTO test_job_effects (id, done_by) VALUES (${id}, ${worker}) ON CONFLICT DO NOTHING`,
  );

/** The rows of a query (the driver's result, whichever Db type reads it). */
async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
  return ((await pg.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function effects(): Promise<{ id: string; done_by: string }[]> {
  const rows = await rowsOf(sql`SELECT id, done_by FROM test_job_effects ORDER BY id`);
  return rows as { id: string; done_by: string }[];
}

async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

pg.describe('jobs on pg-boss (PostgreSQL)', () => {
  beforeAll(async () => {
    await pg.db.execute(
      sql`CREATE TABLE IF NOT EXISTS test_job_effects (id text PRIMARY KEY, done_by text NOT NULL)`,
    );
  });

  afterEach(async () => {
    for (const r of live.splice(0)) await r.stop();
    await pg.db.execute(sql`TRUNCATE test_job_effects`);
    await pg.db.execute(sql`DELETE FROM pgboss.job`);
  }, 60_000);

  it('two workers on one database take each job once', async () => {
    const runs: string[] = [];
    const body =
      (worker: string): JobBody =>
      async (id) => {
        runs.push(id);
        await effect(worker, id);
      };
    const a = await runner();
    const b = await runner();
    await a.work({ bodies: { t: body('a') } });
    await b.work({ bodies: { t: body('b') } });
    const ids = Array.from({ length: 30 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    await Promise.all(ids.map((id, i) => a.send('posts', { kind: 't', id, owner: `u${i % 3}` })));
    await a.idle();
    expect(runs.toSorted()).toEqual(ids);
    expect((await effects()).map((e) => e.id)).toEqual(ids);
  }, 60_000);

  it('queues a job once while it waits: a second send (a resume) adds nothing', async () => {
    const api = await runner({ worker: false });
    await api.send('posts', { kind: 't', id: 'same', owner: 'u1' });
    await api.send('posts', { kind: 't', id: 'same', owner: 'u1' });
    const rows = await rowsOf(sql`SELECT state FROM pgboss.job WHERE name = 'posts'`);
    expect(rows).toEqual([{ state: 'created' }]);
  });

  it('gives a dead worker’s job to another once its lease runs out; one effect', async () => {
    const runs: string[] = [];
    let started = () => {};
    const aStarted = new Promise<void>((resolve) => (started = resolve));
    const a = await runner();
    await a.work({
      bodies: {
        // Dies mid-job: never finishes, never fails.
        t: async () => {
          runs.push('a');
          started();
          await new Promise(() => {});
        },
      },
    });
    await a.send('videos', { kind: 't', id: 'clip', owner: 'user-1' });
    await aStarted;
    await a.halt();
    live.splice(live.indexOf(a), 1);
    const b = await runner();
    await b.work({
      bodies: {
        t: async (id) => {
          runs.push('b');
          await effect('b', id);
        },
      },
    });
    await b.idle();
    expect(runs).toEqual(['a', 'b']);
    expect(await effects()).toEqual([{ id: 'clip', done_by: 'b' }]);
  }, 60_000);

  it('tries a failing job again with a growing delay, up to the limit', async () => {
    let attempts = 0;
    let hopeless = 0;
    const r = await runner({ retryLimit: 2 });
    await r.work({
      bodies: {
        flaky: async (id) => {
          attempts += 1;
          if (attempts < 3) throw new Error('not yet');
          await effect('r', id);
        },
        hopeless: async () => {
          hopeless += 1;
          throw new Error('never');
        },
      },
    });
    await r.send('posts', { kind: 'flaky', id: 'flaky', owner: '' });
    await r.send('faces', { kind: 'hopeless', id: 'hopeless', owner: '' });
    await r.idle();
    expect(attempts).toBe(3);
    expect(hopeless).toBe(3);
    expect(await effects()).toEqual([{ id: 'flaky', done_by: 'r' }]);
    const rows = await rowsOf(
      sql`SELECT data->>'id' AS id, state, retry_count, retry_delay, retry_backoff
            FROM pgboss.job ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'flaky', state: 'completed', retry_count: 2, retry_delay: 1, retry_backoff: true },
      { id: 'hopeless', state: 'failed', retry_count: 2, retry_delay: 1, retry_backoff: true },
    ]);
  }, 60_000);

  it('starts user B’s short job while user A’s long ones run and wait', async () => {
    const started: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const r = await runner({ lanes: { videos: { slots: 2 } } });
    // A's three long jobs queued first, then B's short one.
    for (const id of ['a1', 'a2', 'a3'])
      await r.send('videos', { kind: 'long', id, owner: 'user-A' });
    await r.send('videos', { kind: 'short', id: 'b1', owner: 'user-B' });
    await r.work({
      bodies: {
        long: async (id) => {
          started.push(id);
          await released;
          await effect('r', id);
        },
        short: async (id) => {
          started.push(id);
          await effect('r', id);
        },
      },
    });
    await until(async () => (await effects()).some((e) => e.id === 'b1'));
    // The two slots: A's first long job and B's clip (not A's second), done while A's runs.
    expect(started.slice(0, 2).toSorted()).toEqual(['a1', 'b1']);
    expect((await effects()).map((e) => e.id)).toEqual(['b1']);
    release();
    await r.idle();
    expect((await effects()).map((e) => e.id)).toEqual(['a1', 'a2', 'a3', 'b1']);
  }, 60_000);
});
