// Opens the origin database: embedded PGlite (DATABASE_URL unset) or PostgreSQL through a pg Pool.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';

import { clientForDrizzle } from './pglite-parsers';

/** What services see: the query builder, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbHandle =
  | { kind: 'pglite'; db: Db; driver: PgliteDatabase; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; driver: NodePgDatabase; pool: pg.Pool; close(): Promise<void> };

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; unset → PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; unset → an in-memory database (tests). */
  pgliteDir?: string | undefined;
  poolMax?: number;
  /** Idle pool clients can fail (server restart); without a listener that kills the process. */
  onPoolError?: (error: Error) => void;
};

/** PGlite in `dir`, or in memory (tests start theirs from a template: origin/test/pglite-pool). */
export async function openPglite(dir?: string): Promise<DbHandle> {
  if (dir) mkdirSync(resolve(dir), { recursive: true });
  const client = await PGlite.create(dir ? resolve(dir) : undefined);
  const driver = drizzlePglite({ client: clientForDrizzle(client) });
  return { kind: 'pglite', db: driver, driver, client, close: () => client.close() };
}

export function openPostgres(
  url: string,
  { poolMax = 10, onPoolError }: Pick<OpenDatabaseOptions, 'poolMax' | 'onPoolError'> = {},
): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', (error) => onPoolError?.(error));
  const driver = drizzleNodePg({ client: pool });
  return { kind: 'postgres', db: driver, driver, pool, close: () => pool.end() };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir);
}
