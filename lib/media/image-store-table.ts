// The image store's guarded IndexedDB table: opened lazily through Dexie, every operation
// under a deadline, and switched off for the session once it proves unusable (§9). Split from
// image-store.ts so the record logic reads apart from the failure handling.
import type { Dexie, Table } from 'dexie';

import {
  IMAGE_DB_KEY,
  IMAGE_DB_NAME,
  IMAGE_DB_STORE,
  IMAGE_DB_VERSION,
} from '@/lib/domain/platform/constants';

/** A record as IndexedDB holds it: `bytes` or `blob` (both read, whichever a record has). */
export interface StoredImage {
  src: string;
  bytes?: ArrayBuffer;
  blob?: Blob;
  type: string;
  size: number;
  lastUsed: number;
}

export type ImageTableHandle = Table<StoredImage, string>;

export interface ImageTableOptions {
  loadDexie?: () => Promise<typeof Dexie>;
  indexedDB: IDBFactory | undefined;
  IDBKeyRange: typeof IDBKeyRange | undefined;
  opTimeoutMs: number;
  maxFailures: number;
  /** Called once when the table is switched off (the store drops its pending touches). */
  onDisable: () => void;
}

export interface ImageTable {
  /** False once IndexedDB proved unusable, or after close(). */
  readonly available: boolean;
  /** The open table, or null when IndexedDB is unusable. */
  table(): Promise<ImageTableHandle | null>;
  /** Runs op against the table; a miss (undefined) on any failure or timeout. */
  run<T>(op: (t: ImageTableHandle) => Promise<T>): Promise<T | undefined>;
  close(): void;
}

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

export function openImageTable(options: ImageTableOptions): ImageTable {
  const { indexedDB: factory, IDBKeyRange: keyRange, opTimeoutMs, maxFailures } = options;
  let available = factory !== undefined && keyRange !== undefined;
  let failures = 0;
  let db: Dexie | null = null;
  let opening: Promise<ImageTableHandle | null> | null = null;

  function disable(reason: unknown): void {
    if (!available) return;
    available = false;
    options.onDisable();
    db?.close();
    // Debug only (§8: image failures make no noise).
    console.debug('[image-store] IndexedDB unavailable, caching images in memory only', reason);
  }

  function table(): Promise<ImageTableHandle | null> {
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

  function countFailure(reason: unknown): void {
    failures += 1;
    // A quota or clone failure will repeat on every write: stop at once.
    const name = (reason as { name?: unknown } | null)?.name;
    const fatal = name === 'QuotaExceededError' || name === 'DataCloneError';
    if (fatal || failures >= maxFailures) disable(reason);
  }

  async function run<T>(op: (t: ImageTableHandle) => Promise<T>): Promise<T | undefined> {
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

  return {
    get available() {
      return available;
    },
    table,
    run,
    close() {
      available = false;
      db?.close();
    },
  };
}
