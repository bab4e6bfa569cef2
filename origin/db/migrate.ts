// Applies the committed drizzle-kit migrations (origin/db/migrations) at start-up and in tests.
import { fileURLToPath } from 'node:url';

import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { DbHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every origin process.
const MIGRATION_LOCK_ID = 4_000_001;

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.driver, config);
    return;
  }
  // Several origin processes may start together against one PostgreSQL: the advisory lock
  // makes them migrate one after another instead of racing on the same DDL.
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(handle.driver, config);
  } finally {
    await lockClient
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockClient.release();
  }
}
