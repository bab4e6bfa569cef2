// GET /api/app/media/h5/m3u8/:id in-process against PGlite: the signed query's refusals, the
// master playlist it answers (on the chosen VID line, signed, sealed on request), and that every
// URI inside it really plays from /cdn/vid on both lines.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { decryptText } from '@/lib/protocol/cipher';
import { newNonce, signPlayback } from '@/lib/protocol/sign';

import { notFound } from '../../http/envelope';
import type {
  PlaybackGrant,
  PlaybackRequest,
  PlaybackResolver,
} from '../../services/video/playback-types';
import { TIP_NO_VIDEO } from '../../services/video/playback-types';
import { createVidSigner } from '../../services/video/vid-sign';
import { createHarness, TEST_SIGN_KEY, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

const LINES = ['http://localhost:4000/cdn/vid', 'http://127.0.0.1:4000/cdn/vid'];

// A stand-in catalogue: the real resolver (services/video/entitlement.ts) is another module's work.
const CATALOGUE: Record<number, PlaybackGrant> = {
  7: { clip: 'clip-1', previewSeconds: 0 },
  8: { clip: 'clip-4', previewSeconds: 15 },
};
const asked: PlaybackRequest[] = [];
const resolver: PlaybackResolver = async (request) => {
  asked.push(request);
  const grant = CATALOGUE[request.videoId];
  if (!grant) throw notFound(TIP_NO_VIDEO);
  return grant;
};

const clipOf = async (videoId: number) => CATALOGUE[videoId]?.clip ?? null;

let tdb: TestDb;
let h: Harness;
let bare: Harness;
beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { deps: { playback: resolver, clipOf } });
  bare = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => {
  h.reset();
  asked.length = 0;
});

type Query = { token?: string; t?: number; nonce?: string; sign?: string; line?: string };

async function playlistUrl(id: string | number, q: Query = {}, harness = h) {
  const path = `/api/app/media/h5/m3u8/${id}`;
  const token = q.token ?? '';
  const timestamp = q.t ?? Math.floor(harness.clock.ms / 1000);
  const nonce = q.nonce ?? newNonce();
  const sign =
    q.sign ?? (await signPlayback(harness.keys.signKey, { token, path, timestamp, nonce }));
  const query = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
  if (q.line !== undefined) query.set('line', q.line);
  return `${path}?${query}`;
}

const get = (url: string, headers: Record<string, string> = {}, harness = h) =>
  harness.app.request(url, { headers });

async function envelope(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as { code: number; tip: string };
}

const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

describe('playlist refusals', () => {
  it('a bad signature, an old or future time, a forged or malformed query → 401 / 4001', async () => {
    const { token } = await h.guest();
    const now = Math.floor(h.clock.ms / 1000);
    const urls = [
      await playlistUrl(7, { token, sign: 'f'.repeat(40) }),
      await playlistUrl(7, { token, t: now - 301 }),
      await playlistUrl(7, { token, t: now + 301 }),
      // Signed for another video, or another token.
      (await playlistUrl(8, { token })).replace('/m3u8/8?', '/m3u8/7?'),
      (await playlistUrl(7, { token })).replace(`token=${token}`, `token=${token.slice(1)}x`),
      '/api/app/media/h5/m3u8/7',
      `/api/app/media/h5/m3u8/7?token=${token}&timestamp=abc&sign=%zz&nonce=`,
      `/api/app/media/h5/m3u8/7?token=%E0%A4%A&timestamp=1e9&sign=${'0'.repeat(40)}&nonce=x`,
      (await playlistUrl(7, { token })).replace(/nonce=[^&]+/, 'nonce=NOT-A-UUID'),
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.status, url).toBe(401);
      expect((await envelope(res)).code, url).toBe(4001);
    }
    expect(asked).toEqual([]);
  });

  it('a reused nonce → 401 / 4001, even when its x-api-key twin came first', async () => {
    const { token } = await h.guest();
    const url = await playlistUrl(7, { token });
    expect((await get(url)).status).toBe(200);
    const again = await get(url);
    expect(again.status).toBe(401);
    expect((await envelope(again)).code).toBe(4001);
    // One store for both kinds of nonce.
    const nonce = newNonce();
    expect((await h.call('ping/check', { method: 'GET', nonce })).code).toBe(200);
    expect((await envelope(await get(await playlistUrl(7, { token, nonce })))).code).toBe(4001);
  });

  it('no token, an unknown or a logged-out token → 401 / 1000', async () => {
    const { token } = await h.guest();
    expect((await h.call('user/logout', { token })).code).toBe(200);
    for (const t of ['', 'x'.repeat(43), token]) {
      const res = await get(await playlistUrl(7, { token: t }));
      expect(res.status).toBe(401);
      expect((await envelope(res)).code).toBe(1000);
    }
  });

  it('an id that is not a video → 404 / 4040 视频不存在 (malformed, or not in the catalogue)', async () => {
    const { token } = await h.guest();
    for (const id of ['9', '0', '007', 'abc', '99999999999']) {
      const res = await get(await playlistUrl(id, { token }));
      expect(res.status, id).toBe(404);
      const answer = await envelope(res);
      expect(answer, id).toMatchObject({ code: 4040 });
      expect(answer.tip, id).toMatch(new RegExp(`^${TIP_NO_VIDEO}`));
    }
    const other = await bare.guest();
    const res = await get(await playlistUrl(7, { token: other.token }, bare), {}, bare);
    expect(await envelope(res)).toMatchObject({ code: 4040 });
  });

  it('an unknown key version on an encrypted request → 401 / 4001', async () => {
    const { token } = await h.guest();
    const res = await get(await playlistUrl(7, { token }), {
      'x-encrypted': '1',
      'x-key-version': '99',
    });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(4001);
  });
});

