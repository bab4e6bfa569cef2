// The persistent layer of the image cache: Dexie database `imageDatabase`, store `imgList`,
// version 1, key `src` (§9), holding decoded images (small ones as bytes, big ones as Blobs) and
// handing them out as Blobs (docs/decisions/0001-images-blobs-not-data-urls.md says why not base64,
// and why two forms). At most 500 records; the least recently used go first. Every failure is
// silent: a browser without a usable IndexedDB (private mode, Firefox PBM, quota) just caches in
// memory.
import type { Dexie, Table } from 'dexie';

import {
  IMAGE_DB_KEY,
  IMAGE_DB_MAX_SAVE,
  IMAGE_DB_NAME,
  IMAGE_DB_STORE,
  IMAGE_DB_VERSION,
  MAX_TIME_CONSUMING_MS,
  TIMEOUT_MAX_NUMBER,
} from '@/lib/domain/constants';

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

/** A record as IndexedDB holds it: `bytes` or `blob` (both read, whichever a record has). */
interface StoredImage {
  src: string;
  bytes?: ArrayBuffer;
  blob?: Blob;
  type: string;
  size: number;
  lastUsed: number;
}

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

const defaultDexie = async () => (await import('dexie')).default;

const SCHEMA = `${IMAGE_DB_KEY}, lastUsed`;

const TIMED_OUT = Symbol('timed out');

async function deadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

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

export function openImageStore(options: ImageStoreOptions = {}): ImageStore {
  const factory = options.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  const keyRange =
    options.IDBKeyRange ?? (typeof IDBKeyRange === 'undefined' ? undefined : IDBKeyRange);
  const maxRecords = options.maxRecords ?? IMAGE_DB_MAX_SAVE;
  const now = options.now ?? Date.now;
  const touchDelayMs = options.touchDelayMs ?? TOUCH_DELAY_MS;
  const opTimeoutMs = options.opTimeoutMs ?? MAX_TIME_CONSUMING_MS;
  const maxFailures = options.maxFailures ?? TIMEOUT_MAX_NUMBER;

  let available = factory !== undefined && keyRange !== undefined;
  let failures = 0;
  let db: Dexie | null = null;
  let opening: Promise<Table<StoredImage, string> | null> | null = null;
  const pendingTouches = new Map<string, number>();
  let touchTimer: ReturnType<typeof setTimeout> | null = null;

  function disable(reason: unknown): void {
    if (!available) return;
    available = false;
    pendingTouches.clear();
    if (touchTimer !== null) clearTimeout(touchTimer);
    touchTimer = null;
    db?.close();
    // Debug only (§8: image failures make no noise).
    console.debug('[image-store] IndexedDB unavailable, caching images in memory only', reason);
  }

  function table(): Promise<Table<StoredImage, string> | null> {
    if (!available || !factory || !keyRange) return Promise.resolve(null);
    opening ??= (async () => {
      try {
        const DexieClass = await (options.loadDexie ?? defaultDexie)();
        const dexie = new DexieClass(IMAGE_DB_NAME, {
          indexedDB: factory,
          IDBKeyRange: keyRange,
          // Dexie's query cache would keep records alive after we hand them on.
          cache: 'disabled',
        });
        dexie.version(IMAGE_DB_VERSION).stores({ [IMAGE_DB_STORE]: SCHEMA });
        db = dexie;
        // Some WebKit builds never answer indexedDB.open: without a deadline every image
        // would wait on it forever.
        if ((await deadline(dexie.open(), opTimeoutMs)) === TIMED_OUT) {
          disable('open timed out');
          return null;
        }
        return dexie.table<StoredImage, string>(IMAGE_DB_STORE);
      } catch (error) {
        disable(error);
        return null;
      }
    })();
    return opening;
  }

  /** Runs op against the table; a miss (undefined) on any failure or timeout. */
  async function run<T>(op: (t: Table<StoredImage, string>) => Promise<T>): Promise<T | undefined> {
    const t = await table();
    if (!t) return undefined;
    try {
      const result = await deadline(op(t), opTimeoutMs);
      if (result === TIMED_OUT) {
        countFailure('timeout');
        return undefined;
      }
      return result;
    } catch (error) {
      countFailure(error);
      return undefined;
    }
  }

  function countFailure(reason: unknown): void {
    failures += 1;
    // A quota or clone failure will repeat on every write: stop at once.
    const name = (reason as { name?: unknown } | null)?.name;
    const fatal = name === 'QuotaExceededError' || name === 'DataCloneError';
    if (fatal || failures >= maxFailures) disable(reason);
  }

  function takeTouches(): [string, number][] {
    if (touchTimer !== null) clearTimeout(touchTimer);
    touchTimer = null;
    const touches = [...pendingTouches];
    pendingTouches.clear();
    return touches;
  }

  async function writeTouches(t: Table<StoredImage, string>, touches: [string, number][]) {
    // update() of a key that is gone (evicted meanwhile) is a no-op, as it should be.
    for (const [src, lastUsed] of touches) await t.update(src, { lastUsed });
  }

  async function flush(): Promise<void> {
    const touches = takeTouches();
    if (touches.length === 0) return;
    await run((t) => t.db.transaction('rw', t, () => writeTouches(t, touches)));
  }

  return {
    get available() {
      return available;
    },

    async get(src) {
      const record = await run((t) => t.get(src));
      return record ? readable(record) : undefined;
    },

    async put({ src, bytes, blob, type, lastUsed }) {
      const record: StoredImage = { src, type, size: bytes.byteLength, lastUsed };
      if (bytes.byteLength > INLINE_BYTES_MAX) record.blob = blob;
      // The row gets a buffer of exactly these bytes (a view may sit on a larger buffer).
      else if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
        record.bytes = bytes.buffer as ArrayBuffer;
      } else record.bytes = bytes.slice().buffer;
      const touches = takeTouches();
      await run((t) =>
        t.db.transaction('rw', t, async () => {
          await writeTouches(t, touches);
          await t.put(record);
          const excess = (await t.count()) - maxRecords;
          if (excess > 0) {
            await t.bulkDelete(await t.orderBy('lastUsed').limit(excess).primaryKeys());
          }
        }),
      );
    },

    touch(src) {
      if (!available) return;
      pendingTouches.set(src, now());
      touchTimer ??= setTimeout(() => void flush(), touchDelayMs);
    },

    flush,

    async prepare() {
      await table();
    },

    async delete(src) {
      pendingTouches.delete(src);
      await run((t) => t.delete(src));
    },

    async count() {
      return (await run((t) => t.count())) ?? 0;
    },

    async totalBytes() {
      const sum = await run(async (t) => {
        let bytes = 0;
        await t.each((record) => {
          // `size` is written with the record; a row without one counts its Blob or bytes.
          const size = Number.isFinite(record.size)
            ? record.size
            : (record.blob?.size ?? record.bytes?.byteLength ?? 0);
          bytes += Math.max(0, size);
        });
        return bytes;
      });
      return sum ?? 0;
    },

    async clear() {
      takeTouches();
      await run((t) => t.clear());
    },

    close() {
      available = false;
      takeTouches();
      db?.close();
    },
  };
}
