// Recharge at the origin, through the app: the packages of each kind, every refusal of a submit,
// 金币支付 paying at once (ledgered), and an 支付宝 order paid on its payment page (credited once,
// VIP extended from its end). The history and a guest merge: recharge-history.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ORDER_NO_PATTERN,
  ORDER_TTL_SECONDS,
  PAY_TYPES,
  TIP_GOLD_FOR_GOLD,
  TIP_GOLD_NOT_ENOUGH,
  TIP_PAY_TYPE,
  TIP_PRODUCT_NOT_FOUND,
  TIP_TOO_MANY_UNPAID,
  UNPAID_ORDERS_MAX,
  type PayTypeCode,
} from '@/lib/domain/money/recharge';

import { rechargeProducts } from '../../db/schema/recharge';
import { SEED_RECHARGE_PRODUCTS } from '../../seed/seed-recharge';
import { DEMO_USER_ID } from '../../seed/seed-wallets';
import { fund, ledgerBalanced } from '../../test/account-fixtures';
import { createHarness, TEST_START_MS, type Harness } from '../../test/harness';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
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

const DAY = 86_400;
const NOW_S = TEST_START_MS / 1000;
/** SEED_VIP_ACTIVE_UNTIL (2099-12-31 23:59:59 in Shanghai) in unix seconds. */
const SEED_ACTIVE_UNTIL = 4102415999;
/** The demo account's seeded balances (seed-wallets.ts). */
const DEMO = { diamonds: 5000, gold: 12345 };

const info = (token: string, kind: string) => h.call('gold/paytypeinfo', { token, body: { kind } });
const submit = (token: string, productId: number, payType: PayTypeCode | string) =>
  h.call('recharge/submit', { token, body: { productId, payType } });
const history = (token: string, body: Record<string, unknown> = {}) =>
  h.call('recharge/history', { token, body });
const userInfo = async (token: string) => (await h.call('user/info', { token })).data;
const seeded = (kind: string) => SEED_RECHARGE_PRODUCTS.filter((p) => p.kind === kind);

describe('gold/paytypeinfo', () => {
  it('answers each kind’s packages in the operator’s order, the ways to pay and the caller’s gold', async () => {
    const demo = await h.login('demo');
    for (const kind of ['gold', 'diamond', 'vip'] as const) {
      const r = await info(demo.token, kind);
      expect(r.code, r.tip).toBe(200);
      expect(r.data.kind).toBe(kind);
      expect(r.data.products.map((p: { id: number }) => p.id)).toEqual(
        seeded(kind).map((p) => p.id),
      );
      // Every way, but gold never buys gold (issue 35: 金币充值 listed 金币支付, disabled).
      expect(r.data.payTypes).toEqual(
        kind === 'gold' ? PAY_TYPES.filter((t) => t.code !== 'gold') : PAY_TYPES,
      );
      expect(r.data.gold).toBe(DEMO.gold);
    }
    const diamonds = (await info(demo.token, 'diamond')).data.products;
    expect(diamonds.find((p: { id: number }) => p.id === PRODUCT.diamonds500)).toEqual({
      id: PRODUCT.diamonds500,
      kind: 'diamond',
      title: '500钻石',
      subtitle: '加赠80钻石',
      price: 5000,
      originalPrice: null,
      reward: { kind: 'diamonds', amount: 5000 },
      bonusDiamonds: 800,
      tag: '热销',
    });
    const vip = (await info(demo.token, 'vip')).data.products[0];
    expect(vip).toMatchObject({
      title: '月卡',
      price: 3000,
      originalPrice: 4500,
      reward: { kind: 'vip', tier: 'normal', days: 30 },
    });
    expect((await info((await h.guest()).token, 'gold')).data.gold).toBe(0);
  });

  it('leaves out a withdrawn package, refuses an unknown kind and needs a session', async () => {
    await tdb.db
      .update(rechargeProducts)
      .set({ enabled: false })
      .where(eq(rechargeProducts.id, PRODUCT.diamonds300));
    const me = await h.guest();
    const ids = (await info(me.token, 'diamond')).data.products.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(PRODUCT.diamonds300);
    expect(ids).toHaveLength(seeded('diamond').length - 1);
    const bad = await info(me.token, 'points');
    expect([bad.code, bad.tip]).toEqual([4000, '请选择充值类型']);
    expect((await h.call('gold/paytypeinfo', { body: { kind: 'gold' } })).code).toBe(1000);
  });
});

