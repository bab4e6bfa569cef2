// The persistent layer of the image cache: Dexie database `imageDatabase`, store `imgList`,
// version 1, key `src` (§9), holding decoded images (small ones as bytes, big ones as Blobs) and
// handing them out as Blobs (docs/decisions/0001-images-blobs-not-data-urls.md says why not base64,
// and why two forms). At most 500 records; the least recently used go first. Every failure is
// silent: a browser without a usable IndexedDB (private mode, Firefox PBM, quota) just caches in
// memory.
import type { Dexie } from 'dexie';

import {
  IMAGE_DB_MAX_SAVE,
  MAX_TIME_CONSUMING_MS,
  TIMEOUT_MAX_NUMBER,
} from '@/lib/domain/platform/constants';

import {
  openImageTable,
  type ImageTable,
  type ImageTableHandle,
  type StoredImage,
} from './image-store-table';
import { createTouchBatch, writeTouches, type TouchBatch } from './image-store-touches';

/** What the store hands out: the decoded image as a Blob, ready for an object URL. */
export interface ImageRecord {
  src: string;
  blob: Blob;
  /** MIME type of the decoded image. */
  type: string;
  /** Bytes, so a later size budget needs no Blob reads. */
  size: number;
  /** Epoch ms of the last use: the eviction order. */
  lastUsed: number;
}

/** What the store is given: the decoded image, as bytes and as the Blob made of them. */
export interface ImageWrite {
  src: string;
  bytes: Uint8Array;
  blob: Blob;
  type: string;
  lastUsed: number;
}

/**
 * Below this size a record keeps the bytes, from it the Blob. Chromium writes every stored Blob
 * to a file of its own (a file created per write, a file read behind every later display), while
 * a small ArrayBuffer lives in the database row. Past 64 KiB Chromium moves any value to a file
 * anyway, and a stored Blob is then the cheaper form: it is handed on without being read into
 * the page, where bytes would be read, copied and made into a Blob again.
 */
export const INLINE_BYTES_MAX = 64 * 1024 - 1024;

export interface ImageStore {
  get(src: string): Promise<ImageRecord | undefined>;
  /** Adds or replaces a record, then evicts the least recently used past the limit. */
  put(record: ImageWrite): Promise<void>;
  /** Marks src used now. Batched: reads never wait on a write. */
  touch(src: string): void;
  /** Writes pending touches now. */
  flush(): Promise<void>;
  delete(src: string): Promise<void>;
  count(): Promise<number>;
  /** The bytes of every stored image (清除缓存 shows them first). 0 without IndexedDB. */
  totalBytes(): Promise<number>;
  /** Drops every record (清除缓存); the store stays open for the next image. */
  clear(): Promise<void>;
  /** Opens the database now, ahead of the first read (the worker does it as it starts). */
  prepare(): Promise<void>;
  /** False once IndexedDB proved unusable; the store then answers misses and drops writes. */
  readonly available: boolean;
  close(): void;
}

export interface ImageStoreOptions {
  /**
   * Dexie itself. By default imported on the first image, not with the page (~33 kB of JS);
   * the image worker passes the class it bundles, which saves a round trip before its first
   * read.
   */
  loadDexie?: () => Promise<typeof Dexie>;
  /** Defaults to the global indexedDB; tests pass fake-indexeddb's. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  maxRecords?: number;
  now?: () => number;
  /** How long touches gather before one write. */
  touchDelayMs?: number;
  /** §9 "max time consuming": an operation slower than this counts as failed… */
  opTimeoutMs?: number;
  /** …and §9 "time-out max number" failures switch the store off for the session. */
  maxFailures?: number;
}

export const TOUCH_DELAY_MS = 2000;

const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';

/** The Blob of a stored record; anything without non-empty image bytes is a miss. */
function readable(record: StoredImage): ImageRecord | undefined {
  const { src, type, lastUsed } = record;
  // toString, not instanceof: a buffer cloned in another realm (a test's jsdom) is one too.
  if (isArrayBuffer(record.bytes) && record.bytes.byteLength > 0) {
    const blob = new Blob([record.bytes], { type });
    return { src, blob, type, size: blob.size, lastUsed };
  }
  if (record.blob instanceof Blob && record.blob.size > 0) {
    return { src, blob: record.blob, type, size: record.blob.size, lastUsed };
  }
  return undefined;
}

/** The row a write stores: small images keep their bytes, big ones their Blob. */
function storedRecord({ src, bytes, blob, type, lastUsed }: ImageWrite): StoredImage {
  const record: StoredImage = { src, type, size: bytes.byteLength, lastUsed };
  if (bytes.byteLength > INLINE_BYTES_MAX) record.blob = blob;
  // The row gets a buffer of exactly these bytes (a view may sit on a larger buffer).
  else if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    record.bytes = bytes.buffer as ArrayBuffer;
  } else record.bytes = bytes.slice().buffer;
  return record;
}

/** Sums the stored bytes; a row without `size` counts its Blob or bytes. */
async function sumBytes(t: ImageTableHandle): Promise<number> {
  let bytes = 0;
  await t.each((record) => {
    const size = Number.isFinite(record.size)
      ? record.size
      : (record.blob?.size ?? record.bytes?.byteLength ?? 0);
    bytes += Math.max(0, size);
  });
  return bytes;
}

export function openImageStore(options: ImageStoreOptions = {}): ImageStore {
  const maxRecords = options.maxRecords ?? IMAGE_DB_MAX_SAVE;
  const connection: ImageTable = openImageTable({
    loadDexie: options.loadDexie,
    indexedDB: options.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB),
    IDBKeyRange:
      options.IDBKeyRange ?? (typeof IDBKeyRange === 'undefined' ? undefined : IDBKeyRange),
    opTimeoutMs: options.opTimeoutMs ?? MAX_TIME_CONSUMING_MS,
    maxFailures: options.maxFailures ?? TIMEOUT_MAX_NUMBER,
    onDisable: () => void touches.take(),
  });
  const { run } = connection;
  const touches: TouchBatch = createTouchBatch({
    now: options.now ?? Date.now,
    delayMs: options.touchDelayMs ?? TOUCH_DELAY_MS,
    isAvailable: () => connection.available,
    write: async (taken) => {
      await run((t) => t.db.transaction('rw', t, () => writeTouches(t, taken)));
    },
  });

  return {
    get available() {
      return connection.available;
    },

    async get(src) {
      const record = await run((t) => t.get(src));
      return record ? readable(record) : undefined;
    },

    async put(write) {
      const record = storedRecord(write);
      const taken = touches.take();
      await run((t) =>
        t.db.transaction('rw', t, async () => {
          await writeTouches(t, taken);
          await t.put(record);
          const excess = (await t.count()) - maxRecords;
          if (excess > 0) {
            await t.bulkDelete(await t.orderBy('lastUsed').limit(excess).primaryKeys());
          }
        }),
      );
    },

    touch: (src) => touches.touch(src),

    flush: () => touches.flush(),

    async prepare() {
      await connection.table();
    },

    async delete(src) {
      touches.forget(src);
      await run((t) => t.delete(src));
    },

    async count() {
      return (await run((t) => t.count())) ?? 0;
    },

    async totalBytes() {
      return (await run(sumBytes)) ?? 0;
    },

    async clear() {
      touches.take();
      await run((t) => t.clear());
    },

    close() {
      touches.take();
      connection.close();
    },
  };
}
