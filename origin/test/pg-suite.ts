// The frame every *.pg.test.ts shares: its own fresh PostgreSQL database (skipped without
// ORIGIN_TEST_DB=pg), the file's harness built on it once, and both reset before each test.
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';

import type { Db } from '../db/client';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test-db';

export type PgSuite<H> = {
  /** The file's database, from the suite's beforeAll on. */
  readonly db: Db;
  /** The same with its own reset, for a test that reseeds mid-way. */
  readonly tdb: TestDb;
  /** What the file's `harness` built on it. */
  readonly h: H;
  /** describe.skipIf(no PostgreSQL), with the hooks that open, reset and close both. */
  describe(name: string, body: () => void): void;
};

export type PgSuiteOptions<H> = {
  /** false: the rows stay from test to test (only the harness is reset). Default: reseeded. */
  reseed?: boolean;
  /** Waited for before each reset and before closing (a community harness's background jobs). */
  settle?: (h: H) => Promise<void>;
};

export function pgSuite<H extends { reset(): void }>(
  harness: (db: Db) => Promise<H>,
  { reseed = true, settle }: PgSuiteOptions<H> = {},
): PgSuite<H> {
  let tdb: TestDb | undefined;
  let h: H | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('pgSuite: used before its beforeAll opened it');
    return value;
  };
  return {
    get db() {
      return opened(tdb).db;
    },
    get tdb() {
      return opened(tdb);
    },
    get h() {
      return opened(h);
    },
    describe(name, body) {
      describe.skipIf(!usingPostgres())(name, () => {
        beforeAll(async () => {
          tdb = await openTestDb();
          expect(tdb.kind).toBe('postgres');
          h = await harness(tdb.db);
        }, DB_HOOK_TIMEOUT_MS);
        beforeEach(async () => {
          await settle?.(opened(h));
          if (reseed) await opened(tdb).reset();
          opened(h).reset();
        }, DB_HOOK_TIMEOUT_MS);
        afterAll(async () => {
          if (h) await settle?.(h);
          await tdb?.close();
        }, DB_HOOK_TIMEOUT_MS);
        body();
      });
    },
  };
}
