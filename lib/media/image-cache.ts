// The image cache the UI talks to: memory (200 object URLs) → IndexedDB (500 Blobs) →
// network. Callers acquire a handle and release it when the image leaves the screen; the
// memory layer never revokes a URL that is still held. Keyed by the image path as the
// config gives it (`src`), not the line URL, so switching lines keeps the cache.
import { isImageUrl } from '@/lib/domain/image-src';

import { fetchImage, ImageLoadError, type FetchedImage } from './image-fetch';
import { ImageMemoryCache } from './image-memory';
import { openImageStore, type ImageStore } from './image-store';

export interface ImageHandle {
  readonly url: string;
  /** Idempotent; the URL may be revoked once every holder has released it. */
  release(): void;
}

export interface AcquireOptions {
  /** IMAGE line base URLs (from the app state's CDN lines). */
  lines: readonly string[];
}

export interface ImageCache {
  acquire(src: string, options: AcquireOptions): Promise<ImageHandle>;
  /** Forgets src in both layers (say, its bytes would not display); held URLs stay valid. */
  invalidate(src: string): Promise<void>;
  /** Settles when the background IndexedDB writes started so far have. */
  idle(): Promise<void>;
  readonly memory: ImageMemoryCache;
  readonly store: ImageStore;
  close(): void;
}

export interface ImageCacheDeps {
  store?: ImageStore;
  memory?: ImageMemoryCache;
  fetchImage?: (src: string, lines: readonly string[]) => Promise<FetchedImage>;
  now?: () => number;
}

export function createImageCache(deps: ImageCacheDeps = {}): ImageCache {
  const store = deps.store ?? openImageStore();
  const memory = deps.memory ?? new ImageMemoryCache();
  const load = deps.fetchImage ?? ((src, lines) => fetchImage(src, { lines }));
  const now = deps.now ?? Date.now;
  /** One load per src at a time, however many images ask for it. */
  const inflight = new Map<string, Promise<Blob>>();
  const writes = new Set<Promise<void>>();

  function handle(src: string, url: string): ImageHandle {
    let held = true;
    return {
      url,
      release() {
        if (!held) return;
        held = false;
        memory.release(src, url);
      },
    };
  }

  async function loadBlob(src: string, lines: readonly string[]): Promise<Blob> {
    const record = await store.get(src);
    if (record) {
      store.touch(src);
      return record.blob;
    }
    const fetched = await load(src, lines);
    // Not awaited: the image shows as soon as it is decoded; the write happens behind it.
    const write = store
      .put({ src, blob: fetched.blob, type: fetched.type, size: fetched.size, lastUsed: now() })
      .finally(() => writes.delete(write));
    writes.add(write);
    return fetched.blob;
  }

  return {
    memory,
    store,

    async acquire(src, { lines }) {
      if (!isImageUrl(src)) throw new ImageLoadError('no-image', String(src));
      const hit = memory.acquire(src);
      if (hit !== null) {
        store.touch(src);
        return handle(src, hit);
      }
      let job = inflight.get(src);
      if (!job) {
        job = loadBlob(src, lines).finally(() => inflight.delete(src));
        inflight.set(src, job);
      }
      const blob = await job;
      // With the Blob in hand the entry can be re-made even if it was evicted meanwhile.
      const url = memory.acquire(src, blob) as string;
      return handle(src, url);
    },

    async invalidate(src) {
      memory.delete(src);
      await store.delete(src);
    },

    async idle() {
      await Promise.all(writes);
    },

    close() {
      memory.clear();
      store.close();
    },
  };
}

let shared: ImageCache | undefined;

/** The page-wide cache, made on first use (never during server rendering). */
export function sharedImageCache(): ImageCache {
  shared ??= createImageCache();
  return shared;
}

/** Resolves to a displayable object URL for src; rejects quietly with an ImageLoadError. */
export function acquireImage(src: string, options: AcquireOptions): Promise<ImageHandle> {
  return sharedImageCache().acquire(src, options);
}

export function invalidateImage(src: string): Promise<void> {
  return sharedImageCache().invalidate(src);
}
