// 图生视频 orders under real concurrency (PGlite has one connection and cannot race): parallel
// repeats of one requestId charge exactly once, and parallel orders with diamonds to spare stop
// at the open limit, on a short balance never below zero. Skipped unless ORIGIN_TEST_DB=pg and
// DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

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
import { createCommunityHarness, type CommunityHarness } from './test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: CommunityHarness;

const PARALLEL = 20;

async function member(diamonds: number) {
  const me = await h.guest();
  await fund(tdb.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(h, me.token, await solidPhoto('blue')) };
}

const parallel = (me: { token: string; photo: string }, requestId?: string) =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      generateVideo(h, me.token, { photo: me.photo, ...(requestId ? { requestId } : {}) }),
    ),
  );

describe.skipIf(!pg)('图生视频 orders on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await openTestDb();
    expect(tdb.kind).toBe('postgres');
    // Held: the orders stay open, so the race is the generation's alone.
    h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { held: true });
  }, DB_HOOK_TIMEOUT_MS);
  beforeEach(() => h.reset());
  afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

  it(`${PARALLEL} parallel orders of one requestId charge exactly once`, async () => {
    const me = await member(1000);
    const results = await parallel(me, newRequestId());
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === AI_VIDEO_PRICE)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.order.id)).size).toBe(1);
    expect(await tdb.db.select().from(aiVideos).where(eq(aiVideos.userId, me.id))).toHaveLength(1);
    expect((await aiLedger(tdb.db, me.id)).map((l) => l.amount)).toEqual([-AI_VIDEO_PRICE]);
  });

  it('parallel orders with diamonds to spare stop at the open limit', async () => {
    const me = await member(100_000);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(AI_VIDEO_OPEN_MAX);
    expect(results.filter((r) => r.tip === TIP_AI_VIDEO_BUSY)).toHaveLength(
      PARALLEL - AI_VIDEO_OPEN_MAX,
    );
    expect(await aiLedger(tdb.db, me.id)).toHaveLength(AI_VIDEO_OPEN_MAX);
  });

  it('parallel orders on a balance for one never go below zero; the ledger sums match', async () => {
    const start = AI_VIDEO_PRICE + AI_VIDEO_PRICE / 2;
    const me = await member(start);
    const results = await parallel(me);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 200)) expect([4010, 4000]).toContain(r.code);
    const [wallet] = await tdb.db.select().from(wallets).where(eq(wallets.userId, me.id));
    const ledger = await aiLedger(tdb.db, me.id);
    expect(wallet!.diamonds).toBe(start - AI_VIDEO_PRICE);
    expect(start + ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet!.diamonds);
  });
});
