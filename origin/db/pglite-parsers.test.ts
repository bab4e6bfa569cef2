// The drizzle-facing PGlite client: same rows as plain drizzle, without per-query parser sets.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DB_HOOK_TIMEOUT_MS } from '../test/test-db';
import { DRIZZLE_TEXT_TYPES, clientForDrizzle, isDrizzleTextSet } from './pglite-parsers';

const identity = (v: string) => v;
const drizzleSet = () => Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, identity]));

describe('isDrizzleTextSet', () => {
  it("recognises drizzle's set and nothing else", () => {
    expect(isDrizzleTextSet(drizzleSet())).toBe(true);
    const missing = drizzleSet();
    delete missing[DRIZZLE_TEXT_TYPES[0]!];
    expect(isDrizzleTextSet(missing)).toBe(false);
    expect(isDrizzleTextSet({ ...drizzleSet(), 25: identity })).toBe(false);
    expect(isDrizzleTextSet({ ...drizzleSet(), 1184: (v: string) => new Date(v) })).toBe(false);
    expect(isDrizzleTextSet({})).toBe(false);
  });
});

describe('clientForDrizzle', () => {
  let plain: PGlite;
  let fast: PGlite;
  beforeAll(async () => {
    [plain, fast] = await Promise.all([PGlite.create(), PGlite.create()]);
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => Promise.all([plain?.close(), fast?.close()]), DB_HOOK_TIMEOUT_MS);

  const probe = sql`SELECT '2025-06-01 12:00:00.123+08'::timestamptz AS at,
    '2025-06-01 12:00:00'::timestamp AS local, '2025-06-01'::date AS day,
    interval '1 day 2 hours' AS span, ARRAY['2025-06-01'::date] AS days,
    ARRAY[1.50]::numeric[] AS amounts, 42::int AS n, 'text'::text AS s`;

  it('returns the same rows as drizzle over the plain client', async () => {
    const expected = await drizzle({ client: plain }).execute(probe);
    const actual = await drizzle({ client: clientForDrizzle(fast) }).execute(probe);
    expect(actual.rows).toEqual(expected.rows);
    expect(typeof actual.rows[0]?.at).toBe('string');
  });

  it('sends no per-query parsers for drizzle queries, and passes other options on', async () => {
    const spy = vi.spyOn(fast, 'query');
    try {
      const client = clientForDrizzle(fast);
      await drizzle({ client }).execute(sql`SELECT 1 AS one`);
      expect(spy.mock.calls.at(-1)?.[2]).toEqual({ rowMode: 'object' });
      const other = { rowMode: 'array' as const, parsers: { 23: (v: string) => Number(v) * 2 } };
      const r = await client.query('SELECT 21::int AS n', [], other);
      expect(r.rows).toEqual([[42]]);
    } finally {
      spy.mockRestore();
    }
  });

  it('works inside transactions, commit and rollback', async () => {
    const db = drizzle({ client: clientForDrizzle(fast) });
    await db.execute(sql`CREATE TABLE tx_probe (at timestamptz)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO tx_probe VALUES ('2025-06-01T04:00:00Z')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe VALUES ('2026-01-01T00:00:00Z')`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const rows = await db.transaction((tx) => tx.execute(sql`SELECT at FROM tx_probe`));
    expect(rows.rows).toEqual([{ at: '2025-06-01 04:00:00+00' }]);
  });
});