describe('recharge/submit refuses', () => {
  it('an unknown or withdrawn package with 4040', async () => {
    const me = await h.guest();
    const unknown = await submit(me.token, 999, 'alipay');
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_PRODUCT_NOT_FOUND]);
    await tdb.db
      .update(rechargeProducts)
      .set({ enabled: false })
      .where(eq(rechargeProducts.id, PRODUCT.vipMonth));
    const withdrawn = await submit(me.token, PRODUCT.vipMonth, 'wechat');
    expect([withdrawn.code, withdrawn.tip]).toEqual([4040, TIP_PRODUCT_NOT_FOUND]);
  });

  it('a way that cannot pay: gold for gold, too little gold, an unknown way', async () => {
    const demo = await h.login('demo');
    const loop = await submit(demo.token, PRODUCT.gold30, 'gold');
    expect([loop.code, loop.tip]).toEqual([4000, TIP_GOLD_FOR_GOLD]);
    const guest = await h.guest();
    const poor = await submit(guest.token, PRODUCT.diamonds100, 'gold');
    expect([poor.code, poor.tip]).toEqual([4000, TIP_GOLD_NOT_ENOUGH]);
    const paypal = await submit(guest.token, PRODUCT.diamonds100, 'paypal');
    expect([paypal.code, paypal.tip]).toEqual([4000, TIP_PAY_TYPE]);
    // Refused before anything was written: no order, no money moved.
    expect((await history(guest.token)).data.total).toBe(0);
    expect((await history(demo.token)).data.total).toBe(0);
    expect((await userInfo(demo.token)).wallet).toEqual(DEMO);
  });

  it('a price outside a way’s limits, with the limit in the tip', async () => {
    await tdb.db.insert(rechargeProducts).values([
      { id: 90, kind: 'diamond', title: '大额', price: 400_000, rewardKind: 'diamonds', amount: 1 },
      { id: 91, kind: 'diamond', title: '小额', price: 50, rewardKind: 'diamonds', amount: 1 },
    ]);
    const demo = await h.login('demo');
    const big = await submit(demo.token, 90, 'wechat');
    expect([big.code, big.tip]).toEqual([4000, '微信支付单笔最高¥3000']);
    expect((await submit(demo.token, 90, 'alipay')).code).toBe(200);
    const small = await submit(demo.token, 91, 'alipay');
    expect([small.code, small.tip]).toEqual([4000, '支付宝单笔最低¥1']);
    // 金币支付 has no floor: 50 fen of gold buys it.
    expect((await submit(demo.token, 91, 'gold')).data.order.status).toBe('paid');
  });

  it(`with 4290 at ${UNPAID_ORDERS_MAX} open orders; paid, cancelled and expired ones do not count`, async () => {
    const demo = await h.login('demo');
    const urls: string[] = [];
    for (let i = 0; i < UNPAID_ORDERS_MAX; i += 1) {
      const r = await submit(demo.token, PRODUCT.diamonds100, i % 2 ? 'wechat' : 'alipay');
      expect(r.code, r.tip).toBe(200);
      urls.push(r.data.order.payUrl);
      h.clock.advance(10);
    }
    const sixth = await submit(demo.token, PRODUCT.diamonds100, 'alipay');
    expect([sixth.code, sixth.tip]).toEqual([4290, TIP_TOO_MANY_UNPAID]);
    // Until the first open order closes.
    expect(sixth.headers.get('retry-after')).toBe(String(ORDER_TTL_SECONDS - 50));
    // 金币支付 opens nothing, so it is not held back.
    expect((await submit(demo.token, PRODUCT.diamonds100, 'gold')).code).toBe(200);
    expect((await page.choosePage(urls[0]!, 'cancel')).status).toBe(200);
    expect((await submit(demo.token, PRODUCT.diamonds100, 'wechat')).code).toBe(200);
    expect((await submit(demo.token, PRODUCT.diamonds100, 'wechat')).code).toBe(4290);
    expect((await page.choosePage(urls[1]!, 'pay')).status).toBe(200);
    expect((await submit(demo.token, PRODUCT.diamonds100, 'alipay')).code).toBe(200);
    expect((await submit(demo.token, PRODUCT.diamonds100, 'alipay')).code).toBe(4290);
    h.clock.advance(ORDER_TTL_SECONDS);
    for (let i = 0; i < UNPAID_ORDERS_MAX; i += 1) {
      expect((await submit(demo.token, PRODUCT.diamonds100, 'alipay')).code).toBe(200);
    }
    // The expired ones, still stored pending, are not what holds this one back.
    const full = await submit(demo.token, PRODUCT.diamonds100, 'alipay');
    expect([full.code, full.headers.get('retry-after')]).toEqual([4290, String(ORDER_TTL_SECONDS)]);
  });
});

