// /cdn/vid against the committed clips (origin/media/vid), with a movable clock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { mediaFileFinder } from '../../services/video/media-files';
import { createVidLibrary } from '../../services/video/vid-playlists';
import { createVidSigner } from '../../services/video/vid-sign';
import { createCdnVidRoutes, parseRange, TIP_VID_EXPIRED } from './cdn-vid';

const VID_DIR = fileURLToPath(new URL('../../media/vid', import.meta.url));
const LINES = ['http://localhost:4000/cdn/vid', 'http://127.0.0.1:4000/cdn/vid'];
const T0 = Date.UTC(2025, 5, 1, 4, 0, 0);
const E = T0 / 1000 + 7200;
/** Video n plays clip-n in these tests; 9 plays nothing. */
const videoOf = (target: string) => Number(/^clip-(\d)/.exec(target)?.[1] ?? 9);
const clipOf = async (videoId: number) => (videoId <= 4 ? `clip-${videoId}` : null);

function setup() {
  const clock = { ms: T0 };
  const now = () => clock.ms;
  const find = mediaFileFinder(VID_DIR);
  const signer = createVidSigner('cdn-vid-test-key', now);
  const app = createCdnVidRoutes({
    find,
    library: createVidLibrary(find),
    signer,
    lines: LINES,
    now,
    clipOf,
  });
  /** A signed URL on line 0 for the file at `target`, issued for the video that plays it. */
  const url = (target: string, p = 0, e = E, v = videoOf(target)) =>
    `${LINES[0]}/${target}?${signer.query(target, { e, p, v })}`;
  return { clock, app, url, signer };
}

const onDisk = (target: string) => new Uint8Array(readFileSync(path.join(VID_DIR, target)));
const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({
    code: 4001,
    data: null,
    tip: TIP_VID_EXPIRED,
    msg: 'bad_signature',
  });
}

