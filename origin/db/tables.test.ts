// The list `seed --reset` empties and the tests' snapshot restores is every table the migrations
// make: a table left off (login_captchas was) keeps a test's rows into the next test or file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { applicationTableNames, truncateAll } from './tables';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

it('names every table in the public schema', async () => {
  const result = (await tdb.db.execute(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const made = result.rows.map((r) => r.table_name).sort();
  expect(made.length).toBeGreaterThan(70);
  expect([...applicationTableNames()].sort()).toEqual(made);
});

it('truncateAll leaves no row in any of them', async () => {
  await truncateAll(tdb.db);
  const counts = await Promise.all(
    applicationTableNames().map(async (name) => {
      const r = (await tdb.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM "${name}"`),
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    }),
  );
  expect(counts.every((n) => n === 0)).toBe(true);
  await tdb.reset();
});
