import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FetchedImage } from './image-fetch';
import { ImageLoadError } from './image-fetch';
import { createImageCache, type ImageCache } from './image-cache';
import { ImageMemoryCache } from './image-memory';
import { openImageStore } from './image-store';

const caches: ImageCache[] = [];
afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
  vi.restoreAllMocks();
});

const jpegBytes = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n]);
const jpeg = (n: number) => new Blob([jpegBytes(n)], { type: 'image/jpeg' });

function fetcher() {
  return vi.fn(async (src: string): Promise<FetchedImage> => {
    const blob = jpeg(src.length);
    const bytes = jpegBytes(src.length);
    return { blob, bytes, type: 'image/jpeg', size: blob.size, url: `https://line.example${src}` };
  });
}

function setup(factory = new IDBFactory(), memory?: ImageMemoryCache) {
  const load = fetcher();
  const store = openImageStore({ indexedDB: factory, IDBKeyRange });
  const cache = createImageCache({ store, memory, fetchImage: load });
  caches.push(cache);
  return { cache, load, factory, store };
}

const lines = ['https://line.example'];

describe('createImageCache', () => {
  it('fetches once, hands out a blob: URL, and stores the Blob in IndexedDB', async () => {
    const { cache, load, store } = setup();
    const handle = await cache.acquire('/ads/ad-1.jpg', { lines });
    expect(handle.url).toMatch(/^blob:/);
    expect(load).toHaveBeenCalledWith('/ads/ad-1.jpg', lines);
    await cache.idle();
    const record = await store.get('/ads/ad-1.jpg');
    expect(record?.blob).toBeInstanceOf(Blob);
    expect(record?.type).toBe('image/jpeg');
    handle.release();
  });

  it('serves a second acquire from memory, with the same URL and no fetch', async () => {
    const { cache, load } = setup();
    const a = await cache.acquire('/a.jpg', { lines });
    const b = await cache.acquire('/a.jpg', { lines });
    expect(b.url).toBe(a.url);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.memory.refs('/a.jpg')).toBe(2);
    a.release();
    a.release();
    expect(cache.memory.refs('/a.jpg')).toBe(1);
    b.release();
  });

  it('de-duplicates concurrent requests for the same src', async () => {
    const { cache, load } = setup();
    const handles = await Promise.all([1, 2, 3].map(() => cache.acquire('/same.jpg', { lines })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(handles.map((h) => h.url)).size).toBe(1);
    expect(cache.memory.refs('/same.jpg')).toBe(3);
  });

  it('after a reload (new page, same IndexedDB) serves from the database without a fetch', async () => {
    const first = setup();
    (await first.cache.acquire('/covers/c-01.jpg', { lines })).release();
    await first.cache.idle();
    first.cache.close();

    const second = setup(first.factory);
    const handle = await second.cache.acquire('/covers/c-01.jpg', { lines });
    expect(handle.url).toMatch(/^blob:/);
    expect(second.load).not.toHaveBeenCalled();
  });

  it('keeps 200 object URLs in memory and revokes the ones evicted', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { cache } = setup();
    const first = await cache.acquire('/i/0.jpg', { lines });
    const firstUrl = first.url;
    first.release();
    for (let i = 1; i <= 200; i++) (await cache.acquire(`/i/${i}.jpg`, { lines })).release();
    expect(cache.memory.size).toBe(200);
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('never revokes a URL that is still shown', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { cache } = setup(new IDBFactory(), new ImageMemoryCache(2));
    const shown = await cache.acquire('/shown.jpg', { lines });
    for (let i = 0; i < 5; i++) (await cache.acquire(`/o/${i}.jpg`, { lines })).release();
    expect(revoke).not.toHaveBeenCalledWith(shown.url);
    shown.release();
    (await cache.acquire('/o/9.jpg', { lines })).release();
    (await cache.acquire('/o/10.jpg', { lines })).release();
    expect(revoke).toHaveBeenCalledWith(shown.url);
  });

  it('rejects quietly and caches nothing when the fetch fails; a later acquire tries again', async () => {
    const { cache, load } = setup();
    load.mockRejectedValueOnce(new ImageLoadError('unreachable', '/x.jpg'));
    await expect(cache.acquire('/x.jpg', { lines })).rejects.toMatchObject({
      reason: 'unreachable',
    });
    expect(cache.memory.has('/x.jpg')).toBe(false);
    const handle = await cache.acquire('/x.jpg', { lines });
    expect(handle.url).toMatch(/^blob:/);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a §5 "no image" src without fetching', async () => {
    const { cache, load } = setup();
    await expect(cache.acquire('', { lines })).rejects.toMatchObject({ reason: 'no-image' });
    await expect(cache.acquire('nodot', { lines })).rejects.toMatchObject({ reason: 'no-image' });
    expect(load).not.toHaveBeenCalled();
  });

  it('invalidate forgets src in memory and IndexedDB, so the next acquire refetches', async () => {
    const { cache, load, store } = setup();
    const handle = await cache.acquire('/bad.jpg', { lines });
    await cache.idle();
    handle.release();
    await cache.invalidate('/bad.jpg');
    expect(await store.get('/bad.jpg')).toBeUndefined();
    (await cache.acquire('/bad.jpg', { lines })).release();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('works from memory alone when IndexedDB is unusable', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const refusing = {
      open: () => {
        throw new DOMException('private mode', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const load = fetcher();
    const store = openImageStore({ indexedDB: refusing, IDBKeyRange });
    const cache = createImageCache({ store, fetchImage: load });
    caches.push(cache);
    const a = await cache.acquire('/a.jpg', { lines });
    const b = await cache.acquire('/a.jpg', { lines });
    expect(b.url).toBe(a.url);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.available).toBe(false);
  });
});
