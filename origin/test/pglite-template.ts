// Vitest global setup of the `node` project: one migrated and seeded PGlite database per run,
// dumped to a file that every origin test file starts its own in-memory copy from.
// Why: PGlite's initdb (WASM) and migrate + seed cost seconds, paid by each of ~40 test files; a
// copy loads from the dump in a fraction of that (docs/origin.md). The
// copies are the same database the slow path builds (same migrations, same seed, same run),
// and each file still gets its own, so files never share tables.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../seed/seed';
import { takeSeedSnapshot } from './seed-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded template's `dumpDataDir()` tarball; '' when there is none. */
    pgliteTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => void> {
  // The PostgreSQL pass makes its databases on the server; it has no use for the template.
  if (process.env.ORIGIN_TEST_DB === 'pg') {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'origin-template-'));
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    // Copies carry the snapshot their resets restore from (origin/test/seed-snapshot.ts).
    await takeSeedSnapshot(handle.db);
    if (handle.kind !== 'pglite') throw new Error('template: expected PGlite');
    // A checkpoint first: a copy otherwise replays the WAL, and replayed sequences land on
    // their logged-ahead values (ids would start up to 32 later than in a freshly seeded one).
    await handle.client.exec('CHECKPOINT');
    const dump = await handle.client.dumpDataDir('none');
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
