// media/pay and media/collect/pay: buying once, refusals that change nothing, collections that
// unlock their videos. (The parallel versions run on PostgreSQL: origin/media-pay.pg.test.ts.)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { purchases, walletLedger, wallets } from '../../db/schema/wallet';
import { resolvePlayback } from '../../services/video/entitlement';
import { createHarness, type Harness } from '../../test/harness';
import { catalogue, FREE, PAID, VIP, walletOf } from '../../test/media-fixtures';
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
const play = (viewer: Viewer, id: number) =>
  h.call('media/play', { token: viewer.token, body: { id } });
const playback = (viewer: Viewer, videoId: number) =>
  resolvePlayback({ db: tdb.db, userId: viewer.id, videoId, now: h.clock.ms });

describe('media/pay', () => {
  const ledgerOf = (userId: number) =>
    tdb.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

  it('buys once: the second call charges nothing, then the video plays in full', async () => {
    const buyer = await h.login('vip_normal');
    const start = walletOf(buyer.id);
    const first = await h.call('media/pay', { token: buyer.token, body: { id: PAID.id } });
    expect(first.envelope).toEqual({
      code: 200,
      data: { bought: true, balance: start - PAID.price, charged: PAID.price },
      tip: '',
      msg: 'ok',
    });
    const again = await h.call('media/pay', { token: buyer.token, body: { id: PAID.id } });
    expect(again.data).toEqual({ bought: true, balance: start - PAID.price, charged: 0 });
    const [wallet] = await tdb.db.select().from(wallets).where(eq(wallets.userId, buyer.id));
    expect(wallet!.diamonds).toBe(start - PAID.price);
    const spent = (await ledgerOf(buyer.id)).filter((l) => l.reason === 'video');
    expect(spent).toEqual([
      expect.objectContaining({
        amount: -PAID.price,
        balanceAfter: start - PAID.price,
        refId: PAID.id,
      }),
    ]);
    const r = await play(buyer, PAID.id);
    expect(r.data).toMatchObject({ entitled: true, reason: 'bought', balance: start - PAID.price });
    expect(await playback(buyer, PAID.id)).toMatchObject({ previewSeconds: 0 });
  });

  it('refuses with 4010 钻石余额不足 and changes nothing when diamonds are too few', async () => {
    for (const viewer of [await h.login('vip_dark'), await h.guest()]) {
      const r = await h.call('media/pay', { token: viewer.token, body: { id: PAID.id } });
      expect(r.status).toBe(402);
      expect(r.raw).toEqual({
        code: 4010,
        data: null,
        tip: '钻石余额不足',
        msg: 'insufficient_balance',
      });
      const bought = await tdb.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, viewer.id), eq(purchases.videoId, PAID.id)));
      expect(bought).toEqual([]);
      expect((await ledgerOf(viewer.id)).filter((l) => l.reason === 'video')).toEqual([]);
      expect((await play(viewer, PAID.id)).code).toBe(4030);
    }
    const [dark] = await tdb.db.select().from(wallets).where(eq(wallets.userId, 1005));
    expect(dark!.diamonds).toBe(walletOf(1005));
  });

  it('refuses free and VIP-only videos (nothing to buy) and unknown ones', async () => {
    const buyer = await h.login('demo');
    const free = await h.call('media/pay', { token: buyer.token, body: { id: FREE.id } });
    expect([free.code, free.tip]).toEqual([4000, '该视频免费观看，无需购买']);
    const vip = await h.call('media/pay', { token: buyer.token, body: { id: VIP.id } });
    expect([vip.code, vip.tip]).toEqual([4000, '该视频为VIP专享，开通VIP即可观看']);
    expect((await h.call('media/pay', { token: buyer.token, body: { id: 99999 } })).code).toBe(
      4040,
    );
    expect((await h.call('media/pay', { token: buyer.token, body: {} })).code).toBe(4000);
    expect((await h.call('media/pay', { body: { id: PAID.id } })).code).toBe(1000);
  });
});

describe('media/collect/pay', () => {
  const priced = catalogue.collections.find(
    (c) =>
      c.price > 0 && catalogue.videos.some((v) => v.collectionId === c.id && v.access === 'paid'),
  )!;
  const inside = catalogue.videos.find((v) => v.collectionId === priced.id && v.access === 'paid')!;

  it('unlocks every video of the collection, once', async () => {
    const buyer = await h.login('vip_supreme');
    const start = walletOf(buyer.id);
    expect((await play(buyer, inside.id)).code).toBe(4030);
    const first = await h.call('media/collect/pay', {
      token: buyer.token,
      body: { id: priced.id },
    });
    expect(first.data).toEqual({
      bought: true,
      balance: start - priced.price,
      charged: priced.price,
    });
    const again = await h.call('media/collect/pay', {
      token: buyer.token,
      body: { id: priced.id },
    });
    expect(again.data).toEqual({ bought: true, balance: start - priced.price, charged: 0 });
    expect((await play(buyer, inside.id)).data).toMatchObject({ entitled: true, reason: 'bought' });
    // Only this collection: a paid video outside it, or in another collection, stays locked.
    const elsewhere = catalogue.videos.find(
      (v) => v.access === 'paid' && v.collectionId !== null && v.collectionId !== priced.id,
    )!;
    for (const id of [PAID.id, elsewhere.id]) expect((await play(buyer, id)).code).toBe(4030);
    expect(await playback(buyer, inside.id)).toMatchObject({ previewSeconds: 0 });
    // Buying a video the collection already unlocked charges nothing.
    const video = await h.call('media/pay', { token: buyer.token, body: { id: inside.id } });
    expect(video.data).toEqual({ bought: true, balance: start - priced.price, charged: 0 });
    const details = await h.call('media/collect/details', {
      token: buyer.token,
      body: { id: priced.id },
    });
    expect(details.data.bought).toBe(true);
  });

  it('refuses too few diamonds, free collections and unknown ones', async () => {
    const poor = await h.login('vip_dark');
    const r = await h.call('media/collect/pay', { token: poor.token, body: { id: priced.id } });
    expect([r.code, r.tip]).toEqual([4010, '钻石余额不足']);
    const free = catalogue.collections.find((c) => c.price === 0)!;
    const buyer = await h.login('demo');
    const none = await h.call('media/collect/pay', { token: buyer.token, body: { id: free.id } });
    expect([none.code, none.tip]).toEqual([4000, '该合集免费，无需购买']);
    const unknown = await h.call('media/collect/pay', { token: buyer.token, body: { id: 999 } });
    expect([unknown.code, unknown.tip]).toEqual([4040, '合集不存在或已下架']);
  });
});
