// 清除缓存 (issue 39, docs/account-api.md "Settings"): what counts as cache and how it is cleared.
// Two things: the decoded images in IndexedDB (`imageDatabase`) and the answers React Query
// keeps for screens no longer shown. Never the token, the login, the device id, the settings or
// a draft (those are the user's, in localStorage and `communityDraft`), nor the service
// worker's precache (the app's own build files, needed offline; no runtime cache exists).
import type { QueryClient, Query } from '@tanstack/react-query';

import { jsonSize } from '@/lib/domain/platform/cache-size';
import { openImageStore, type ImageStore } from '@/lib/media/image-store';

export interface CacheUsage {
  images: number;
  queries: number;
  total: number;
}

export interface AppCacheDeps {
  queryClient: QueryClient;
  /** The image store as the worker opened it; tests pass one on fake-indexeddb. */
  openStore?: () => ImageStore;
}

/** A query no screen is showing: dropping it costs a refetch when the screen comes back. */
const unwatched = (query: Query) => query.getObserversCount() === 0;

function querySize(queryClient: QueryClient): number {
  let bytes = 0;
  for (const query of queryClient.getQueryCache().findAll({ predicate: unwatched })) {
    bytes += jsonSize(query.state.data);
  }
  return bytes;
}

async function withStore<T>(deps: AppCacheDeps, work: (store: ImageStore) => Promise<T>) {
  // A connection of its own beside the worker's: IndexedDB lets both read and clear the rows.
  const store = (deps.openStore ?? openImageStore)();
  try {
    return await work(store);
  } finally {
    store.close();
  }
}

export async function measureAppCache(deps: AppCacheDeps): Promise<CacheUsage> {
  const images = await withStore(deps, (store) => store.totalBytes());
  const queries = querySize(deps.queryClient);
  return { images, queries, total: images + queries };
}

/** Clears the cache and answers how many bytes it held (measured just before). */
export async function clearAppCache(deps: AppCacheDeps): Promise<number> {
  const queries = querySize(deps.queryClient);
  const images = await withStore(deps, async (store) => {
    const bytes = await store.totalBytes();
    await store.clear();
    return bytes;
  });
  deps.queryClient.removeQueries({ predicate: unwatched });
  return images + queries;
}
