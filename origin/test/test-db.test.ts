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

describe.skipIf(usingPostgres())('a copy given back at the end of a file', () => {
  const count = async (db: Db, table: string) =>
    (
      (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('comes to the next file restored to the seed, and the old handle refuses queries', async () => {
    const seeded = await count(fromTemplate.db, 'hot_searches');
    const first = await openTestDb();
    await first.db.execute(sql`DELETE FROM hot_searches`);
    await first.db.execute(sql`UPDATE wallets SET diamonds = diamonds + 7`);
    await first.close();
    // A job the first file left running: its queries must not reach the next file's data.
    const stray = await first.db.execute(sql`DELETE FROM comments`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String(stray?.cause)).toMatch(/test database closed/);
    const handle = first.handle;
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    expect(() => handle.client.query('SELECT 1')).toThrow(/test database closed/);
    const next = await openTestDb();
    try {
      expect(await count(next.db, 'hot_searches')).toBe(seeded);
      expect(await contents(next.db)).toEqual(await contents(built.db));
    } finally {
      await next.close();
    }
  });

  it('is not kept when its tests made tables of their own', async () => {
    const first = await openTestDb();
    await first.db.execute(sql`CREATE TABLE leftover_probe (n int)`);
    await first.close();
    const next = await openTestDb();
    try {
      const found = (await next.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'leftover_probe'`,
      )) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]!.n).toBe(0);
    } finally {
      await next.close();
    }
  });
});

describe('reset', () => {
  it('brings every row and every sequence back to the seed, whatever the test wrote', async () => {
    const reference = await contents(built.db);
    const db = fromTemplate.db;
    await db.execute(sql`DELETE FROM comments`);
    await db.execute(sql`UPDATE wallets SET diamonds = diamonds + 7`);
    await db.execute(
      sql`INSERT INTO wallet_ledger (user_id, currency, amount, balance_after, reason, created_at)
          SELECT user_id, currency, amount, balance_after, 'test', created_at FROM wallet_ledger LIMIT 3`,
    );
    expect(await contents(db)).not.toEqual(reference);
    await fromTemplate.reset();
    expect(await contents(db)).toEqual(reference);
    // Twice: the snapshot survives a restore.
    await db.execute(sql`DELETE FROM hot_searches`);
    await fromTemplate.reset();
    expect(await contents(db)).toEqual(reference);
    // Sequences the seed never used start where a fresh database's do (guest ids at 100000).
    const next = async (on: Db) =>
      (
        (await on.execute(
          sql`SELECT sequencename, nextval(format('%I.%I', schemaname, sequencename)) AS next
              FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    expect(await next(db)).toEqual(await next(built.db));
  });

  it('without the seed leaves every table empty', async () => {
    const other = await openTestDb();
    try {
      await other.reset({ seed: false });
      const { tables } = await contents(other.db);
      expect(Object.values(tables).flat()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
