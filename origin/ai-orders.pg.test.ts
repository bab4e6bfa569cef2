// Face-swap submissions under real concurrency (PGlite has one connection and cannot race):
// parallel repeats of one requestId charge exactly once, and parallel submissions on a balance
// that covers only some never take the wallet below zero, with the ledger matching. Skipped
// unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { aiOrders } from './db/schema/ai';
import { wallets } from './db/schema/wallet';
import { AI_TEMPLATES } from './seed/seed-ai';
import { TIP_AI_BUSY } from '@/lib/domain/ai/studio';
import {
  aiLedger,
  fund,
  newRequestId,
  solidPhoto,
  submitFace,
  uploadPhoto,
} from './test/ai-fixtures';
import { createCommunityHarness } from './test/community-fixtures';
import { pgSuite } from './test/pg-suite';

// Held: the orders stay unfinished, so the race is the submission's alone.
const pg = pgSuite(
  (db) => createCommunityHarness(db, { guestPerIpPerMinute: 10_000 }, { held: true }),
  { reseed: false },
);

const PARALLEL = 20;
const TEMPLATE = { id: 1, price: AI_TEMPLATES[0]!.price };

async function member(diamonds: number) {
  const me = await pg.h.guest();
  await fund(pg.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(pg.h, me.token, await solidPhoto('blue')) };
}

pg.describe('face-swap orders on PostgreSQL', () => {
  it(`${PARALLEL} parallel submissions of one requestId charge exactly once`, async () => {
    const me = await member(1000);
    const body = { templateId: TEMPLATE.id, photo: me.photo, requestId: newRequestId() };
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => submitFace(pg.h, me.token, body)),
    );
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    const charged = results.map((r) => r.data.charged);
    expect(charged.filter((c) => c === TEMPLATE.price)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.order.id)).size).toBe(1);
    const orders = await pg.db.select().from(aiOrders).where(eq(aiOrders.userId, me.id));
    expect(orders).toHaveLength(1);
    const ledger = await aiLedger(pg.db, me.id);
    expect(ledger.map((l) => l.amount)).toEqual([-TEMPLATE.price]);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds).toBe(1000 - TEMPLATE.price);
  });

  it('parallel submissions on a short balance never go below zero; the ledger sums match', async () => {
    // Enough for two orders; three may be unfinished at once: two succeed, the rest 4010 or 4000.
    const start = TEMPLATE.price * 2 + TEMPLATE.price / 2;
    const me = await member(start);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        submitFace(pg.h, me.token, { templateId: TEMPLATE.id, photo: me.photo }),
      ),
    );
    const ok = results.filter((r) => r.code === 200);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((r) => r.code !== 200)) expect([4010, 4000]).toContain(r.code);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    const ledger = await aiLedger(pg.db, me.id);
    expect(wallet!.diamonds).toBe(start - TEMPLATE.price * 2);
    expect(wallet!.diamonds).toBeGreaterThanOrEqual(0);
    expect(start + ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet!.diamonds);
    expect(ledger.at(-1)!.balanceAfter).toBe(wallet!.diamonds);
  });

  it('parallel submissions with diamonds to spare stop at 3 unfinished orders', async () => {
    const me = await member(100_000);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        submitFace(pg.h, me.token, { templateId: TEMPLATE.id, photo: me.photo }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.tip === TIP_AI_BUSY)).toHaveLength(PARALLEL - 3);
    expect(await aiLedger(pg.db, me.id)).toHaveLength(3);
  });
});
