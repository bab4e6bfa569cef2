// Bulk inserts for the seed.
import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client';

/**
 * One INSERT … SELECT from a JSON array: Drizzle's multi-row insert spends more JavaScript building
 * its statement than the database spends running it (docs/benchmarks.md).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const used = columns.filter(([key]) => key in (rows[0] as object));
  const names = sql.raw(used.map(([, c]) => `"${c.name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(used.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key]])),
    ),
  );
  const name = sql.raw(`"${getTableName(table)}"`);
  await db.execute(
    sql`INSERT INTO ${name} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${name}, ${json}::jsonb)`,
  );
}
