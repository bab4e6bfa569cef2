import { describe, expect, it, vi } from 'vitest';

import { encodeMarker } from '@/lib/domain/platform/image-codec';

import { OFFER_TTL_MS, loadFirstCover, offerFirstCovers } from './first-covers';

// A JPEG's signature and a little more: enough for the codec and the type sniffing.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
const line = (bytes: Uint8Array) =>
  vi.fn(async () => new Response(bytes as unknown as BodyInit, { status: 200 }));

describe('first covers', () => {
  it('serves an offered cover without its obfuscation, asking the line once', async () => {
    const fetch = line(encodeMarker(JPEG));
    offerFirstCovers(['/covers/one.jpg']);
    const cover = await loadFirstCover('/covers/one.jpg', ['http://cdn/img'], fetch);
    expect(cover?.type).toBe('image/jpeg');
    expect([...(cover?.bytes ?? [])]).toEqual([...JPEG]);
    expect(fetch).toHaveBeenCalledWith('http://cdn/img/covers/one.jpg', expect.anything());
    await loadFirstCover('/covers/one.jpg', ['http://cdn/img'], fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves nothing a page was not rendered with, or offered too long ago', async () => {
    const fetch = line(encodeMarker(JPEG));
    expect(await loadFirstCover('/covers/other.jpg', ['http://cdn/img'], fetch)).toBeNull();
    offerFirstCovers(['/covers/old.jpg'], 0);
    expect(
      await loadFirstCover('/covers/old.jpg', ['http://cdn/img'], fetch, OFFER_TTL_MS + 1),
    ).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tries the next line, and keeps no failure', async () => {
    offerFirstCovers(['/covers/two.jpg']);
    const down = vi.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('http://a/')
        ? new Response('', { status: 502 })
        : new Response(JPEG as unknown as BodyInit),
    );
    expect((await loadFirstCover('/covers/two.jpg', ['http://a', 'http://b'], down))?.type).toBe(
      'image/jpeg',
    );
    offerFirstCovers(['/covers/three.jpg']);
    const broken = line(new Uint8Array([1, 2, 3]));
    expect(await loadFirstCover('/covers/three.jpg', ['http://a'], broken)).toBeNull();
    expect(await loadFirstCover('/covers/three.jpg', ['http://a'], broken)).toBeNull();
    expect(broken).toHaveBeenCalledTimes(2);
  });
});
