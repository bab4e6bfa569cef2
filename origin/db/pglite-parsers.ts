// Drizzle's PGlite driver sends the same per-query parsers with every query: timestamps, dates,
// intervals and their arrays stay text, and drizzle maps them itself. PGlite merges per-query
// parsers into its instance table (~320 entries, every array type) on each query, which cost
// more than a primary-key lookup costs on its own (docs/origin.md). Installing
// those parsers on the instance once and dropping identical per-query sets returns the same rows
// without the merge. A set that differs (another drizzle version) is passed through untouched.
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/** The type ids drizzle-orm/pglite keeps as text (its PglitePreparedQuery query configs). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const PROBE = '2000-01-01 00:00:00+00';

type QueryOptions = Parameters<PGlite['query']>[2];
type Queryable = Pick<PGlite, 'query'>;

/** True when `parsers` is exactly drizzle's set: the same type ids, each returning its text. */
export function isDrizzleTextSet(parsers: object): boolean {
  const entries: [string, unknown][] = Object.entries(parsers);
  return (
    entries.length === DRIZZLE_TEXT_TYPES.length &&
    entries.every(
      ([oid, parse]) =>
        DRIZZLE_TEXT_TYPES.includes(Number(oid)) &&
        typeof parse === 'function' &&
        parse(PROBE, Number(oid)) === PROBE,
    )
  );
}

function withoutDrizzleParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !isDrizzleTextSet(options.parsers)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

function wrapQuery<T extends Queryable>(target: T): T['query'] {
  return ((query: string, params?: unknown[], options?: QueryOptions) =>
    target.query(query, params, withoutDrizzleParsers(options))) as T['query'];
}

/**
 * The client to hand to drizzle: `client` with drizzle's text parsers installed on the instance
 * (so raw queries on it see text timestamps too) and per-query copies of them dropped, in
 * transactions as well. Everything else is the client itself.
 */
export function clientForDrizzle(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query = wrapQuery(client);
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => {
      const wrapped: Transaction = Object.create(tx, { query: { value: wrapQuery(tx) } });
      return callback(wrapped);
    });
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite keeps state in private fields: its methods must run with the real instance as this.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
