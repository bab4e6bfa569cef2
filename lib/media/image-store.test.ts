import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  IMAGE_DB_MAX_SAVE,
  IMAGE_DB_NAME,
  IMAGE_DB_STORE,
  IMAGE_DB_VERSION,
} from '@/lib/domain/platform/constants';

import { INLINE_BYTES_MAX, openImageStore, type ImageStore, type ImageWrite } from './image-store';

const opened: ImageStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  vi.restoreAllMocks();
});

function setup(options: Parameters<typeof openImageStore>[0] = {}) {
  const factory = new IDBFactory();
  let clock = 1_000;
  const now = () => clock;
  const store = openImageStore({ indexedDB: factory, IDBKeyRange, now, ...options });
  opened.push(store);
  return { factory, store, tick: (ms = 1) => (clock += ms), now };
}

function write(src: string, bytes: Uint8Array, lastUsed = 1): ImageWrite {
  const type = 'image/jpeg';
  return {
    src,
    bytes,
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }),
    type,
    lastUsed,
  };
}

function record(src: string, lastUsed: number): ImageWrite {
  return write(src, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), lastUsed);
}

/** The row as IndexedDB holds it, read without the store. */
async function rawRow(factory: IDBFactory, src: string): Promise<Record<string, unknown>> {
  const raw = new Dexie(IMAGE_DB_NAME, { indexedDB: factory, IDBKeyRange });
  await raw.open();
  try {
    return (await raw.table(IMAGE_DB_STORE).get(src)) as Record<string, unknown>;
  } finally {
    raw.close();
  }
}

