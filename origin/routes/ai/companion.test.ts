// AI女友's calls at the origin around the chat: the personas (no instructions leak), the 积分
// (a trial given once), the packs, buying one with diamonds through the ledger (once per
// requestId, 4010 with nothing written), the sync by change number across devices, and a guest's
// bought 积分 and conversations following them into an account (the trial staying behind).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  COMPANION_CHARS_PER_CREDIT,
  COMPANION_PACKS,
  COMPANION_TRIAL_CREDITS,
  TIP_PACK_NOT_FOUND,
} from '@/lib/domain/ai/companion';

import { createLocalProvider } from '../../services/ai/provider-local';
import { TIP_INSUFFICIENT_DIAMONDS, diamondBalance } from '../../services/money/wallet';
import { aiLedger, fund, newRequestId } from '../../test/ai-fixtures';
import { chat, creditsOf, setCredits } from '../../test/companion-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DEMO_ID, loginToDemo } from '../../test/merge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, {
    config: { guestPerIpPerMinute: 10_000 },
    deps: { ai: createLocalProvider({ delayMs: 0 }) },
  });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

const balanceOf = async (token: string) => {
  const r = await h.call('aiGirlfriend/gianBalance', { token, method: 'GET' });
  expect(r.code, r.tip).toBe(200);
  return r.data as { balance: number; diamonds: number };
};

const pay = (token: string, packId: number, requestId = newRequestId()) =>
  h.call('aiGirlfriend/score/pay', { token, body: { packId, requestId } });

describe('personas, balance and packs', () => {
  it('lists the operator’s personas in order, marked demo, without their instructions', async () => {
    const me = await h.guest();
    const r = await h.call('aiGirlfriend/persona/list', { token: me.token });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.demo).toBe(true);
    expect(r.data.list.map((p: { name: string }) => p.name)).toEqual([
      '小雅',
      '糖糖',
      '林夕',
      '苏苏',
    ]);
    expect(r.data.list[0]).toEqual({
      id: expect.any(Number),
      name: '小雅',
      avatar: '/ai/companion/p-1.jpg',
      intro: expect.any(String),
      greeting: expect.any(String),
    });
    expect(JSON.stringify(r.data)).not.toContain('你是小雅');
  });

  it('gives every user the trial once, whatever the number of reads', async () => {
    const me = await h.guest();
    await fund(tdb.db, me.id, 120);
    const reads = await Promise.all([balanceOf(me.token), balanceOf(me.token)]);
    expect(reads.map((r) => r.balance)).toEqual([COMPANION_TRIAL_CREDITS, COMPANION_TRIAL_CREDITS]);
    expect(await balanceOf(me.token)).toEqual({ balance: COMPANION_TRIAL_CREDITS, diamonds: 120 });
  });

  it('needs a session', async () => {
    const r = await h.call('aiGirlfriend/gianBalance', { method: 'GET' });
    expect(r.code).toBe(1000);
  });

  it('lists the packs with their diamond prices and the price of a reply', async () => {
    const me = await h.guest();
    const r = await h.call('aiGirlfriend/score/product/list', { token: me.token });
    expect(r.data).toEqual({ list: COMPANION_PACKS, charsPerCredit: COMPANION_CHARS_PER_CREDIT });
  });
});

