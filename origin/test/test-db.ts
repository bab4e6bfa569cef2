// One migrated database per test file: in-memory PGlite by default, or — with ORIGIN_TEST_DB=pg
// and DATABASE_URL_PG — a fresh PostgreSQL database, so parallel test files never share tables.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import pg from 'pg';
import { inject } from 'vitest';

import { openPglite, openPostgres, type Db, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { truncateAll } from '../db/tables';
import { seedDatabase } from '../seed/seed';
import { leaseSeededPglite } from './pglite-pool';
import { restoreSeedSnapshot, takeSeedSnapshot } from './seed-snapshot';

/** Opening PGlite takes 1–3 s on a quiet machine and far more on a busy one: hooks get room. */
export const DB_HOOK_TIMEOUT_MS = 120_000;

export type TestDb = {
  kind: DbHandle['kind'];
  handle: DbHandle;
  db: Db;
  /** Empties every table, then writes the seed again (most tests want the demo users). */
  reset(options?: { seed?: boolean }): Promise<void>;
  close(): Promise<void>;
};

/** True when this run targets real PostgreSQL. */
export function usingPostgres(): boolean {
  if (process.env.ORIGIN_TEST_DB !== 'pg') return false;
  // Asked for PostgreSQL but given none: failing beats a silent, misleading PGlite run.
  if (!process.env.DATABASE_URL_PG)
    throw new Error('ORIGIN_TEST_DB=pg needs DATABASE_URL_PG (.ci/postgres.sh start_postgres)');
  return true;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDb(
  adminUrl: string,
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const name = `origin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Enough connections for the 50-way concurrency tests to really run side by side.
  const handle = openPostgres(url.toString(), { poolMax: 30 });
  return {
    handle,
    drop: () =>
      admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

export async function openTestDb({ seed = true }: { seed?: boolean } = {}): Promise<TestDb> {
  let handle: DbHandle;
  let drop = async () => {};
  if (usingPostgres()) {
    ({ handle, drop } = await openPostgresTestDb(process.env.DATABASE_URL_PG!));
  } else {
    const template = seed ? seededTemplate() : null;
    if (template) {
      // Already migrated, seeded and snapshotted in this run (origin/test/pglite-template.ts);
      // a copy an earlier file of this worker closed comes back restored (pglite-pool.ts).
      return wrap(await leaseSeededPglite(template), drop, 'snapshotted');
    }
    handle = await openPglite();
  }
  await migrateDatabase(handle);
  if (seed) await seedDatabase(handle.db);
  return wrap(handle, drop, seed ? 'seeded' : 'empty');
}

/** The run's seeded template file, or null outside the `node` project (no global setup). */
function seededTemplate(): (() => Blob) | null {
  const file = inject('pgliteTemplate');
  return file ? () => new Blob([readFileSync(file)]) : null;
}

async function wrap(
  handle: DbHandle,
  drop: () => Promise<void>,
  state: 'empty' | 'seeded' | 'snapshotted',
): Promise<TestDb> {
  if (state === 'seeded') await takeSeedSnapshot(handle.db);
  let snapshot = state !== 'empty';
  return {
    kind: handle.kind,
    handle,
    db: handle.db,
    async reset(options = {}) {
      if (!(options.seed ?? true)) return truncateAll(handle.db);
      if (snapshot) return restoreSeedSnapshot(handle.db);
      // Opened empty: the first seeded reset seeds, and keeps that state for the later ones.
      await truncateAll(handle.db);
      await seedDatabase(handle.db);
      await takeSeedSnapshot(handle.db);
      snapshot = true;
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}
