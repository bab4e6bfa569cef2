// `npm run seed [-- --reset]`: migrates, then seeds an empty database, or with --reset empties every
// table first. Stop the origin before using it on the embedded database (PGlite has one owner).
import { databaseSettings } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './seed';

const reset = process.argv.includes('--reset');
const settings = databaseSettings();
const handle = await openDatabase({
  databaseUrl: settings.databaseUrl,
  pgliteDir: settings.pgliteDir,
  poolMax: 2,
});
try {
  await migrateDatabase(handle);
  const started = performance.now();
  const seeded = await seedDatabase(handle.db, { reset });
  const ms = Math.round(performance.now() - started);
  const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : settings.pgliteDir;
  console.log(
    seeded
      ? `[seed] seeded ${where} in ${ms} ms`
      : `[seed] ${where} already has data; use --reset to start over`,
  );
} finally {
  await handle.close();
}