describe('/cdn/vid', () => {
  it('serves a signed segment: exact bytes, video/mp4, CORS open, shared until the expiry', async () => {
    const { app, url } = setup();
    const res = await app.request(url('clip-1/240p/seg-002.m4s'));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(onDisk('clip-1/240p/seg-002.m4s'));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=7200, immutable');
    const init = await app.request(url('clip-1/480p/init.mp4'));
    expect(new Uint8Array(await init.arrayBuffer())).toEqual(onDisk('clip-1/480p/init.mp4'));
  });

  it('refuses a link once it has expired (403 / 4001), and shortens max-age on the way', async () => {
    const { app, url, clock } = setup();
    const link = url('clip-2/480p/seg-000.m4s');
    clock.ms += 7000 * 1000;
    expect((await app.request(link)).headers.get('cache-control')).toBe(
      'public, max-age=200, immutable',
    );
    clock.ms = E * 1000;
    await expectRefused(await app.request(link));
  });

  it('refuses a missing, malformed or forged signature, and a tampered p or path', async () => {
    const { app, url } = setup();
    const good = new URL(url('clip-1/240p/seg-001.m4s', 15));
    const variants = [
      `${LINES[0]}/clip-1/240p/seg-001.m4s`,
      good.href.replace(/s=[0-9a-f]+/, 's=zz'),
      good.href.replace(/s=[0-9a-f]{4}/, 's=0000'),
      good.href.replace('p=15', 'p=0'),
      good.href.replace('seg-001', 'seg-000'),
      good.href.replace('/240p/', '/480p/'),
      good.href.replace(`e=${E}`, `e=${E + 3600}`),
      good.href.replace('v=1', 'v=2'),
      good.href.replace('&v=1', ''),
    ];
    for (const href of variants) await expectRefused(await app.request(href));
  });

  it('opens a file only for a link issued for a video that plays it (files may be shared)', async () => {
    const { app, url } = setup();
    // Correctly signed, but for video 2, which plays clip-2: no clip-1 file for it.
    await expectRefused(await app.request(url('clip-1/240p/seg-000.m4s', 0, E, 2)));
    // A video that no longer exists opens nothing either.
    await expectRefused(await app.request(url('clip-1/240p/seg-000.m4s', 0, E, 9)));
    expect((await app.request(url('clip-1/240p/seg-000.m4s', 0, E, 1))).status).toBe(200);
  });

  it('serves a variant playlist with every URI absolute on the host asked, signed for its file', async () => {
    const { app, signer } = setup();
    for (const line of LINES) {
      const target = 'clip-3/480p/index.m3u8';
      const res = await app.request(
        `${line}/${target}?${signer.query(target, { e: E, p: 0, v: 3 })}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const text = await res.text();
      const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
      expect(map).toBe(
        `${line}/clip-3/480p/init.mp4?${signer.query('clip-3/480p/init.mp4', { e: E, p: 0, v: 3 })}`,
      );
      const segments = uris(text);
      expect(segments).toHaveLength(6);
      segments.forEach((uri, i) => {
        const name = `clip-3/480p/seg-00${i}.m4s`;
        expect(uri).toBe(`${line}/${name}?${signer.query(name, { e: E, p: 0, v: 3 })}`);
      });
      expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    }
  });

  it('uses the request’s own origin for a host that is not a configured line', async () => {
    const { app, signer } = setup();
    const target = 'clip-1/240p/index.m3u8';
    const res = await app.request(
      `http://cdn.example:8080/cdn/vid/${target}?${signer.query(target, { e: E, p: 0, v: 1 })}`,
    );
    for (const uri of uris(await res.text()))
      expect(uri).toMatch(/^http:\/\/cdn\.example:8080\/cdn\/vid\/clip-1\/240p\//);
  });

  it('cuts a preview’s playlist after the segment reaching p, and refuses the segments after it', async () => {
    const { app, url, signer } = setup();
    const text = await (await app.request(url('clip-4/240p/index.m3u8', 15))).text();
    const segments = uris(text);
    expect(segments.map((u) => new URL(u).pathname.split('/').at(-1))).toEqual([
      'seg-000.m4s',
      'seg-001.m4s',
      'seg-002.m4s',
      'seg-003.m4s',
    ]);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    for (const uri of segments) {
      expect(uri).toContain('p=15');
      expect((await app.request(uri)).status).toBe(200);
    }
    // Correctly signed for the preview, but past it.
    await expectRefused(await app.request(url('clip-4/240p/seg-004.m4s', 15)));
    await expectRefused(await app.request(url('clip-4/240p/seg-005.m4s', 15)));
    // The whole video's grant reaches every segment.
    expect((await app.request(url('clip-4/240p/seg-005.m4s', 0))).status).toBe(200);
    expect(signer.query('x', { e: 1, p: 0, v: 1 })).not.toBe(
      signer.query('x', { e: 1, p: 15, v: 1 }),
    );
  });

  it('answers byte ranges with 206 and the exact slice, and 416 past the end', async () => {
    const { app, url } = setup();
    const target = 'clip-2/240p/seg-001.m4s';
    const bytes = onDisk(target);
    const part = await app.request(url(target), { headers: { range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('200');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 300));
    const tail = await app.request(url(target), { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const open = await app.request(url(target), {
      headers: { range: `bytes=${bytes.length - 5}-` },
    });
    expect(open.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`,
    );
    const past = await app.request(url(target), { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(past.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a shared cache keep segments and init sections until the link expires, playlists a minute', async () => {
    const { app, url, clock } = setup();
    const shared = 'public, max-age=7200, immutable';
    for (const target of ['clip-3/480p/init.mp4', 'clip-3/480p/seg-001.m4s']) {
      expect((await app.request(url(target))).headers.get('cache-control')).toBe(shared);
    }
    // A preview's segment is as shareable: p is in the URL, so every previewer asks the same one.
    const preview = await app.request(url('clip-3/240p/seg-000.m4s', 15));
    expect(preview.headers.get('cache-control')).toBe(shared);
    const playlist = url('clip-3/480p/index.m3u8');
    expect((await app.request(playlist)).headers.get('cache-control')).toBe(
      'public, max-age=7200, s-maxage=60',
    );
    clock.ms = (E - 30) * 1000;
    expect((await app.request(playlist)).headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=30',
    );
    // Refused links are never kept: a cache cannot turn a forged or expired link into bytes.
    const forged = new URL(url('clip-3/480p/seg-001.m4s'));
    forged.searchParams.set('s', '0'.repeat(32));
    await expectRefused(await app.request(forged.href));
    clock.ms = E * 1000;
    await expectRefused(await app.request(url('clip-3/480p/seg-001.m4s')));
  });

  it('answers HEAD without a body, and the CORS preflight for Range', async () => {
    const { app, url } = setup();
    const head = await app.request(url('clip-1/240p/seg-000.m4s'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(
      String(onDisk('clip-1/240p/seg-000.m4s').length),
    );
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const preflight = await app.request(`${LINES[1]}/clip-1/240p/seg-000.m4s`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'range' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('range');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('answers 404 to a way out of the folder or a type it does not serve, even when signed', async () => {
    const { app, signer } = setup();
    for (const target of [
      // (%2e%2e as a whole segment is resolved by the URL parser before any route sees it.)
      '%2e%2e%2fimg%2fads%2fad-1.jpg',
      'clip-1/..%2f..%2fimg/ads/ad-1.jpg',
      'clip-1%2f..%2f..%2fimg%2fads%2fad-1.jpg',
      'clip-1/240p/.hidden.m4s',
      '..%5c..%5capp.ts',
      'clip-1/240p/seg-000.ts',
      'clip-1/240p/missing.m4s',
    ]) {
      const signed = signer.query(decodeURIComponent(target), { e: E, p: 0, v: 1 });
      const res = await app.request(`${LINES[0]}/${target}?${signed}`);
      expect(res.status, target).toBe(404);
      expect((await res.json()).code, target).toBe(4040);
    }
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-20', { start: 80, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-2', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
