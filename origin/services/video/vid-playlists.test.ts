import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mediaFileFinder } from './media-files';
import { createVidLibrary, parsePlaylist, renderPlaylist } from './vid-playlists';
import type { VidSigner } from './vid-sign';

// As make-clips.ts writes them: six 4-second fMP4 segments after an EXT-X-MAP.
const VARIANT = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  ...Array.from({ length: 6 }, (_, i) => `#EXTINF:4.000000,\nseg-00${i}.m4s`),
  '#EXT-X-ENDLIST',
  '',
].join('\n');
const MASTER =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=426x240\n240p/index.m3u8\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=2,RESOLUTION=854x480\n480p/index.m3u8\n';

// Stands in for the HMAC so the rendered text is readable; vid-sign.test.ts covers the real one.
const signer: VidSigner = {
  query: (target, { e, p }) => `e=${e}&p=${p}&s=sig(${target})`,
  verify: () => ({ ok: false, reason: 'signature' }),
};
const BASE = 'http://127.0.0.1:4000/cdn/vid';

const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

describe('renderPlaylist', () => {
  it('makes every URI absolute on the base with a signature for that file, tags kept', () => {
    const text = renderPlaylist(
      parsePlaylist('clip-1/240p/index.m3u8', VARIANT),
      BASE,
      { e: 99, p: 0, v: 1 },
      signer,
    );
    expect(text).toContain(
      `#EXT-X-MAP:URI="${BASE}/clip-1/240p/init.mp4?e=99&p=0&s=sig(clip-1/240p/init.mp4)"`,
    );
    expect(uris(text)).toEqual(
      Array.from(
        { length: 6 },
        (_, i) => `${BASE}/clip-1/240p/seg-00${i}.m4s?e=99&p=0&s=sig(clip-1/240p/seg-00${i}.m4s)`,
      ),
    );
    expect(text.split('\n').filter((l) => l.startsWith('#EXTINF'))).toHaveLength(6);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('resolves a master playlist’s variants from its folder', () => {
    const text = renderPlaylist(
      parsePlaylist('clip-2/master.m3u8', MASTER),
      BASE,
      { e: 5, p: 15, v: 1 },
      signer,
    );
    expect(uris(text)).toEqual([
      `${BASE}/clip-2/240p/index.m3u8?e=5&p=15&s=sig(clip-2/240p/index.m3u8)`,
      `${BASE}/clip-2/480p/index.m3u8?e=5&p=15&s=sig(clip-2/480p/index.m3u8)`,
    ]);
  });

  it.each([
    [15, 4],
    [16, 4],
    [16.5, 5],
    [1, 1],
    [4, 1],
    [23, 6],
    [24, 6],
    [600, 6],
  ])('a preview of %s s keeps %s segments and still ends the list', (p, kept) => {
    const text = renderPlaylist(
      parsePlaylist('c/240p/index.m3u8', VARIANT),
      BASE,
      { e: 9, p, v: 1 },
      signer,
    );
    expect(uris(text)).toHaveLength(kept);
    expect(text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it.each(['../../../img/ads/ad-1.jpg', '/etc/passwd', 'https://evil.example/x.m4s', 'a.m4s?x=1'])(
    'refuses a playlist whose URI %s is not a plain path inside the root',
    (uri) => {
      expect(() => parsePlaylist('c/240p/index.m3u8', `#EXTM3U\n#EXTINF:4,\n${uri}\n`)).toThrow();
    },
  );
});

describe('createVidLibrary', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vid-library-'));
    mkdirSync(path.join(root, 'c/240p'), { recursive: true });
    writeFileSync(path.join(root, 'c/240p/index.m3u8'), VARIANT);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets a preview fetch only segments that start before it ends', async () => {
    const library = createVidLibrary(mediaFileFinder(root));
    expect(await library.allowsSegment('c/240p/seg-003.m4s', 15)).toBe(true);
    expect(await library.allowsSegment('c/240p/seg-004.m4s', 15)).toBe(false);
    expect(await library.allowsSegment('c/240p/seg-004.m4s', 16.5)).toBe(true);
    expect(await library.allowsSegment('c/240p/seg-004.m4s', 0)).toBe(true);
    // Not in the playlist (or no playlist at all): never part of a preview.
    expect(await library.allowsSegment('c/240p/seg-099.m4s', 15)).toBe(false);
    expect(await library.allowsSegment('d/240p/seg-000.m4s', 15)).toBe(false);
  });

  it('parses a playlist once and answers null for a missing one', async () => {
    const library = createVidLibrary(mediaFileFinder(root));
    const first = await library.playlist('c/240p/index.m3u8');
    expect(first?.segments.size).toBe(6);
    expect(await library.playlist('c/240p/index.m3u8')).toBe(first);
    expect(await library.playlist('c/480p/index.m3u8')).toBeNull();
  });
});
