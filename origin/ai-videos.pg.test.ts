// 图生视频 orders under real concurrency (PGlite has one connection and cannot race): parallel
// repeats of one requestId charge exactly once, and parallel orders with diamonds to spare stop
// at the open limit, on a short balance never below zero. Skipped unless ORIGIN_TEST_DB=pg and
// DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { AI_VIDEO_OPEN_MAX, AI_VIDEO_PRICE, TIP_AI_VIDEO_BUSY } from '@/lib/domain/ai/video';

import { aiVideos } from './db/schema/ai-video';
import { wallets } from './db/schema/wallet';
import {
  aiLedger,
  fund,
  generateVideo,
  newRequestId,
  solidPhoto,
  uploadPhoto,
} from './test/ai-fixtures';
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
  return { ...me, photo: await uploadPhoto(pg.h, me.token, await solidPhoto('blue')) };
}

const parallel = (me: { token: string; photo: string }, requestId?: string) =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      generateVideo(pg.h, me.token, { photo: me.photo, ...(requestId ? { requestId } : {}) }),
    ),
  );

pg.describe('图生视频 orders on PostgreSQL', () => {
  it(`${PARALLEL} parallel orders of one requestId charge exactly once`, async () => {
    const me = await member(1000);
    const results = await parallel(me, newRequestId());
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === AI_VIDEO_PRICE)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.order.id)).size).toBe(1);
    expect(await pg.db.select().from(aiVideos).where(eq(aiVideos.userId, me.id))).toHaveLength(1);
    expect((await aiLedger(pg.db, me.id)).map((l) => l.amount)).toEqual([-AI_VIDEO_PRICE]);
  });

  it('parallel orders with diamonds to spare stop at the open limit', async () => {
    const me = await member(100_000);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(AI_VIDEO_OPEN_MAX);
    expect(results.filter((r) => r.tip === TIP_AI_VIDEO_BUSY)).toHaveLength(
      PARALLEL - AI_VIDEO_OPEN_MAX,
    );
    expect(await aiLedger(pg.db, me.id)).toHaveLength(AI_VIDEO_OPEN_MAX);
  });

  it('parallel orders on a balance for one never go below zero; the ledger sums match', async () => {
    const start = AI_VIDEO_PRICE + AI_VIDEO_PRICE / 2;
    const me = await member(start);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 200)) expect([4010, 4000]).toContain(r.code);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    const ledger = await aiLedger(pg.db, me.id);
    expect(wallet!.diamonds).toBe(start - AI_VIDEO_PRICE);
    expect(start + ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet!.diamonds);
  });
});