describe('金币支付', () => {
  it('pays at once: gold taken, diamonds and the bonus given, each with its ledger row', async () => {
    const demo = await h.login('demo');
    const r = await submit(demo.token, PRODUCT.diamonds300, 'gold');
    expect(r.code, r.tip).toBe(200);
    const { order } = r.data;
    expect(order).toEqual({
      orderNo: expect.stringMatching(ORDER_NO_PATTERN),
      productId: PRODUCT.diamonds300,
      kind: 'diamond',
      title: '300钻石',
      price: 3000,
      payType: 'gold',
      status: 'paid',
      reward: { kind: 'diamonds', amount: 3000 },
      bonusDiamonds: 300,
      createdAt: NOW_S,
      expiresAt: NOW_S + ORDER_TTL_SECONDS,
      paidAt: NOW_S,
      payUrl: null,
    });
    // Shanghai time in the number: 2025-06-01 12:00:00.
    expect(order.orderNo.slice(0, 15)).toBe('R20250601120000');
    expect(r.data.wallet).toEqual({ gold: DEMO.gold - 3000, diamonds: DEMO.diamonds + 3300 });
    expect(r.data.vip).toBeNull();
    const { id } = await storedOrder(tdb.db, order.orderNo);
    expect(await ledgerOf(tdb.db, DEMO_USER_ID, 'recharge_gold')).toMatchObject([
      { currency: 'gold', amount: -3000, balanceAfter: DEMO.gold - 3000, refId: id },
    ]);
    expect(await ledgerOf(tdb.db, DEMO_USER_ID, 'recharge')).toMatchObject([
      { currency: 'diamonds', amount: 3000, refId: id },
      { currency: 'diamonds', amount: 300, balanceAfter: DEMO.diamonds + 3300, refId: id },
    ]);
    expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
    expect((await userInfo(demo.token)).wallet).toEqual(r.data.wallet);
  });

  it('buys VIP time from the gold balance, to the last fen', async () => {
    const me = await h.guest();
    await fund(tdb.db, me.id, 0, 3000, h.clock.ms);
    const r = await submit(me.token, PRODUCT.vipMonth, 'gold');
    expect(r.code, r.tip).toBe(200);
    expect(r.data.wallet).toEqual({ gold: 0, diamonds: 0 });
    expect(r.data.vip).toEqual({
      vipType: 1,
      vipExpireInt: NOW_S + 30 * DAY,
      vipExpire: '2025-07-01 12:00:00',
    });
    expect(await userInfo(me.token)).toMatchObject({ isVip: true, normalVip: r.data.vip });
    const again = await submit(me.token, PRODUCT.vipMonth, 'gold');
    expect([again.code, again.tip]).toEqual([4000, TIP_GOLD_NOT_ENOUGH]);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });
});

describe('an 支付宝 order paid on its payment page', () => {
  it('is pending with its payUrl, then credited once: the diamonds and the bonus', async () => {
    const me = await h.guest();
    const r = await submit(me.token, PRODUCT.diamonds500, 'alipay');
    expect(r.code, r.tip).toBe(200);
    const { order } = r.data;
    expect(order).toMatchObject({ status: 'pending', paidAt: null, payType: 'alipay' });
    const url = new URL(order.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${h.config.publicUrl}/pay/cashier`);
    expect(url.searchParams.get('order')).toBe(order.orderNo);
    expect(r.data.wallet).toEqual({ gold: 0, diamonds: 0 });
    expect((await page.openPage(order.payUrl)).status).toBe(200);
    h.clock.advance(30);
    const paid = await page.choosePage(order.payUrl, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');
    expect((await userInfo(me.token)).wallet.diamonds).toBe(5000 + 800);
    const twice = await page.choosePage(order.payUrl, 'pay');
    expect(await twice.text()).toContain('订单已支付');
    expect((await userInfo(me.token)).wallet.diamonds).toBe(5000 + 800);
    const { id, tradeNo } = await storedOrder(tdb.db, order.orderNo);
    expect(tradeNo).toMatch(/^DEMO[0-9]{24}$/);
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toMatchObject([
      { currency: 'diamonds', amount: 5000, refId: id },
      { currency: 'diamonds', amount: 800, refId: id },
    ]);
    const [listed] = (await history(me.token)).data.list;
    expect(listed).toMatchObject({ status: 'paid', paidAt: NOW_S + 30, payUrl: null });
  });

  it('extends an active VIP from its end, and gold is given as gold', async () => {
    const vip = await h.login('vip_normal');
    const r = await submit(vip.token, PRODUCT.vipMonth, 'wechat');
    expect(r.data.vip).toBeNull();
    await page.choosePage(r.data.order.payUrl, 'pay');
    expect((await userInfo(vip.token)).normalVip).toEqual({
      vipType: 1,
      vipExpireInt: SEED_ACTIVE_UNTIL + 30 * DAY,
      vipExpire: '2100-01-30 23:59:59',
    });
    const me = await h.guest();
    const gold = await submit(me.token, PRODUCT.gold100, 'alipay');
    await page.choosePage(gold.data.order.payUrl, 'pay');
    expect((await userInfo(me.token)).wallet).toEqual({ gold: 10_000, diamonds: 500 });
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });
});
