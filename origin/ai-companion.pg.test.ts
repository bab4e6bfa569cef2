// AI女友's money under real concurrency (PGlite has one connection and cannot race): parallel
// repeats of one score/pay requestId charge exactly once; parallel purchases stop where the
// diamonds end, never below zero; parallel replies of one user, sent to two origin processes,
// stream one at a time and never take the 积分 below zero; top-ups landing while a reply pays
// for itself lose nothing. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import {
  COMPANION_CHARS_PER_CREDIT,
  COMPANION_PACKS,
  TIP_COMPANION_BUSY,
  TIP_COMPANION_NO_CREDITS,
} from '@/lib/domain/ai/companion';

import { companionMessages, companionOrders } from './db/schema/ai-companion';
import { diamondBalance } from './services/money/wallet';
import { aiLedger, fund, newRequestId } from './test/ai-fixtures';
import {
  chat,
  creditsOf,
  scriptedProvider,
  setCredits,
  type Script,
} from './test/companion-fixtures';
import { createHarness, type Harness } from './test/harness';
import { pgSuite } from './test/pg-suite';

let script: Script = { pieces: [] };

/** Two origin processes on one database, as a scaled-out deployment runs them. */
const pg = pgSuite(
  async (db) => {
    const fake = scriptedProvider(() => script);
    const options = { config: { guestPerIpPerMinute: 10_000 }, deps: { ai: fake.provider } };
    const [a, b] = [await createHarness(db, options), await createHarness(db, options)];
    return { a, b, reset: () => [a, b].forEach((h) => h.reset()) };
  },
  { reseed: false },
);

const PARALLEL = 20;
const PACK = COMPANION_PACKS[0]!;

const pay = (h: Harness, token: string, requestId: string) =>
  h.call('aiGirlfriend/score/pay', { token, body: { packId: PACK.id, requestId } });

/** A guest whose trial was given already, with `credits` and `diamonds` set. */
async function member(credits: number, diamonds = 0) {
  const me = await pg.h.a.guest();
  await pg.h.a.call('aiGirlfriend/gianBalance', { token: me.token, method: 'GET' });
  await setCredits(pg.db, me.id, credits);
  await fund(pg.db, me.id, diamonds);
  return me;
}

/** A long reply in pieces of exactly 10 characters (1 积分 each), a little apart (a model writing). */
const longReply = (pieces: number): Script => ({
  pieces: Array.from({ length: pieces }, (_, i) => `${String(i).padStart(2, '0')}回复的内容写到这`),
  gate: () => new Promise((resolve) => setTimeout(resolve, 5)),
});

pg.describe('AI女友 on PostgreSQL', () => {
  it(`${PARALLEL} parallel purchases of one requestId charge exactly once`, async () => {
    const me = await member(0, 1000);
    const requestId = newRequestId();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => pay(i % 2 ? pg.h.a : pg.h.b, me.token, requestId)),
    );
    expect(results.map((r) => r.code)).toEqual(Array(PARALLEL).fill(200));
    expect(results.filter((r) => r.data.charged === PACK.price)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.order.id)).size).toBe(1);
    expect((await aiLedger(pg.db, me.id)).map((l) => l.amount)).toEqual([-PACK.price]);
    expect(await creditsOf(pg.db, me.id)).toBe(PACK.credits);
    expect(await diamondBalance(pg.db, me.id)).toBe(1000 - PACK.price);
  });

  it(`${PARALLEL} parallel purchases stop where the diamonds end, never below zero`, async () => {
    const me = await member(0, PACK.price * 5);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        pay(i % 2 ? pg.h.a : pg.h.b, me.token, newRequestId()),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 4010)).toHaveLength(PARALLEL - 5);
    expect(await diamondBalance(pg.db, me.id)).toBe(0);
    expect(await creditsOf(pg.db, me.id)).toBe(PACK.credits * 5);
    const orders = await pg.db
      .select()
      .from(companionOrders)
      .where(and(eq(companionOrders.userId, me.id), eq(companionOrders.packId, PACK.id)));
    expect(orders).toHaveLength(5);
    expect(await aiLedger(pg.db, me.id)).toHaveLength(5);
  });

  it('parallel replies of one user on two origins: one streams, paid to the last 积分, never below', async () => {
    const me = await member(7);
    script = longReply(30);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        chat(i % 2 ? pg.h.a : pg.h.b, me.token, { personaId: 1, text: `第${i}条消息` }),
      ),
    );
    const streamed = results.filter((r) => r.refused === null);
    expect(streamed).toHaveLength(1);
    for (const r of results.filter((x) => x.refused !== null)) {
      expect([TIP_COMPANION_BUSY, TIP_COMPANION_NO_CREDITS]).toContain(r.refused!.tip);
    }
    const end = streamed[0]!.events.at(-1)!;
    expect(end.data).toMatchObject({ reason: 'credits', balance: 0, reply: { credits: 7 } });
    expect([...end.data.reply.text]).toHaveLength(7 * COMPANION_CHARS_PER_CREDIT);
    expect(await creditsOf(pg.db, me.id)).toBe(0);
    const open = await pg.db
      .select()
      .from(companionMessages)
      .where(and(eq(companionMessages.userId, me.id), eq(companionMessages.status, 'streaming')));
    expect(open).toEqual([]);
  });

  it('top-ups landing while a reply pays for itself lose nothing', async () => {
    const me = await member(50, PACK.price * 10);
    script = longReply(20);
    const [reply, ...topUps] = await Promise.all([
      chat(pg.h.a, me.token, { personaId: 2, text: '讲一个长故事' }),
      ...Array.from({ length: 10 }, (_, i) =>
        pay(i % 2 ? pg.h.a : pg.h.b, me.token, newRequestId()),
      ),
    ]);
    expect(topUps.map((r) => r.code)).toEqual(Array(10).fill(200));
    const spent = reply!.events.at(-1)!.data.reply.credits as number;
    expect(spent).toBe(20);
    expect(await creditsOf(pg.db, me.id)).toBe(50 + PACK.credits * 10 - spent);
  });
});