describe('openImageStore', () => {
  it('creates imageDatabase / imgList (version 1, key src) and hands stored bytes back as a Blob', async () => {
    const { factory, store } = setup();
    await store.put(record('/ads/ad-1.jpg', 5));
    const got = await store.get('/ads/ad-1.jpg');
    expect(got?.src).toBe('/ads/ad-1.jpg');
    expect(got?.blob).toBeInstanceOf(Blob);
    expect(got?.type).toBe('image/jpeg');
    expect(got?.size).toBe(4);
    expect(new Uint8Array(await got!.blob.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );

    // The same database seen from outside, as the e2e test will see it.
    const raw = new Dexie(IMAGE_DB_NAME, { indexedDB: factory, IDBKeyRange });
    await raw.open();
    expect(raw.verno).toBe(IMAGE_DB_VERSION);
    const table = raw.table(IMAGE_DB_STORE);
    expect(table.schema.primKey.keyPath).toBe('src');
    expect(table.schema.indexes.map((i) => i.name)).toEqual(['lastUsed']);
    raw.close();
  });

  it('keeps a small image as bytes in the row, not a Blob (Chromium gives every stored Blob a file)', async () => {
    const { factory, store } = setup();
    // A view on a larger buffer: only its own bytes are stored.
    const buffer = new Uint8Array([9, 9, 0xff, 0xd8, 0xff, 0xe0, 9]);
    await store.put(write('/v.jpg', buffer.subarray(2, 6), 3));
    const row = await rawRow(factory, '/v.jpg');
    expect(Object.prototype.toString.call(row.bytes)).toBe('[object ArrayBuffer]');
    expect(row.blob).toBeUndefined();
    expect(new Uint8Array(row.bytes as ArrayBuffer)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
    expect(row).toMatchObject({ src: '/v.jpg', type: 'image/jpeg', size: 4, lastUsed: 3 });
    const got = await store.get('/v.jpg');
    expect(new Uint8Array(await got!.blob.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it('keeps an image past the inline limit as its Blob', async () => {
    const { factory, store } = setup();
    const big = new Uint8Array(INLINE_BYTES_MAX + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const small = new Uint8Array(INLINE_BYTES_MAX);
    small.set([0xff, 0xd8, 0xff, 0xe0]);
    await store.put(write('/big.jpg', big));
    await store.put(write('/small.jpg', small));
    const bigRow = await rawRow(factory, '/big.jpg');
    expect(bigRow.blob).toBeInstanceOf(Blob);
    expect(bigRow.bytes).toBeUndefined();
    expect(bigRow.size).toBe(INLINE_BYTES_MAX + 1);
    expect((await rawRow(factory, '/small.jpg')).blob).toBeUndefined();
    const got = await store.get('/big.jpg');
    expect(got?.size).toBe(INLINE_BYTES_MAX + 1);
    expect(new Uint8Array(await got!.blob.arrayBuffer())).toEqual(big);
  });

  it('reads a small record written as a Blob too (as the store wrote them before it kept bytes)', async () => {
    const { factory, store } = setup();
    await store.prepare();
    const raw = new Dexie(IMAGE_DB_NAME, { indexedDB: factory, IDBKeyRange });
    await raw.open();
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], { type: 'image/jpeg' });
    await raw
      .table(IMAGE_DB_STORE)
      .put({ src: '/old.jpg', blob, type: 'image/jpeg', size: 4, lastUsed: 2 });
    raw.close();
    const got = await store.get('/old.jpg');
    expect(got?.size).toBe(4);
    expect(new Uint8Array(await got!.blob.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1]),
    );
  });

  it("opens the database ahead of the first read with the Dexie it is given (the worker's)", async () => {
    const loadDexie = vi.fn(async () => Dexie);
    const { factory, store } = setup({ loadDexie });
    await store.prepare();
    expect(loadDexie).toHaveBeenCalledTimes(1);
    // The database exists before anything was read or written.
    expect((await factory.databases()).map((d) => d.name)).toContain(IMAGE_DB_NAME);
    await store.put(record('/a.jpg', 1));
    expect((await store.get('/a.jpg'))?.src).toBe('/a.jpg');
    expect(loadDexie).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 500 records, evicting the least recently used', async () => {
    const { store, tick, now } = setup();
    expect(IMAGE_DB_MAX_SAVE).toBe(500);
    for (let i = 0; i < IMAGE_DB_MAX_SAVE; i++) await store.put(record(`/c/${i}.jpg`, tick()));
    expect(await store.count()).toBe(500);

    // /c/0.jpg is the oldest, but a read touches it; /c/1.jpg becomes the oldest.
    tick();
    store.touch('/c/0.jpg');
    await store.put(record('/c/new.jpg', tick()));
    expect(await store.count()).toBe(500);
    expect(await store.get('/c/0.jpg')).toBeDefined();
    expect(await store.get('/c/1.jpg')).toBeUndefined();
    expect(await store.get('/c/new.jpg')).toBeDefined();

    // Two more: the next two oldest go.
    await store.put(record('/c/new2.jpg', tick()));
    await store.put(record('/c/new3.jpg', tick()));
    expect(await store.get('/c/2.jpg')).toBeUndefined();
    expect(await store.get('/c/3.jpg')).toBeUndefined();
    expect(await store.get('/c/4.jpg')).toBeDefined();
    expect(now()).toBeGreaterThan(0);
  }, 30_000);

  it('batches touches into one delayed write instead of writing on every read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, tick } = setup({ touchDelayMs: 2000 });
      await store.put(record('/a.jpg', 1));
      tick(500);
      store.touch('/a.jpg');
      store.touch('/a.jpg');
      expect((await store.get('/a.jpg'))?.lastUsed).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      await store.flush();
      expect((await store.get('/a.jpg'))?.lastUsed).toBe(1_500);
    } finally {
      vi.useRealTimers();
    }
  });

  it('delete removes a record; touching a missing record is harmless', async () => {
    const { store } = setup();
    await store.put(record('/a.jpg', 1));
    await store.delete('/a.jpg');
    expect(await store.get('/a.jpg')).toBeUndefined();
    store.touch('/gone.jpg');
    await store.flush();
    expect(await store.count()).toBe(0);
  });

  it('treats a record without image bytes as a miss', async () => {
    const { store } = setup();
    await store.put({ ...record('/a.jpg', 1), bytes: new Uint8Array(0) });
    expect(await store.get('/a.jpg')).toBeUndefined();
  });

  it('sums the stored bytes, small and big images alike, and clears them all (清除缓存)', async () => {
    const { store } = setup();
    await store.put(write('/small.jpg', new Uint8Array(100)));
    await store.put(write('/big.jpg', new Uint8Array(INLINE_BYTES_MAX + 10)));
    expect(await store.totalBytes()).toBe(100 + INLINE_BYTES_MAX + 10);
    await store.clear();
    expect(await store.count()).toBe(0);
    expect(await store.totalBytes()).toBe(0);
    // Still open for the next image.
    await store.put(write('/again.jpg', new Uint8Array(7)));
    expect(await store.totalBytes()).toBe(7);
  });

  it('falls back silently when there is no IndexedDB at all', async () => {
    const store = openImageStore({ indexedDB: undefined, IDBKeyRange: undefined });
    opened.push(store);
    if (typeof indexedDB === 'undefined') expect(store.available).toBe(false);
    await expect(store.put(record('/a.jpg', 1))).resolves.toBeUndefined();
    expect(await store.get('/a.jpg')).toBeUndefined();
  });

  it('falls back silently when opening fails (private mode) or never answers', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');

    const refusing = {
      open: () => {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const broken = openImageStore({ indexedDB: refusing, IDBKeyRange });
    opened.push(broken);
    await broken.put(record('/a.jpg', 1));
    expect(await broken.get('/a.jpg')).toBeUndefined();
    expect(broken.available).toBe(false);

    // An open request that never fires success or error (a known WebKit bug).
    const silent = { open: () => ({}) } as unknown as IDBFactory;
    const stuck = openImageStore({ indexedDB: silent, IDBKeyRange, opTimeoutMs: 30 });
    opened.push(stuck);
    expect(await stuck.get('/a.jpg')).toBeUndefined();
    expect(stuck.available).toBe(false);

    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalled();
  });

  it('switches itself off after too many failed operations (§9 time-out max number)', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { store } = setup({ maxFailures: 2 });
    await store.put(record('/a.jpg', 1));
    // A record without its key fails with a DataError: an ordinary failure, counted.
    const keyless = { ...record('/b.jpg', 2), src: undefined } as unknown as ImageWrite;
    await store.put(keyless);
    expect(store.available).toBe(true);
    await store.put(keyless);
    expect(store.available).toBe(false);
    expect(await store.get('/a.jpg')).toBeUndefined();
  });

  it('stops at once on a failure that would repeat on every write (clone, quota)', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { store } = setup();
    const uncloneable = {
      ...record('/b.jpg', 2),
      type: () => undefined,
    } as unknown as ImageWrite;
    await store.put(uncloneable);
    expect(store.available).toBe(false);
  });
});
