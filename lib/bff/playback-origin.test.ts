// The playback route through the real BFF code (lib/bff/proxy.ts) to the origin app served over
// HTTP on 127.0.0.1: signed query, sealed playlist opened by the BFF, line forwarded, and the
// segment URIs it hands the player fetched back from the origin.
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { proxyRequest } from './proxy';
import { bffUrl, testConfig, TEST_KEYS } from './bff.test-support';

import type { PlaybackResolver } from '@/origin/services/video/playback-types';
import { createHarness, type Harness } from '@/origin/test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '@/origin/test/test-db';

const clipOfVideo = (videoId: number) => (videoId === 2 ? 'clip-2' : 'clip-3');
const resolver: PlaybackResolver = async ({ videoId }) => ({
  clip: clipOfVideo(videoId),
  previewSeconds: videoId === 2 ? 6 : 0,
});

let tdb: TestDb;
let h: Harness;
let server: ServerType;
let originUrl: string;

beforeAll(async () => {
  tdb = await openTestDb();
  // Listen first (any free port), then build the app on that port: its VID lines name it.
  server = serve({ fetch: (request) => h.app.fetch(request), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  originUrl = `http://127.0.0.1:${port}`;
  h = await createHarness(tdb.db, {
    config: {
      port,
      publicUrl: originUrl,
      signKey: TEST_KEYS.SIGN_KEY,
      keyVersions: [
        { version: '1', requestKey: TEST_KEYS.REQUEST_KEY, responseKey: TEST_KEYS.RESPONSE_KEY },
      ],
    },
    deps: { playback: resolver, clipOf: async (videoId) => clipOfVideo(videoId) },
  });
  // The BFF signs with the real clock; the harness clock stands still at that moment.
  h.clock.ms = Date.now();
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

async function play(query: string, encrypt: boolean) {
  const flag = encrypt ? 'on' : 'off';
  const config = await testConfig(originUrl, {
    START_ENCRYPT_HTTP: flag,
    START_ENCRYPT_M3U8: flag,
  });
  return proxyRequest(new Request(bffUrl(`/api/app/media/h5/m3u8/${query}`)), config);
}

describe.each([
  ['sealed', true],
  ['plain', false],
])('BFF → origin playlist, %s', (_label, encrypt) => {
  it('hands the player the master playlist, whose every URI plays from the origin', async () => {
    const { token } = await h.guest();
    const res = await play(`5?token=${token}`, encrypt);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const master = await res.text();
    const variants = uris(master);
    expect(variants.map((u) => new URL(u).pathname)).toEqual([
      '/cdn/vid/clip-3/240p/index.m3u8',
      '/cdn/vid/clip-3/480p/index.m3u8',
    ]);
    for (const variant of variants) {
      expect(variant.startsWith(`${originUrl}/cdn/vid/`)).toBe(true);
      const playlist = await fetch(variant);
      expect(playlist.status).toBe(200);
      const text = await playlist.text();
      const media = [/#EXT-X-MAP:URI="([^"]+)"/.exec(text)![1]!, ...uris(text)];
      expect(media).toHaveLength(7);
      for (const uri of media) expect((await fetch(uri)).status, uri).toBe(200);
    }
  });

  it('forwards the line: the URIs move to the other loopback name', async () => {
    const { token } = await h.guest();
    const master = await (await play(`2?token=${token}&line=1`, encrypt)).text();
    for (const uri of uris(master)) {
      expect(new URL(uri).hostname).toBe('localhost');
      expect(new URL(uri).searchParams.get('p')).toBe('6');
    }
  });

  it("relays the origin's 1000 for a dead token", async () => {
    const res = await play(`5?token=${'x'.repeat(43)}`, encrypt);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 1000 });
  });
});
