import { describe, expect, it } from 'vitest';

import { LAZY_CACHE_MAX } from '@/lib/domain/platform/constants';

import { ImageMemoryCache, type ObjectUrls } from './image-memory';

function trackedUrls() {
  let n = 0;
  const live = new Set<string>();
  const revoked: string[] = [];
  const urls: ObjectUrls = {
    create: () => {
      const url = `blob:test/${++n}`;
      live.add(url);
      return url;
    },
    revoke: (url) => {
      live.delete(url);
      revoked.push(url);
    },
  };
  return { urls, live, revoked };
}

const blob = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('ImageMemoryCache', () => {
  it('holds at most LAZY_CACHE_MAX (200) unheld entries, revoking the least recently used', () => {
    const { urls, live, revoked } = trackedUrls();
    const cache = new ImageMemoryCache(undefined, urls);
    for (let i = 0; i < LAZY_CACHE_MAX + 5; i++) {
      const url = cache.acquire(`/img/${i}.jpg`, blob())!;
      cache.release(`/img/${i}.jpg`, url);
    }
    expect(LAZY_CACHE_MAX).toBe(200);
    expect(cache.size).toBe(200);
    expect(live.size).toBe(200);
    expect(revoked).toEqual([
      'blob:test/1',
      'blob:test/2',
      'blob:test/3',
      'blob:test/4',
      'blob:test/5',
    ]);
    expect(cache.has('/img/0.jpg')).toBe(false);
    expect(cache.has('/img/5.jpg')).toBe(true);
  });

  it('a read makes an entry most recently used, so it outlives newer unread ones', () => {
    const { urls } = trackedUrls();
    const cache = new ImageMemoryCache(3, urls);
    for (const src of ['a.jpg', 'b.jpg', 'c.jpg']) cache.release(src, cache.acquire(src, blob())!);
    cache.release('a.jpg', cache.acquire('a.jpg')!);
    cache.release('d.jpg', cache.acquire('d.jpg', blob())!);
    expect(cache.has('a.jpg')).toBe(true);
    expect(cache.has('b.jpg')).toBe(false);
  });

  it('never revokes a URL still held; the layer runs over its limit until it is released', () => {
    const { urls, live, revoked } = trackedUrls();
    const cache = new ImageMemoryCache(2, urls);
    const held = cache.acquire('held.jpg', blob())!;
    cache.release('x.jpg', cache.acquire('x.jpg', blob())!);
    cache.release('y.jpg', cache.acquire('y.jpg', blob())!);
    cache.release('z.jpg', cache.acquire('z.jpg', blob())!);
    expect(live.has(held)).toBe(true);
    expect(cache.has('held.jpg')).toBe(true);
    expect(cache.size).toBe(2);

    // Two holders: the URL survives the first release.
    expect(cache.acquire('held.jpg')).toBe(held);
    cache.release('held.jpg', held);
    expect(cache.refs('held.jpg')).toBe(1);
    cache.release('held.jpg', held);
    cache.release('w.jpg', cache.acquire('w.jpg', blob())!);
    cache.release('v.jpg', cache.acquire('v.jpg', blob())!);
    expect(revoked).toContain(held);
  });

  it('answers null for an absent src without a blob, and reuses the URL of a present one', () => {
    const { urls } = trackedUrls();
    const cache = new ImageMemoryCache(5, urls);
    expect(cache.acquire('none.jpg')).toBeNull();
    const first = cache.acquire('a.jpg', blob());
    expect(cache.acquire('a.jpg', blob())).toBe(first);
  });

  it('delete revokes at once when unheld, on the last release when held', () => {
    const { urls, live } = trackedUrls();
    const cache = new ImageMemoryCache(5, urls);
    const free = cache.acquire('free.jpg', blob())!;
    cache.release('free.jpg', free);
    cache.delete('free.jpg');
    expect(live.has(free)).toBe(false);

    const shown = cache.acquire('shown.jpg', blob())!;
    cache.delete('shown.jpg');
    expect(cache.has('shown.jpg')).toBe(false);
    expect(live.has(shown)).toBe(true);
    // A new acquire after the delete gets a fresh URL; the old one lives until released.
    const fresh = cache.acquire('shown.jpg', blob())!;
    expect(fresh).not.toBe(shown);
    cache.release('shown.jpg', shown);
    expect(live.has(shown)).toBe(false);
    expect(live.has(fresh)).toBe(true);
  });

  it('clear revokes every unheld URL', () => {
    const { urls, live } = trackedUrls();
    const cache = new ImageMemoryCache(5, urls);
    cache.release('a.jpg', cache.acquire('a.jpg', blob())!);
    const held = cache.acquire('b.jpg', blob())!;
    cache.clear();
    expect([...live]).toEqual([held]);
    cache.release('b.jpg', held);
    expect(live.size).toBe(0);
  });

  it('uses real object URLs by default (Node has URL.createObjectURL)', () => {
    const cache = new ImageMemoryCache();
    const url = cache.acquire('a.jpg', blob())!;
    expect(url).toMatch(/^blob:/);
    cache.release('a.jpg', url);
    cache.clear();
  });
});
