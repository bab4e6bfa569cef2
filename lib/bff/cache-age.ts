import 'server-only';

// Next's data cache (unstable_cache with `revalidate`) is stale-while-revalidate: the first
// read after an entry expires still gets the expired entry, and only a later read gets the one
// refreshed in the background. On a quiet server that entry can be hours old, so "cached for a
// few seconds" would not hold for the first visitor after a pause. A read past its time is
// therefore replaced by a live one (the page's wait still bounds how long that may take).

/** An answer and when the origin gave it (ms since the epoch). */
export type Dated<T> = { data: T; at: number };

/** `read` if it is at most `ttlSeconds` old at `now`, else a live answer dated `now`. */
export async function withinCacheTime<T>(
  read: Dated<T>,
  ttlSeconds: number,
  now: number,
  live: () => Promise<T | null>,
): Promise<Dated<T>> {
  if (now - read.at <= ttlSeconds * 1000) return read;
  const data = await live();
  // A failure throws: the caller's wait turns it into "render without it".
  if (data === null) throw new Error('no live answer to replace an expired cache entry');
  return { data, at: now };
}
