// user/wallet/ledger through the app: for an account that recharged (paid on the payment page and
// with 金币支付), bought a paid video, checked in and redeemed a 兑换码, the call's rows are its
// wallet_ledger rows, newest first, with the same amounts and balances; one currency at a time,
// page by page, never another user's, a guest's own, and a bad filter refused in Chinese.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { walletLedger } from '../../db/schema/wallet';
import { fund, ledgerBalanced, newAccount } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { PAID } from '../../test/media-fixtures';
import { PRODUCT, rechargeCalls } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;
let pay: ReturnType<typeof rechargeCalls>;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
  pay = rechargeCalls(h);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const CHECKIN_TASK = 1;

const ledger = (token: string, body: Record<string, unknown> = {}) =>
  h.call('user/wallet/ledger', { token, body });

/** The stored rows as the call should answer them, newest first. */
async function storedRows(userId: number) {
  const rows = await tdb.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id));
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    reason: r.reason,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
  }));
}

async function step(what: string, call: Promise<{ code: number; tip: string }>) {
  const r = await call;
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.tip}`);
  h.clock.advance(60);
}

/** Recharged on the payment page and with gold, bought a paid video, checked in, redeemed. */
async function busyAccount() {
  const me = await newAccount(h);
  for (const product of [PRODUCT.gold30, PRODUCT.diamonds100]) {
    const order = await pay.submit(me.token, product, 'alipay');
    if (order.code !== 200) throw new Error(`submit: ${order.tip}`);
    const paid = await pay.choosePage(order.data.order.payUrl, 'pay');
    if (paid.status !== 200) throw new Error(`pay: ${paid.status}`);
    h.clock.advance(60);
  }
  await step('gold pay', pay.submit(me.token, PRODUCT.diamonds100, 'gold'));
  await step('buy', h.call('media/pay', { token: me.token, body: { id: PAID.id } }));
  await step('check in', h.call('usertask/get', { token: me.token, body: { id: CHECKIN_TASK } }));
  await step('redeem', h.call('redeemcode/use', { token: me.token, body: { code: 'WELCOME100' } }));
  return me;
}

describe('user/wallet/ledger', () => {
  it('answers the caller’s wallet_ledger rows: same order, amounts and balances', async () => {
    const me = await busyAccount();
    const r = await ledger(me.token, { pageSize: 50 });
    expect(r.code, r.tip).toBe(200);
    const stored = await storedRows(me.id);
    expect(r.data.total).toBe(stored.length);
    expect(r.data.list.map(({ title: _, ...row }: { title: string }) => row)).toEqual(stored);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
    // Every move the account made is there, newest first, with what it was for.
    const moves = r.data.list.map((e: Record<string, unknown>) => [
      e.reason,
      e.currency,
      e.amount,
      e.title,
    ]);
    expect(moves.slice(0, 6)).toEqual([
      ['redeem', 'diamonds', 1000, 'WELCOME100'],
      ['task', 'diamonds', 20, '每日签到'],
      ['video', 'diamonds', -PAID.price, PAID.title],
      ['recharge', 'diamonds', 1000, ''],
      ['recharge_gold', 'gold', -1000, ''],
      ['recharge', 'diamonds', 1000, ''],
    ]);
    expect(moves[6]).toEqual(['recharge', 'gold', 3000, '']);
  });

  it('answers one currency, page by page', async () => {
    const me = await busyAccount();
    const all = (await storedRows(me.id)).filter((row) => row.currency === 'gold');
    const first = await ledger(me.token, { currency: 'gold', page: 1, pageSize: 1 });
    expect(first.data).toMatchObject({ page: 1, pageSize: 1, total: all.length });
    const second = await ledger(me.token, { currency: 'gold', page: 2, pageSize: 1 });
    expect([...first.data.list, ...second.data.list].map((e: { id: number }) => e.id)).toEqual(
      all.slice(0, 2).map((row) => row.id),
    );
    const diamonds = await ledger(me.token, { currency: 'diamonds', pageSize: 50 });
    expect(diamonds.data.list.every((e: { currency: string }) => e.currency === 'diamonds')).toBe(
      true,
    );
  });

  it('shows a guest its own rows and never another user’s', async () => {
    const me = await busyAccount();
    const guest = await h.guest();
    await fund(tdb.db, guest.id, 500, 0, h.clock.ms);
    await step('buy', h.call('media/pay', { token: guest.token, body: { id: PAID.id } }));
    const theirs = (await ledger(guest.token, { pageSize: 50 })).data;
    expect(theirs.list.map((e: { id: number }) => e.id)).toEqual(
      (await storedRows(guest.id)).map((row) => row.id),
    );
    expect(theirs.list[0]).toMatchObject({ reason: 'video', amount: -PAID.price });
    const mine = (await ledger(me.token, { pageSize: 50 })).data.list;
    expect(
      mine.some((e: { id: number }) => theirs.list.some((t: { id: number }) => t.id === e.id)),
    ).toBe(false);
  });

  it('shows a guest’s balance arriving in the account it logs into as 游客合并', async () => {
    const me = await newAccount(h);
    const guest = await h.guest();
    await fund(tdb.db, guest.id, 500, 0, h.clock.ms);
    const login = await h.call('login/account/login', {
      token: guest.token,
      body: { account: me.account, password: 'secret-123' },
    });
    expect(login.code, login.tip).toBe(200);
    const [merged] = (await ledger(login.data.token, { currency: 'diamonds' })).data.list;
    expect(merged).toMatchObject({ reason: 'merge', amount: 500, balanceAfter: 500 });
    // The guest's own ledger keeps its rows and the balance leaving (its session is gone).
    expect((await storedRows(guest.id))[0]).toMatchObject({ reason: 'merge', amount: -500 });
  });

  it('refuses an unknown currency in Chinese, and a call without a session', async () => {
    const me = await h.guest();
    const bad = await ledger(me.token, { currency: 'points' });
    expect(bad.code).toBe(4000);
    expect(bad.tip).toBe('币种 currency 只能是 diamonds 或 gold');
    expect((await h.call('user/wallet/ledger', { body: {} })).code).toBe(1000);
  });
});
