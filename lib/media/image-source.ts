// Where the image cache gets a decoded Blob for a src it does not hold in memory: IndexedDB
// (imageDatabase/imgList, §9) first, then the IMAGE lines (§7). The same code runs inside the
// image worker (image-pipeline.worker.ts), which is where the page normally runs it, and on the
// page itself when workers are unavailable.
import { fetchImage, type FetchedImage } from './image-fetch';
import { openImageStore, type ImageStore } from './image-store';

export interface ImageSource {
  /** The decoded image for src, from IndexedDB or the lines; rejects with an ImageLoadError. */
  load(src: string, lines: readonly string[]): Promise<Blob>;
  /** Marks src used now (a memory hit still counts for the LRU of the database). */
  touch(src: string): void;
  /** Forgets src in the database. */
  invalidate(src: string): Promise<void>;
  /** Settles when the background IndexedDB writes started so far have. */
  idle(): Promise<void>;
  close(): void;
}

export interface LocalImageSourceDeps {
  store?: ImageStore;
  fetchImage?: (src: string, lines: readonly string[]) => Promise<FetchedImage>;
  now?: () => number;
}

export interface LocalImageSource extends ImageSource {
  readonly store: ImageStore;
}

export function createLocalImageSource(deps: LocalImageSourceDeps = {}): LocalImageSource {
  const store = deps.store ?? openImageStore();
  const load = deps.fetchImage ?? ((src, lines) => fetchImage(src, { lines }));
  const now = deps.now ?? Date.now;
  const writes = new Set<Promise<void>>();

  return {
    store,

    async load(src, lines) {
      const record = await store.get(src);
      if (record) {
        store.touch(src);
        return record.blob;
      }
      const fetched = await load(src, lines);
      // Not awaited: the image shows as soon as it is decoded; the write happens behind it.
      const write = store
        .put({ src, bytes: fetched.bytes, blob: fetched.blob, type: fetched.type, lastUsed: now() })
        .finally(() => writes.delete(write));
      writes.add(write);
      return fetched.blob;
    },

    touch(src) {
      store.touch(src);
    },

    invalidate(src) {
      return store.delete(src);
    },

    async idle() {
      await Promise.all(writes);
    },

    close() {
      store.close();
    },
  };
}
