// Buying under real concurrency (PGlite has one connection and cannot race): parallel media/pay
// and media/collect/pay calls for one user and item charge exactly once, and parallel buys of
// different items never take a wallet below zero. Skipped unless ORIGIN_TEST_DB=pg and
// DATABASE_URL_PG are set.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { collectionPurchases, purchases, walletLedger, wallets } from './db/schema/wallet';
import { seedCatalogue } from './seed/seed-media';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db));

const catalogue = seedCatalogue();
const PAID = catalogue.videos.filter((v) => v.access === 'paid' && v.collectionId === null);
const COLLECTION = catalogue.collections.find((c) => c.price > 0)!;
const PARALLEL = 20;

async function walletState(userId: number) {
  const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, userId));
  const ledger = await pg.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
  return { diamonds: wallet!.diamonds, spends: ledger.filter((l) => l.amount < 0) };
}

pg.describe('buying on PostgreSQL', () => {
  it(`${PARALLEL} parallel media/pay calls for one video charge exactly once`, async () => {
    const buyer = await pg.h.login('vip_supreme');
    const video = PAID[0]!;
    const before = await walletState(buyer.id);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        pg.h.call('media/pay', { token: buyer.token, body: { id: video.id } }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    const charged = results.map((r) => r.data.charged);
    expect(charged.filter((c) => c === video.price)).toHaveLength(1);
    expect(charged.filter((c) => c === 0)).toHaveLength(PARALLEL - 1);
    const after = await walletState(buyer.id);
    expect(after.diamonds).toBe(before.diamonds - video.price);
    expect(after.spends).toEqual([
      expect.objectContaining({
        amount: -video.price,
        balanceAfter: after.diamonds,
        reason: 'video',
        refId: video.id,
      }),
    ]);
    const rows = await pg.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, buyer.id), eq(purchases.videoId, video.id)));
    expect(rows).toHaveLength(1);
    // Every answer reports the balance after the one charge.
    expect(new Set(results.map((r) => r.data.balance))).toEqual(new Set([after.diamonds]));
  }, 60_000);

  it(`${PARALLEL} parallel media/collect/pay calls for one collection charge exactly once`, async () => {
    const buyer = await pg.h.login('vip_supreme');
    const before = await walletState(buyer.id);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        pg.h.call('media/collect/pay', { token: buyer.token, body: { id: COLLECTION.id } }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === COLLECTION.price)).toHaveLength(1);
    const after = await walletState(buyer.id);
    expect(after.diamonds).toBe(before.diamonds - COLLECTION.price);
    expect(after.spends).toEqual([
      expect.objectContaining({
        amount: -COLLECTION.price,
        reason: 'collection',
        refId: COLLECTION.id,
      }),
    ]);
    const rows = await pg.db
      .select()
      .from(collectionPurchases)
      .where(eq(collectionPurchases.userId, buyer.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('parallel buys of different videos stop at the balance, never below zero', async () => {
    const buyer = await pg.h.login('vip_normal');
    const videos = PAID.slice(0, 12);
    // Enough for some of them only.
    const budget = videos.slice(0, 4).reduce((sum, v) => sum + v.price, 0);
    await pg.db.update(wallets).set({ diamonds: budget }).where(eq(wallets.userId, buyer.id));
    const results = await Promise.all(
      videos.map((v) => pg.h.call('media/pay', { token: buyer.token, body: { id: v.id } })),
    );
    const bought = results.filter((r) => r.code === 200);
    expect(bought.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 4010)).toBe(true);
    const spent = bought.reduce((sum, r) => sum + (r.data.charged as number), 0);
    const after = await walletState(buyer.id);
    expect(after.diamonds).toBe(budget - spent);
    expect(after.diamonds).toBeGreaterThanOrEqual(0);
    // A refusal means the balance could not cover it then, and the balance only fell since.
    videos.forEach((v, i) => {
      if (results[i]!.code === 4010) expect(v.price).toBeGreaterThan(after.diamonds);
    });
    expect(after.spends).toHaveLength(bought.length);
    const rows = await pg.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    expect(rows).toHaveLength(bought.length);
  }, 60_000);

  it('parallel likes from one user count once', async () => {
    const viewer = await pg.h.guest();
    const video = catalogue.videos[0]!;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        pg.h.call('media/like', { token: viewer.token, body: { id: video.id, like: true } }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    const play = await pg.h.call('media/play', { token: viewer.token, body: { id: video.id } });
    expect(play.data.video.likes).toBe(video.likes + 1);
  }, 60_000);
});
