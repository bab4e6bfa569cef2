// Live TV at the origin, through the app: the guide (live/home, live/recommended) and playing a
// channel — the master from the playlist route, its live variant playlists sliding with the
// clock, and the clip's segments they list served by /cdn/vid under the channel's signature.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_LIVE_NOT_FOUND } from '@/lib/domain/live/live';
import { decryptText } from '@/lib/protocol/cipher';
import { newNonce, signPlayback } from '@/lib/protocol/sign';

import { liveChannels } from '../../db/schema/live';
import { SEED_LIVE_CHANNELS } from '../../seed/seed-live';
import { liveViewers } from '../../services/live/clock';
import { createVidSigner } from '../../services/video/vid-sign';
import { createHarness, TEST_SIGN_KEY, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const LINE = 'http://localhost:4000/cdn/vid';
type Channel = { id: number; name: string; viewers: number; categoryId: number };

const home = (body: Record<string, unknown> = {}) => h.call('live/home', { body });
const recommended = (body: Record<string, unknown> = {}) => h.call('live/recommended', { body });
const names = (list: Channel[]) => list.map((c) => c.name);
const takeOffAir = (id: number) =>
  tdb.db.update(liveChannels).set({ enabled: false }).where(eq(liveChannels.id, id));

describe('live/home', () => {
  it('answers without a session: the categories by sort, 热门直播, no channel', async () => {
    const r = await home();
    expect(r.code, r.tip).toBe(200);
    expect(r.data.categories).toEqual([
      { id: 1, name: '综合' },
      { id: 2, name: '影视' },
      { id: 3, name: '体育' },
      { id: 4, name: '少儿' },
    ]);
    expect(names(r.data.featured)).toEqual(['影视一台', '电影频道', '体育赛事']);
    expect(r.data.featured[0]).toEqual({
      id: 1,
      name: '影视一台',
      cover: '/covers/c-01.jpg',
      categoryId: 2,
      categoryName: '影视',
      programme: '电视剧《青山行》第12集',
      viewers: liveViewers(48_200, 1, h.clock.ms),
      playId: 'live-1',
    });
    expect(r.data.channel).toBeNull();
  });

  it('with channelId: that channel; null when unknown or off air; 4000 when malformed', async () => {
    const { token } = await h.guest();
    const r = await h.call('live/home', { token, body: { channelId: 8 } });
    expect(r.data.channel).toMatchObject({ id: 8, name: '音乐现场', categoryName: '综合' });
    expect((await home({ channelId: 999 })).data.channel).toBeNull();
    await takeOffAir(1);
    const off = await home({ channelId: 1 });
    expect(off.data.channel).toBeNull();
    expect(names(off.data.featured)).toEqual(['电影频道', '体育赛事']);
    for (const channelId of ['abc', 0, -1, 1.5]) {
      const bad = await home({ channelId });
      expect([bad.code, bad.tip], String(channelId)).toEqual([4000, '频道ID格式不正确']);
    }
  });

  it('the audience drifts with the clock', async () => {
    const before = (await home({ channelId: 4 })).data.channel.viewers;
    h.clock.advance(150);
    const after = (await home({ channelId: 4 })).data.channel.viewers;
    expect(after).not.toBe(before);
    expect(after).toBe(liveViewers(52_300, 4, h.clock.ms));
  });
});

describe('live/recommended', () => {
  it('lists every channel on air, most watched first, paged', async () => {
    const all = await recommended({ pageSize: 50 });
    expect(all.code, all.tip).toBe(200);
    expect(all.data.total).toBe(8);
    const viewers = all.data.list.map((c: Channel) => c.viewers);
    expect(viewers).toEqual([...viewers].sort((a, b) => b - a));
    const expected = SEED_LIVE_CHANNELS.map((c, i) => ({
      name: c.name,
      viewers: liveViewers(c.baseViewers, i + 1, h.clock.ms),
    })).sort((a, b) => b.viewers - a.viewers);
    expect(names(all.data.list)).toEqual(expected.map((c) => c.name));
    const page2 = await recommended({ page: 2, pageSize: 3, categoryId: 0 });
    expect(page2.data).toMatchObject({ page: 2, pageSize: 3, total: 8 });
    expect(names(page2.data.list)).toEqual(expected.slice(3, 6).map((c) => c.name));
  });

  it('follows the audience, not the operator order; off-air channels are left out', async () => {
    await tdb.db.update(liveChannels).set({ baseViewers: 1_000_000 }).where(eq(liveChannels.id, 8));
    await takeOffAir(4);
    const r = await recommended({ pageSize: 3 });
    expect(r.data.list[0].name).toBe('音乐现场');
    expect(r.data.total).toBe(7);
    expect(names((await recommended({ pageSize: 50 })).data.list)).not.toContain('体育赛事');
  });

  it('filters by category; an unknown category is an empty page', async () => {
    const sport = await recommended({ categoryId: 3 });
    expect(sport.data.list.map((c: Channel) => c.categoryId)).toEqual([3, 3]);
    expect(new Set(names(sport.data.list))).toEqual(new Set(['体育赛事', '户外运动']));
    expect((await recommended({ categoryId: 999 })).data).toMatchObject({ list: [], total: 0 });
    const bad = await recommended({ categoryId: -1 });
    expect([bad.code, bad.tip]).toEqual([4000, '分类ID格式不正确']);
  });
});

async function playlistUrl(id: string, token: string) {
  const path = `/api/app/media/h5/m3u8/${id}`;
  const timestamp = Math.floor(h.clock.ms / 1000);
  const nonce = newNonce();
  const sign = await signPlayback(h.keys.signKey, { token, path, timestamp, nonce });
  return `${path}?${new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce })}`;
}

const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
const tag = (text: string, name: string) =>
  Number(new RegExp(`^#${name}:(\\d+)$`, 'm').exec(text)?.[1] ?? NaN);

/** A guest's master for the channel, and its variant playlists' URLs. */
async function master(id: string) {
  const { token } = await h.guest();
  const res = await h.app.request(await playlistUrl(id, token));
  return { res, text: await res.text() };
}

describe('playing a channel', () => {
  it('a guest gets a master whose variants are the channel’s live playlists, signed for it', async () => {
    const { res, text } = await master('live-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(text.match(/#EXT-X-STREAM-INF:/g)).toHaveLength(2);
    const variants = uris(text).map((u) => new URL(u));
    expect(variants.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      `${LINE}/live/1/240p.m3u8`,
      `${LINE}/live/1/480p.m3u8`,
    ]);
    for (const u of variants) {
      expect(u.searchParams.get('p')).toBe('0');
      expect(u.searchParams.get('v')).toBe('live-1');
      expect(u.searchParams.get('e')).toBe(String(h.clock.ms / 1000 + 7200));
    }
  });

  it('is sealed like a video’s master when the BFF asks (START_ENCRYPT_M3U8)', async () => {
    const { token } = await h.guest();
    const res = await h.app.request(await playlistUrl('live-3', token), {
      headers: { 'x-encrypted': '1', 'x-key-version': '1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-encrypted')).toBe('1');
    const text = await decryptText(h.keys.codecs.current.responseKey, (await res.text()).trim());
    expect(uris(text).map((u) => new URL(u).pathname)).toEqual([
      '/cdn/vid/live/3/240p.m3u8',
      '/cdn/vid/live/3/480p.m3u8',
    ]);
  });

  it('a variant is live: six segments, no ENDLIST, each served by /cdn/vid; tampering refused', async () => {
    const variantUrl = uris((await master('live-1')).text)[1]!;
    const res = await h.app.request(variantUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(tag(text, 'EXT-X-TARGETDURATION')).toBe(4);
    expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBeGreaterThan(1000);
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)![1]!;
    const segments = uris(text);
    expect(segments).toHaveLength(6);
    for (const uri of [map, ...segments]) {
      expect(new URL(uri).pathname).toMatch(
        /^\/cdn\/vid\/clip-6\/480p\/(init\.mp4|seg-\d{3}\.m4s)$/,
      );
      const media = await h.app.request(uri);
      expect(media.status, uri).toBe(200);
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const forged = (uri: string) =>
      uri.replace(/s=([0-9a-f])/, (_, c) => `s=${c === '0' ? '1' : '0'}`);
    expect((await h.app.request(forged(segments[0]!))).status).toBe(403);
    expect((await h.app.request(forged(variantUrl))).status).toBe(403);
  });

  it('the window slides one segment per segment length as the clock moves', async () => {
    const variantUrl = uris((await master('live-1')).text)[0]!;
    const read = async () => await (await h.app.request(variantUrl)).text();
    let text = await read();
    let changes = 0;
    for (let s = 0; s < 16; s++) {
      h.clock.advance(1);
      const next = await read();
      const step = tag(next, 'EXT-X-MEDIA-SEQUENCE') - tag(text, 'EXT-X-MEDIA-SEQUENCE');
      expect([0, 1]).toContain(step);
      // Sliding: what was listed second is now listed first.
      if (step === 1) expect(uris(next).slice(0, 5)).toEqual(uris(text).slice(1));
      else expect(next).toBe(text);
      changes += step;
      text = next;
    }
    expect(changes).toBe(4);
  });

  it('where the loop restarts: a discontinuity, the init segment again, segment 0', async () => {
    // 纪录探索 loops clip-1 (six segments): every window meets the restart.
    const text = await (await h.app.request(uris((await master('live-7')).text)[0]!)).text();
    const lines = text.split('\n');
    const at = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(lines[at + 1]).toMatch(/^#EXT-X-MAP:URI=".*\/clip-1\/240p\/init\.mp4\?/);
    expect(lines[at + 3]).toMatch(/\/clip-1\/240p\/seg-000\.m4s\?/);
    expect(tag(text, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBeGreaterThan(100);
  });

  it('a channel’s links open its own clip only', async () => {
    const segment = uris(
      await (await h.app.request(uris((await master('live-1')).text)[0]!)).text(),
    )[0]!;
    const { searchParams } = new URL(segment);
    const grant = { e: Number(searchParams.get('e')), p: 0, v: 'live-1' as const };
    const signer = createVidSigner(TEST_SIGN_KEY, () => h.clock.ms);
    const other = `${LINE}/clip-1/240p/seg-000.m4s?${signer.query('clip-1/240p/seg-000.m4s', grant)}`;
    expect((await h.app.request(other)).status).toBe(403);
  });

  it('an unknown, malformed or off-air channel → 404 / 4040 直播频道不存在或已下线', async () => {
    const variantUrl = uris((await master('live-2')).text)[0]!;
    await takeOffAir(2);
    for (const id of ['live-999', 'live-abc', 'live-0', 'live-2']) {
      const { res, text } = await master(id);
      expect(res.status, id).toBe(404);
      expect(JSON.parse(text), id).toMatchObject({ code: 4040, tip: TIP_LIVE_NOT_FOUND });
    }
    // Its playlists stop too, once the lookup's short memory has passed.
    h.clock.advance(11);
    expect((await h.app.request(variantUrl)).status).toBe(404);
  });
});
