// The image cache the UI talks to: memory (200 object URLs) → IndexedDB (500 Blobs) →
// network. Callers acquire a handle and release it when the image leaves the screen; the
// memory layer never revokes a URL that is still held. Keyed by the image path as the
// config gives it (`src`), not the line URL, so switching lines keeps the cache. Everything
// below the memory layer runs in the image worker when the browser has one (image-source.ts).
import { isImageUrl } from '@/lib/domain/platform/image-src';

import { ImageLoadError } from './image-fetch';
import { ImageMemoryCache } from './image-memory';
import {
  createLocalImageSource,
  type ImageSource,
  type LocalImageSourceDeps,
} from './image-source';
import { createWorkerImageSource, type WorkerLike } from './image-worker-source';

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
  close(): void;
}

export interface ImageCacheDeps extends LocalImageSourceDeps {
  /** Where misses are served from; by default the image worker (or the page without one). */
  source?: ImageSource;
  memory?: ImageMemoryCache;
}

/** The worker where the browser can run module workers, else the same pipeline on the page. */
export function defaultImageSource(): ImageSource {
  if (typeof Worker === 'undefined') return createLocalImageSource();
  return createWorkerImageSource({
    // The literal `new Worker(new URL(…, import.meta.url))` form is what bundlers detect.
    createWorker: () =>
      new Worker(new URL('./image-pipeline.worker.ts', import.meta.url), {
        type: 'module',
      }) as WorkerLike,
    fallback: () => createLocalImageSource(),
  });
}

export function createImageCache(deps: ImageCacheDeps = {}): ImageCache {
  const source =
    deps.source ??
    (deps.store || deps.fetchImage ? createLocalImageSource(deps) : defaultImageSource());
  const memory = deps.memory ?? new ImageMemoryCache();
  /** One load per src at a time, however many images ask for it. */
  const inflight = new Map<string, Promise<Blob>>();

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

  return {
    memory,

    async acquire(src, { lines }) {
      if (!isImageUrl(src)) throw new ImageLoadError('no-image', String(src));
      const hit = memory.acquire(src);
      if (hit !== null) {
        source.touch(src);
        return handle(src, hit);
      }
      let job = inflight.get(src);
      if (!job) {
        job = source.load(src, lines).finally(() => inflight.delete(src));
        inflight.set(src, job);
      }
      const blob = await job;
      // With the Blob in hand the entry can be re-made even if it was evicted meanwhile.
      const url = memory.acquire(src, blob) as string;
      return handle(src, url);
    },

    async invalidate(src) {
      memory.delete(src);
      await source.invalidate(src);
    },

    idle() {
      return source.idle();
    },

    close() {
      memory.clear();
      source.close();
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

/**
 * Starts the image worker (and its database) ahead of the first image: a screen whose first
 * image appears only after a call (a player's cover) then does not wait for it to boot.
 */
export function warmImageCache(): void {
  void sharedImageCache()
    .idle()
    .catch(() => undefined);
}

export function invalidateImage(src: string): Promise<void> {
  return sharedImageCache().invalidate(src);
}
