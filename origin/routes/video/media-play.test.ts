// media/play and resolvePlayback over the entitlement matrix (guest, registered, each VIP tier,
// expired VIP; free, VIP-only, paid, bought). Buying itself: media-pay.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { purchases } from '../../db/schema/wallet';
import { resolvePlayback } from '../../services/video/entitlement';
import { createHarness, type Harness } from '../../test/harness';
import { catalogue, demo, FREE, PAID, VIP, walletOf } from '../../test/media-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

type Viewer = { token: string; id: number };
const VIEWERS: Record<string, () => Promise<Viewer>> = {
  guest: () => h.guest(),
  demo: () => h.login('demo'),
  vip_normal: () => h.login('vip_normal'),
  vip_supreme: () => h.login('vip_supreme'),
  vip_dark: () => h.login('vip_dark'),
  vip_expired: () => h.login('vip_expired'),
};
const ACTIVE_VIPS = new Set(['vip_normal', 'vip_supreme', 'vip_dark']);

const play = (viewer: Viewer, id: number | string, extra: Record<string, unknown> = {}) =>
  h.call('media/play', { token: viewer.token, body: { id, ...extra } });
const playback = (viewer: Viewer, videoId: number | string, previewSeconds?: number) =>
  resolvePlayback({ db: tdb.db, userId: viewer.id, videoId, now: h.clock.ms, previewSeconds });