describe('aiGirlfriend/score/pay', () => {
  it('takes the pack’s diamonds with a ledger row and adds its 积分; a repeat charges nothing', async () => {
    const me = await h.guest();
    const pack = COMPANION_PACKS[1]!;
    await fund(tdb.db, me.id, pack.price + 5);
    const requestId = newRequestId();
    const r = await pay(me.token, pack.id, requestId);
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toEqual({
      order: { id: expect.any(Number), packId: pack.id, credits: pack.credits, price: pack.price },
      balance: pack.credits,
      diamonds: 5,
      charged: pack.price,
    });
    const again = await pay(me.token, pack.id, requestId);
    expect(again.data).toMatchObject({ order: r.data.order, charged: 0, diamonds: 5 });
    const ledger = await aiLedger(tdb.db, me.id);
    expect(ledger.map((l) => [l.reason, l.amount, l.refId])).toEqual([
      ['ai_companion', -pack.price, r.data.order.id],
    ]);
    expect(await balanceOf(me.token)).toEqual({
      balance: pack.credits + COMPANION_TRIAL_CREDITS,
      diamonds: 5,
    });
  });

  it('refuses a short balance with 4010 and writes nothing; an unknown pack is 4040', async () => {
    const me = await h.guest();
    await fund(tdb.db, me.id, COMPANION_PACKS[0]!.price - 1);
    const short = await pay(me.token, COMPANION_PACKS[0]!.id);
    expect([short.code, short.tip]).toEqual([4010, TIP_INSUFFICIENT_DIAMONDS]);
    expect(await aiLedger(tdb.db, me.id)).toEqual([]);
    expect(await creditsOf(tdb.db, me.id)).toBe(0);
    expect(await diamondBalance(tdb.db, me.id)).toBe(COMPANION_PACKS[0]!.price - 1);
    const unknown = await pay(me.token, 99);
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_PACK_NOT_FOUND]);
  });
});

describe('aiGirlfriend/sync', () => {
  it('answers what changed after a cursor, page by page, to every device of the user', async () => {
    const me = await h.guest();
    await setCredits(tdb.db, me.id, 100);
    for (const text of ['你好', '今天有点累', '晚安']) {
      const { events } = await chat(h, me.token, { personaId: 1, text });
      expect(events.at(-1)?.event).toBe('end');
    }
    const first = await h.call('aiGirlfriend/sync', {
      token: me.token,
      body: { personaId: 1, size: 4 },
    });
    expect(first.code, first.tip).toBe(200);
    expect(first.data.more).toBe(true);
    const next = await h.call('aiGirlfriend/sync', {
      token: me.token,
      body: { personaId: 1, after: first.data.cursor },
    });
    const all = [...first.data.messages, ...next.data.messages];
    expect(all.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(
      all.filter((m: { role: string }) => m.role === 'user').map((m: { text: string }) => m.text),
    ).toEqual(['你好', '今天有点累', '晚安']);
    expect(next.data.more).toBe(false);
    // Nothing new: the same cursor, nothing listed. Another persona's conversation is its own.
    const idle = await h.call('aiGirlfriend/sync', {
      token: me.token,
      body: { personaId: 1, after: next.data.cursor },
    });
    expect(idle.data).toEqual({ messages: [], cursor: next.data.cursor, more: false });
    const other = await h.call('aiGirlfriend/sync', { token: me.token, body: { personaId: 2 } });
    expect(other.data.messages).toEqual([]);
  });

  it('a guest logging into an account brings their bought 积分 and conversation, not the trial', async () => {
    const guest = await h.guest();
    await fund(tdb.db, guest.id, 100);
    expect(await balanceOf(guest.token)).toMatchObject({ balance: COMPANION_TRIAL_CREDITS });
    expect((await pay(guest.token, 1)).code).toBe(200);
    const { events } = await chat(h, guest.token, { personaId: 2, text: '我们去看海吧' });
    const spent = events.at(-1)!.data.reply.credits as number;
    const left = COMPANION_TRIAL_CREDITS + COMPANION_PACKS[0]!.credits - spent;
    const before = await creditsOf(tdb.db, DEMO_ID);
    const account = await loginToDemo(h, guest.token, 'account');
    // The trial is spent first: all the guest has left came from the pack.
    expect(await creditsOf(tdb.db, DEMO_ID)).toBe(
      before + Math.min(left, COMPANION_PACKS[0]!.credits),
    );
    const synced = await h.call('aiGirlfriend/sync', {
      token: account.token,
      body: { personaId: 2 },
    });
    expect(synced.data.messages.map((m: { text: string }) => m.text)).toContain('我们去看海吧');
  });
});
