// AI小说 under real concurrency (PGlite has one connection and cannot race): parallel repeats of one
// requestId charge exactly once, parallel novels with diamonds to spare stop at the open limit, on
// a short balance never below zero, and a failure reported by many runs at once refunds once.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { AI_NOVEL_OPEN_MAX, TIP_AI_NOVEL_BUSY, aiNovelPrice } from '@/lib/domain/ai/novel';

import { aiNovels } from './db/schema/ai-novel';
import { wallets } from './db/schema/wallet';
import { failNovel } from './services/ai/novel-jobs';
import { createLocalProvider } from './services/ai/provider-local';
import { aiLedger, fund, newRequestId } from './test/ai-fixtures';
import { generateNovel } from './test/ai-novel-fixtures';
import { createCommunityHarness } from './test/community-fixtures';
import { pgSuite } from './test/pg-suite';

// Held: the novels stay open, so the race is the generation's alone.
const pg = pgSuite(
  (db) =>
    createCommunityHarness(
      db,
      { guestPerIpPerMinute: 10_000 },
      { held: true, ai: createLocalProvider({ delayMs: 0 }) },
    ),
  { reseed: false },
);

const PARALLEL = 20;
const PRICE = aiNovelPrice(2);

async function member(diamonds: number) {
  const me = await pg.h.guest();
  await fund(pg.db, me.id, diamonds);
  return me;
}

const parallel = (token: string, requestId?: string) =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      generateNovel(pg.h, token, { chapters: 2, ...(requestId ? { requestId } : {}) }),
    ),
  );

pg.describe('AI小说 on PostgreSQL', () => {
  it(`${PARALLEL} parallel novels of one requestId charge exactly once`, async () => {
    const me = await member(1000);
    const results = await parallel(me.token, newRequestId());
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === PRICE)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.novel.id)).size).toBe(1);
    expect(await pg.db.select().from(aiNovels).where(eq(aiNovels.userId, me.id))).toHaveLength(1);
    expect((await aiLedger(pg.db, me.id)).map((l) => l.amount)).toEqual([-PRICE]);
  });

  it('parallel novels with diamonds to spare stop at the open limit', async () => {
    const me = await member(100_000);
    const results = await parallel(me.token);
    expect(results.filter((r) => r.code === 200)).toHaveLength(AI_NOVEL_OPEN_MAX);
    expect(results.filter((r) => r.tip === TIP_AI_NOVEL_BUSY)).toHaveLength(
      PARALLEL - AI_NOVEL_OPEN_MAX,
    );
    expect(await aiLedger(pg.db, me.id)).toHaveLength(AI_NOVEL_OPEN_MAX);
  });

  it('parallel novels on a balance for one never go below zero; the ledger sums match', async () => {
    const start = PRICE + PRICE / 2;
    const me = await member(start);
    const results = await parallel(me.token);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 200)) expect([4010, 4000]).toContain(r.code);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    const ledger = await aiLedger(pg.db, me.id);
    expect(wallet!.diamonds).toBe(start - PRICE);
    expect(start + ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet!.diamonds);
  });

  it('a failure reported by many runs at once refunds the unwritten chapters once', async () => {
    const me = await member(1000);
    const r = await generateNovel(pg.h, me.token, { chapters: 3 });
    const id = r.data.novel.id as number;
    // As a run leaves it that wrote the first of three chapters.
    await pg.db.update(aiNovels).set({ status: 'writing', written: 1 }).where(eq(aiNovels.id, id));
    await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        failNovel(pg.db, id, '生成失败，请稍后重试', Date.now()),
      ),
    );
    const [novel] = await pg.db.select().from(aiNovels).where(eq(aiNovels.id, id));
    expect(novel).toMatchObject({ status: 'failed', refunded: aiNovelPrice(2) });
    expect((await aiLedger(pg.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-aiNovelPrice(3), 'ai_novel'],
      [aiNovelPrice(2), 'ai_novel_refund'],
    ]);
    expect(await pg.db.select().from(wallets).where(eq(wallets.userId, me.id))).toEqual([
      expect.objectContaining({ diamonds: 1000 - aiNovelPrice(1) }),
    ]);
  });
});
