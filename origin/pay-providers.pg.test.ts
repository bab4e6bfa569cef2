// The real providers' notices under real concurrency (PGlite has one connection and cannot race):
// ten copies of one 支付宝 notice, or of one 微信支付 notice, posted at once settle the order once.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { wallets } from './db/schema/wallet';
import { ledgerBalanced } from './test/account-fixtures';
import { createHarness } from './test/harness';
import {
  alipayNotice,
  alipaySettings,
  providerNotices,
  wechatNotice,
  wechatSettings,
  wechatTransaction,
} from './test/pay-provider-fixtures';
import { pgSuite } from './test/pg-suite';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from './test/recharge-fixtures';

const pg = pgSuite(async (db) => {
  const config = {
    guestPerIpPerMinute: 10_000,
    pay: { alipay: alipaySettings(), wechat: wechatSettings() },
    payDemoCashier: false,
  };
  const h = await createHarness(db, { config });
  return Object.assign(h, { pay: rechargeCalls(h), notices: providerNotices(h) });
});

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const walletOf = async (userId: number) =>
  (await pg.db.select().from(wallets).where(eq(wallets.userId, userId)))[0];

pg.describe('payment providers on PostgreSQL', () => {
  /** A guest's pending order of 500钻石 + 赠80钻石 (¥50). */
  async function pendingOrder(payType: 'alipay' | 'wechat') {
    const me = await pg.h.guest();
    const { order } = (await pg.h.pay.submit(me.token, PRODUCT.diamonds500, payType)).data;
    return { me, orderNo: order.orderNo as string };
  }

  it('10 copies of one 支付宝 notice at once: all success, credited once', async () => {
    const { me, orderNo } = await pendingOrder('alipay');
    const tradeNo = '2025060122001404720500099999';
    const notice = alipayNotice({ orderNo, tradeNo, totalAmount: '50.00' });
    const words = await times(10, async () => (await pg.h.notices.postAlipay(notice)).text());
    expect(words).toEqual(Array(10).fill('success'));
    expect(await storedOrder(pg.db, orderNo)).toMatchObject({ status: 'paid', tradeNo });
    expect(await ledgerOf(pg.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });

  it('10 copies of one 微信支付 notice at once: all 204, credited once', async () => {
    const { me, orderNo } = await pendingOrder('wechat');
    const transactionId = '4200002025060199999999999999';
    const tx = wechatTransaction({ orderNo, transactionId, total: 5000 });
    const notice = wechatNotice(tx, pg.h.clock.ms);
    const codes = await times(10, async () => (await pg.h.notices.postWechat(notice)).status);
    expect(codes).toEqual(Array(10).fill(204));
    expect(await storedOrder(pg.db, orderNo)).toMatchObject({
      status: 'paid',
      tradeNo: transactionId,
    });
    expect(await ledgerOf(pg.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });
});
