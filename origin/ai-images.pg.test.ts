// 文生图 orders under real concurrency (PGlite has one connection and cannot race): parallel
// repeats of one requestId charge exactly once, parallel orders with diamonds to spare stop at
// the open limit and on a short balance never go below zero, and a failing picture refunds once
// however many workers fail it together. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG
// are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { AI_IMAGE_OPEN_MAX, AI_IMAGE_PRICE, TIP_AI_IMAGE_BUSY } from '@/lib/domain/ai/image';

import { aiImages } from './db/schema/ai-image';
import { wallets } from './db/schema/wallet';
import { silentLogger } from './logger';
import { failImageOrder, makeImageOrder } from './services/ai/image-jobs';
import { aiLedger, fund, newRequestId } from './test/ai-fixtures';
import { failingProvider, generateImage } from './test/ai-image-fixtures';
import { createCommunityHarness } from './test/community-fixtures';
import { pgSuite } from './test/pg-suite';

// Held: the orders stay open, so the race is the generation's alone.
const pg = pgSuite(
  (db) => createCommunityHarness(db, { guestPerIpPerMinute: 10_000 }, { held: true }),
  { reseed: false },
);

const PARALLEL = 20;

async function member(diamonds: number) {
  const me = await pg.h.guest();
  await fund(pg.db, me.id, diamonds);
  return me;
}

const parallel = (me: { token: string }, requestId?: string) =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      generateImage(pg.h, me.token, requestId ? { requestId } : {}),
    ),
  );

pg.describe('文生图 orders on PostgreSQL', () => {
  it(`${PARALLEL} parallel orders of one requestId charge exactly once`, async () => {
    const me = await member(1000);
    const results = await parallel(me, newRequestId());
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === AI_IMAGE_PRICE)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.order.id)).size).toBe(1);
    expect(await pg.db.select().from(aiImages).where(eq(aiImages.userId, me.id))).toHaveLength(1);
    expect((await aiLedger(pg.db, me.id)).map((l) => l.amount)).toEqual([-AI_IMAGE_PRICE]);
  });

  it('parallel orders with diamonds to spare stop at the open limit', async () => {
    const me = await member(100_000);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(AI_IMAGE_OPEN_MAX);
    expect(results.filter((r) => r.tip === TIP_AI_IMAGE_BUSY)).toHaveLength(
      PARALLEL - AI_IMAGE_OPEN_MAX,
    );
    expect(await aiLedger(pg.db, me.id)).toHaveLength(AI_IMAGE_OPEN_MAX);
  });

  it('parallel orders on a balance for two never go below zero; the ledger sums match', async () => {
    const start = 2 * AI_IMAGE_PRICE + AI_IMAGE_PRICE / 2;
    const me = await member(start);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    for (const r of results.filter((r) => r.code !== 200)) expect(r.code).toBe(4010);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    const ledger = await aiLedger(pg.db, me.id);
    expect(wallet!.diamonds).toBe(start - 2 * AI_IMAGE_PRICE);
    expect(start + ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet!.diamonds);
  });

  it('a failing picture refunds once, however many workers fail it at the same time', async () => {
    const me = await member(1000);
    const r = await generateImage(pg.h, me.token);
    const id = r.data.order.id as number;
    const deps = {
      db: pg.db,
      media: pg.h.media,
      provider: failingProvider('unavailable'),
      now: Date.now,
      logger: silentLogger(),
    };
    // Two processes resuming the same order, and more besides, each failing it.
    await Promise.all([
      ...Array.from({ length: PARALLEL / 2 }, () => makeImageOrder(deps, id)),
      ...Array.from({ length: PARALLEL / 2 }, () => failImageOrder(pg.db, id, 'x', Date.now())),
    ]);
    const [row] = await pg.db.select().from(aiImages).where(eq(aiImages.id, id));
    expect(row).toMatchObject({ status: 'failed', refunded: true });
    expect((await aiLedger(pg.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-AI_IMAGE_PRICE, 'ai_image'],
      [AI_IMAGE_PRICE, 'ai_image_refund'],
    ]);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds).toBe(1000);
  });
});