describe('media/play and resolvePlayback: the entitlement matrix', () => {
  it.each(Object.keys(VIEWERS))('%s: a free video plays in full', async (name) => {
    const viewer = await VIEWERS[name]!();
    const r = await play(viewer, FREE.id);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      entitled: true,
      reason: 'free',
      previewSeconds: 0,
      price: 0,
      ad: null,
      playlist: `/api/app/media/h5/m3u8/${FREE.id}`,
    });
    expect(await playback(viewer, FREE.id)).toEqual({ clip: FREE.clip, previewSeconds: 0 });
  });

  it.each(Object.keys(VIEWERS))(
    '%s: a VIP-only video plays in full only for an active VIP',
    async (name) => {
      const viewer = await VIEWERS[name]!();
      const r = await play(viewer, VIP.id);
      if (ACTIVE_VIPS.has(name)) {
        expect(r.status).toBe(200);
        expect(r.data).toMatchObject({
          entitled: true,
          reason: 'vip',
          previewSeconds: 0,
          ad: null,
        });
        expect(await playback(viewer, VIP.id)).toEqual({ clip: VIP.clip, previewSeconds: 0 });
      } else {
        expect(r.status).toBe(403);
        expect(r.code).toBe(4030);
        expect(r.tip).toBe('开通VIP即可观看完整视频');
        expect(r.data).toMatchObject({
          entitled: false,
          reason: null,
          previewSeconds: 15,
          price: 0,
          // The position-40 ad of the seeded config plays before the preview.
          ad: { position: 40, title: '开通VIP 跳过广告', href: '/mine/vip' },
        });
        expect(await playback(viewer, VIP.id)).toEqual({ clip: VIP.clip, previewSeconds: 15 });
      }
    },
  );

  it.each(Object.keys(VIEWERS))(
    '%s: a paid video is a preview until bought, VIP or not',
    async (name) => {
      const viewer = await VIEWERS[name]!();
      const r = await play(viewer, PAID.id);
      expect(r.status).toBe(403);
      expect(r.code).toBe(4030);
      expect(r.tip).toBe('购买后即可观看完整视频');
      expect(r.data).toMatchObject({
        entitled: false,
        reason: null,
        previewSeconds: 15,
        price: PAID.price,
      });
      expect(r.data.ad.position).toBe(40);
      expect(await playback(viewer, PAID.id)).toEqual({ clip: PAID.clip, previewSeconds: 15 });
    },
  );

  it('a bought video plays in full for its buyer only (the demo account bought one)', async () => {
    const buyer = await h.login('demo');
    const r = await play(buyer, demo.bought.id);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ entitled: true, reason: 'bought', price: demo.bought.price });
    expect(await playback(buyer, demo.bought.id)).toMatchObject({ previewSeconds: 0 });
    const other = await h.login('vip_supreme');
    expect((await play(other, demo.bought.id)).code).toBe(4030);
    expect(await playback(other, demo.bought.id)).toMatchObject({ previewSeconds: 15 });
  });

  it('an expired VIP who bought a VIP-only video still watches it', async () => {
    const viewer = await h.login('vip_expired');
    await tdb.db
      .insert(purchases)
      .values({ userId: viewer.id, videoId: VIP.id, price: 0, createdAt: new Date() });
    const r = await play(viewer, VIP.id);
    expect(r.data).toMatchObject({ entitled: true, reason: 'bought' });
  });

  it('a VIP tier counts only until the moment it runs out', async () => {
    h.clock.ms = Date.UTC(2099, 11, 31, 15, 59, 58);
    const viewer = await h.login('vip_normal');
    expect((await play(viewer, VIP.id)).code).toBe(200);
    h.clock.ms = Date.UTC(2099, 11, 31, 16, 0, 0);
    expect((await play(viewer, VIP.id)).code).toBe(4030);
    expect(await playback(viewer, VIP.id)).toMatchObject({ previewSeconds: 15 });
  });

  it('answers the caller’s balance and resume position, and counts a view each time', async () => {
    const viewer = await h.login('demo');
    const first = await play(viewer, FREE.id);
    expect(first.data.balance).toBe(walletOf(1002));
    expect(first.data.position).toBe(0);
    expect(first.data.video.views).toBe(FREE.views + 1);
    await h.call('media/trackList', { token: viewer.token, body: { id: FREE.id, position: 9 } });
    const second = await play(viewer, FREE.id);
    expect(second.data.position).toBe(9);
    expect(second.data.video.views).toBe(FREE.views + 2);
  });

  it('a prefetch (the short pager’s look-ahead) answers the same without counting a view', async () => {
    const viewer = await h.login('demo');
    const ahead = await play(viewer, FREE.id, { prefetch: true });
    expect(ahead.code).toBe(200);
    expect(ahead.data.video.views).toBe(FREE.views);
    const again = await play(viewer, FREE.id, { prefetch: true });
    expect(again.data.video.views).toBe(FREE.views);
    // Shown: counted once.
    expect((await play(viewer, FREE.id)).data.video.views).toBe(FREE.views + 1);
    expect((await play(viewer, FREE.id, { prefetch: true })).data.video.views).toBe(FREE.views + 1);
    // A locked video's look-ahead is the same 4030 with its preview rules, uncounted.
    const locked = await play(viewer, VIP.id, { prefetch: true });
    expect(locked.code).toBe(4030);
    expect(locked.data.video.views).toBe(VIP.views);
    expect((await play(viewer, 99999, { prefetch: true })).code).toBe(4040);
    const bad = await play(viewer, FREE.id, { prefetch: 'yes' });
    expect(bad.code).toBe(4000);
    expect(bad.tip).toBe('参数 prefetch 需为 true 或 false');
  });

  it('answers the video’s detail: description, tags, actor, topic, collection, like and favourite', async () => {
    const viewer = await h.login('demo');
    const r = await play(viewer, demo.liked);
    const seeded = catalogue.videos.find((v) => v.id === demo.liked)!;
    const actor = catalogue.actors.find((a) => a.id === seeded.actorId);
    expect(r.data.video).toMatchObject({
      id: seeded.id,
      title: seeded.title,
      description: seeded.description,
      cover: seeded.cover,
      duration: seeded.duration,
      access: 'free',
      publishedAt: Math.floor(seeded.publishedAt.getTime() / 1000),
      liked: true,
      collected: true,
      actor: actor ? { id: actor.id, name: actor.name, avatar: actor.avatar } : null,
    });
    expect(r.data.video.tags.map((t: { id: number }) => t.id)).toEqual(
      seeded.tagIds.slice(0, 3).sort((a, b) => a - b),
    );
  });

  it('uses the configured preview length', async () => {
    const longer = await createHarness(tdb.db, { config: { previewSeconds: 20 } });
    const viewer = await longer.guest();
    const r = await longer.call('media/play', { token: viewer.token, body: { id: VIP.id } });
    expect(r.data.previewSeconds).toBe(20);
    expect(await playback(viewer, VIP.id, 20)).toMatchObject({ previewSeconds: 20 });
  });

  it('seals the 4030 PlayInfo like a success when the request came encrypted', async () => {
    const viewer = await h.guest();
    const r = await h.call('media/play', {
      token: viewer.token,
      body: { id: VIP.id },
      encrypted: true,
    });
    expect(r.code).toBe(4030);
    expect(r.raw.hash).toBe(true);
    expect(typeof r.raw.data).toBe('string');
    expect(r.data.entitled).toBe(false);
  });

  it('refuses unknown and malformed ids, and calls without a session', async () => {
    const viewer = await h.guest();
    const unknown = await play(viewer, 99999);
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toEqual({
      code: 4040,
      data: null,
      tip: '视频不存在或已下架',
      msg: 'not_found',
    });
    for (const id of ['abc', 0, -1, 1.5, null]) {
      const r = await play(viewer, id as number);
      expect(r.code).toBe(4000);
      expect(r.tip).toBe('视频ID格式不正确');
    }
    expect((await h.call('media/play', { body: { id: FREE.id } })).code).toBe(1000);
    for (const id of [99999, 'abc', '../1', '']) {
      await expect(playback(viewer, id)).rejects.toMatchObject({ code: 4040 });
    }
  });
});
