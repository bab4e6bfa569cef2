// recharge/history through the app: the caller's orders as of now (closing at exactly
// ORDER_TTL_SECONDS), one by its number, never another's, an order cancelled on its page; and a
// guest's orders following them into the account they log into.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ORDER_TTL_SECONDS, TIP_ORDER_NO, type PayTypeCode } from '@/lib/domain/money/recharge';

import { DEMO_USER_ID } from '../../seed/seed-wallets';
import { mergeGuestInto } from '../../services/account/guest-merge';
import { fund, ledgerBalanced } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;
let page: ReturnType<typeof rechargeCalls>;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
  page = rechargeCalls(h);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

/** The demo account's seeded diamonds (seed-wallets.ts). */
const DEMO_DIAMONDS = 5000;

const submit = (token: string, productId: number, payType: PayTypeCode | string) =>
  h.call('recharge/submit', { token, body: { productId, payType } });
const history = (token: string, body: Record<string, unknown> = {}) =>
  h.call('recharge/history', { token, body });
const userInfo = async (token: string) => (await h.call('user/info', { token })).data;

describe('recharge/history', () => {
  it('pages the caller’s orders newest first, one by its number, never another’s', async () => {
    const demo = await h.login('demo');
    const other = await h.guest();
    const placed: string[] = [];
    for (const [product, way] of [
      [PRODUCT.diamonds100, 'gold'],
      [PRODUCT.vipMonth, 'alipay'],
      [PRODUCT.gold30, 'wechat'],
    ] as const) {
      placed.push((await submit(demo.token, product, way)).data.order.orderNo);
      h.clock.advance(60);
    }
    const theirs = (await submit(other.token, PRODUCT.diamonds100, 'alipay')).data.order.orderNo;
    const first = (await history(demo.token, { page: 1, pageSize: 2 })).data;
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([placed[2], placed[1]]);
    expect(first.list[0]).toMatchObject({ kind: 'gold', payType: 'wechat', status: 'pending' });
    const second = (await history(demo.token, { page: 2, pageSize: 2 })).data;
    expect(second.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([placed[0]]);
    const one = (await history(demo.token, { orderNo: placed[1] })).data;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ orderNo: placed[1], reward: { kind: 'vip', days: 30 } });
    const notMine = (await history(demo.token, { orderNo: theirs })).data;
    expect(notMine).toEqual({ list: [], page: 1, pageSize: 10, total: 0 });
    const bad = await history(demo.token, { orderNo: 'R123' });
    expect([bad.code, bad.tip]).toEqual([4000, TIP_ORDER_NO]);
  });

  it(`reads a pending order closed at exactly ${ORDER_TTL_SECONDS} s, without its payUrl`, async () => {
    const me = await h.guest();
    const { orderNo } = (await submit(me.token, PRODUCT.diamonds100, 'alipay')).data.order;
    const read = async () => (await history(me.token, { orderNo })).data.list[0];
    h.clock.advance(ORDER_TTL_SECONDS - 1);
    expect(await read()).toMatchObject({ status: 'pending', payUrl: expect.any(String) });
    h.clock.advance(1);
    expect(await read()).toMatchObject({ status: 'closed', payUrl: null });
  });

  it('shows an order cancelled on its page as closed', async () => {
    const me = await h.guest();
    const { order } = (await submit(me.token, PRODUCT.diamonds100, 'wechat')).data;
    const res = await page.choosePage(order.payUrl, 'cancel');
    expect(await res.text()).toContain('订单已取消');
    expect((await history(me.token)).data.list[0]).toMatchObject({
      status: 'closed',
      payUrl: null,
    });
    expect((await storedOrder(tdb.db, order.orderNo)).status).toBe('closed');
    const late = await page.choosePage(order.payUrl, 'pay');
    expect(await late.text()).toContain('订单已关闭，请返回应用重新下单');
    expect((await userInfo(me.token)).wallet.diamonds).toBe(0);
  });
});

describe('a guest who logs into an existing account', () => {
  it('brings their orders; one still pending pays into the account', async () => {
    const guest = await h.guest();
    await fund(tdb.db, guest.id, 0, 1000, h.clock.ms);
    const paid = (await submit(guest.token, PRODUCT.diamonds100, 'gold')).data.order;
    h.clock.advance(60);
    const pending = (await submit(guest.token, PRODUCT.diamonds300, 'alipay')).data.order;
    const login = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login.code, login.tip).toBe(200);
    const account = login.data.token as string;
    const list = (await history(account)).data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(list).toEqual([pending.orderNo, paid.orderNo]);
    expect((await history(guest.token)).data.total).toBe(0);
    await page.choosePage(pending.payUrl, 'pay');
    // The demo's own 500 + the guest's 100 (moved with the balance) + the 300 and its 30.
    expect((await userInfo(account)).wallet.diamonds).toBe(DEMO_DIAMONDS + 1000 + 3300);
    expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
  });

  it('reports the orders it moved', async () => {
    const guest = await h.guest();
    await submit(guest.token, PRODUCT.diamonds100, 'alipay');
    await submit(guest.token, PRODUCT.vipMonth, 'wechat');
    const report = await mergeGuestInto(tdb.db, guest.id, DEMO_USER_ID, h.clock.ms);
    expect(report.recharges).toBe(2);
  });
});