describe('the master playlist', () => {
  it('lists both renditions absolute on line 0, signed for two hours, for the caller', async () => {
    const { token, id } = await h.guest();
    const res = await get(await playlistUrl(7, { token }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    const streams = text.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(streams).toHaveLength(2);
    expect(streams[0]).toMatch(
      /BANDWIDTH=\d+.*RESOLUTION=426x240.*CODECS="avc1\.42c01e,mp4a\.40\.2"/,
    );
    expect(streams[1]).toMatch(
      /BANDWIDTH=\d+.*RESOLUTION=854x480.*CODECS="avc1\.4d401e,mp4a\.40\.2"/,
    );
    const e = Math.floor(h.clock.ms / 1000) + 7200;
    const variants = uris(text).map((u) => new URL(u));
    expect(variants.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      `${LINES[0]}/clip-1/240p/index.m3u8`,
      `${LINES[0]}/clip-1/480p/index.m3u8`,
    ]);
    for (const u of variants) {
      expect([...u.searchParams.keys()]).toEqual(['e', 'p', 'v', 's']);
      expect(u.searchParams.get('e')).toBe(String(e));
      expect(u.searchParams.get('p')).toBe('0');
      expect(u.searchParams.get('s')).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(asked).toEqual([{ db: tdb.db, userId: id, videoId: 7, now: h.clock.ms }]);
  });

  it('gives two viewers minutes apart the same variant and segment URLs (a shared cache keeps one)', async () => {
    const linksOf = async () => {
      const { token } = await h.guest();
      const master = await (await get(await playlistUrl(7, { token }))).text();
      const variant = await (await h.app.request(uris(master)[0]!)).text();
      return [...uris(master), ...uris(variant)];
    };
    h.clock.advance(30);
    const first = await linksOf();
    h.clock.advance(4 * 60);
    expect(await linksOf()).toEqual(first);
    expect(Number(new URL(first[0]!).searchParams.get('e')) % 600).toBe(0);
  });

  it('takes the line asked for, and line 0 for anything out of range or malformed', async () => {
    const { token } = await h.guest();
    const hostOf = async (line?: string) =>
      new URL(uris(await (await get(await playlistUrl(7, { token, line }))).text())[0]!).origin;
    expect(await hostOf('1')).toBe('http://127.0.0.1:4000');
    expect(await hostOf('0')).toBe('http://localhost:4000');
    for (const line of ['2', '99', '-1', '1.5', 'x', '', '001'])
      expect(await hostOf(line), line).toBe('http://localhost:4000');
  });

  it('is sealed under the response key of the version asked for, with x-encrypted: 1', async () => {
    const { token } = await h.guest();
    const res = await get(await playlistUrl(8, { token }), {
      'x-encrypted': '1',
      'x-key-version': '1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-encrypted')).toBe('1');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const sealed = await res.text();
    expect(sealed).not.toContain('#EXTM3U');
    const text = await decryptText(h.keys.codecs.current.responseKey, sealed.trim());
    expect(uris(text)).toHaveLength(2);
    for (const uri of uris(text)) expect(new URL(uri).searchParams.get('p')).toBe('15');
  });

  it('every segment of every variant plays (200) on both lines, and stops being served after expiry', async () => {
    const { token } = await h.guest();
    for (const line of ['0', '1']) {
      const master = await (await get(await playlistUrl(7, { token, line }))).text();
      for (const variant of uris(master)) {
        const res = await h.app.request(variant);
        expect(res.status, variant).toBe(200);
        const text = await res.text();
        const targets = [/#EXT-X-MAP:URI="([^"]+)"/.exec(text)![1]!, ...uris(text)];
        expect(targets).toHaveLength(7);
        for (const uri of targets) {
          expect(uri.startsWith(LINES[Number(line)]!), uri).toBe(true);
          const media = await h.app.request(uri);
          expect(media.status, uri).toBe(200);
          expect(media.headers.get('content-type')).toBe('video/mp4');
          expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(500);
        }
      }
    }
    const master = await (await get(await playlistUrl(7, { token }))).text();
    const segment = uris(await (await h.app.request(uris(master)[0]!)).text())[0]!;
    h.clock.advance(7200);
    expect((await h.app.request(segment)).status).toBe(403);
  });

  it('a preview plays up to its cut and not a segment further', async () => {
    const { token } = await h.guest();
    const master = await (await get(await playlistUrl(8, { token }))).text();
    const variant = await (await h.app.request(uris(master)[1]!)).text();
    const segments = uris(variant);
    expect(segments).toHaveLength(4);
    for (const uri of segments) expect((await h.app.request(uri)).status).toBe(200);
    // The next segment, correctly signed with the same grant, is still refused.
    const last = new URL(segments[3]!);
    const grant = {
      e: Number(last.searchParams.get('e')),
      p: 15,
      v: Number(last.searchParams.get('v')),
    };
    const signer = createVidSigner(TEST_SIGN_KEY, () => h.clock.ms);
    const past = `${LINES[0]}/clip-4/480p/seg-004.m4s?${signer.query('clip-4/480p/seg-004.m4s', grant)}`;
    expect(last.pathname).toBe('/cdn/vid/clip-4/480p/seg-003.m4s');
    expect((await h.app.request(past)).status).toBe(403);
  });
});
