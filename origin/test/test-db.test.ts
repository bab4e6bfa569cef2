// The test database from the run's template is the database the slow path builds: every table's
// rows and every sequence's position match a fresh PGlite migrated and seeded in this file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Db } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test-db';

let fromTemplate: TestDb;
let built: TestDb;

beforeAll(async () => {
  [fromTemplate, built] = await Promise.all([openTestDb(), openTestDb({ seed: false })]);
  await seedDatabase(built.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => Promise.all([fromTemplate?.close(), built?.close()]), DB_HOOK_TIMEOUT_MS);

async function contents(db: Db) {
  const result = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables: Record<string, string[]> = {};
  for (const { table_name: name } of result.rows) {
    const data = (await db.execute(
      sql.raw(`SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`),
    )) as unknown as { rows: { row: string }[] };
    tables[name] = data.rows.map((r) => r.row);
  }
  const sequences = (await db.execute(
    sql`SELECT sequencename, last_value FROM pg_sequences ORDER BY sequencename`,
  )) as unknown as { rows: unknown[] };
  return { tables, sequences: sequences.rows };
}

describe.skipIf(usingPostgres())('the seeded PGlite template', () => {
  it('is provided to the node project', () => {
    expect(inject('pgliteTemplate')).toMatch(/seeded\.tar$/);
  });

  it('copies hold exactly what migrating and seeding a fresh database writes', async () => {
    const [a, b] = await Promise.all([contents(fromTemplate.db), contents(built.db)]);
    expect(Object.keys(a.tables).length).toBeGreaterThan(20);
    expect(a.tables['videos']?.length).toBeGreaterThanOrEqual(300);
    expect(a).toEqual(b);
  });

  it('each file gets its own copy: a write to one is not in another', async () => {
    const other = await openTestDb();
    try {
      await fromTemplate.db.execute(sql`DELETE FROM hot_searches`);
      const left = (await other.db.execute(
        sql`SELECT count(*)::int AS n FROM hot_searches`,
      )) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await other.close();
      await fromTemplate.reset();
    }
  });
});
