// The seeded PGlite copies of one test worker, kept from file to file. Starting a copy of the
// run's template costs 1.5–3 s (untar into memory, start PostgreSQL); restoring a used copy's
// snapshot 0.1–0.3 s. A worker runs many files (`isolate: false`, decision 0043), so a file's
// closed copy comes back here and the next file gets it restored to the seed.
// A file holds a lease, not the copy: once it closes, a query through its handle fails as on a
// closed database, so a job the file left running cannot write into the next file's data.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';

import type { DbHandle } from '../db/client';
import { clientForDrizzle } from '../db/pglite-parsers';
import { restoreSeedSnapshot } from './seed-snapshot';

/** Copies kept per worker: a file rarely opens more than two databases at once. */
const KEEP = 2;
const idle: PGlite[] = [];
/** The template's tables; a copy whose tests made more (a schema, a probe table) is not kept. */
let templateTables: string | undefined;

const TABLES_SQL = `SELECT coalesce(string_agg(schemaname || '.' || tablename, ',' ORDER BY schemaname, tablename), '') AS tables
  FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

async function tablesOf(client: PGlite): Promise<string> {
  const result = await client.query<{ tables: string }>(TABLES_SQL);
  return result.rows[0]?.tables ?? '';
}

function closedLease(): never {
  throw new Error('test database closed: this handle was given back at the end of its file');
}

/** `client` seen through a lease: every method works until the lease ends, then throws. */
function leased(client: PGlite, lease: { open: boolean }): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!lease.open) return closedLease;
      // PGlite keeps state in private fields: its methods must run with the real instance as this.
      return value.bind(target);
    },
  });
}

async function giveBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  const keep = idle.length < KEEP && (await tablesOf(client).catch(() => null)) === templateTables;
  if (keep) idle.push(client);
  else await client.close();
}

/** A restored idle copy, or a new one from `template`; null when the idle copy is unusable. */
async function reuse(): Promise<PGlite | null> {
  const client = idle.pop();
  if (!client) return null;
  try {
    await restoreSeedSnapshot(drizzle({ client: clientForDrizzle(client) }));
    return client;
  } catch {
    await client.close().catch(() => undefined);
    return null;
  }
}

/** A seeded, snapshotted in-memory database for one test file: close() gives it back. */
export async function leaseSeededPglite(template: () => Blob): Promise<DbHandle> {
  let client = await reuse();
  if (!client) {
    client = await PGlite.create({ loadDataDir: template() });
    templateTables ??= await tablesOf(client);
  }
  const lease = { open: true };
  const view = leased(client, lease);
  const driver = drizzle({ client: clientForDrizzle(view) });
  const kept = client;
  return {
    kind: 'pglite',
    db: driver,
    driver,
    client: view,
    async close() {
      if (!lease.open) return;
      lease.open = false;
      await giveBack(kept);
    },
  };
}
