// 支付宝 behind PAY_PROVIDER=alipay, through the app with generated keys: the payUrl goes on to the
// gateway with an order signed RSA2 by the app's key, and 支付宝's notice (the documented
// trade_status_sync form) settles once; a forged sign, another amount or app, a weaker sign type
// are refused with a warn line, and a replay credits nothing more.
import { createVerify } from 'node:crypto';

import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_PAY_CHANNEL_OFF } from '@/lib/domain/money/recharge';

import { ALIPAY_NOTIFY_PATH } from '../../services/money/pay-alipay';
import { PAY_CASHIER_PATH } from '../../services/money/pay-sign';
import { createHarness, type Harness } from '../../test/harness';
import {
  ALIPAY_APP_ID,
  KEYS,
  alipayNotice,
  alipaySettings,
  providerNotices,
} from '../../test/pay-provider-fixtures';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

type LogLine = { level: number; msg: string; reason?: string; outcome?: string; provider?: string };

let tdb: TestDb;
let h: Harness;
let pay: ReturnType<typeof rechargeCalls>;
let notices: ReturnType<typeof providerNotices>;
const lines: LogLine[] = [];
const WARN = 40;

beforeAll(async () => {
  tdb = await openTestDb();
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  h = await createHarness(tdb.db, {
    config: { pay: { alipay: alipaySettings() }, payDemoCashier: false },
    deps: { logger },
  });
  pay = rechargeCalls(h);
  notices = providerNotices(h);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
  lines.length = 0;
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

/** A guest's pending 支付宝 order of 500钻石 + 赠80钻石 (¥50). */
async function pendingOrder() {
  const me = await h.guest();
  const r = await pay.submit(me.token, PRODUCT.diamonds500, 'alipay');
  if (r.code !== 200) throw new Error(r.tip);
  return { me, orderNo: r.data.order.orderNo as string, payUrl: r.data.order.payUrl as string };
}

const warnings = () => lines.filter((l) => l.level === WARN);

describe('支付宝: the order', () => {
  it('offers 支付宝 and 金币支付 only; 微信支付 is refused', async () => {
    const me = await h.guest();
    const info = await pay.info(me.token, 'diamond');
    expect(info.data.payTypes.map((t: { code: string }) => t.code)).toEqual(['alipay', 'gold']);
    const wechat = await pay.submit(me.token, PRODUCT.diamonds500, 'wechat');
    expect([wechat.code, wechat.tip]).toEqual([4000, TIP_PAY_CHANNEL_OFF]);
  });

  it('payUrl goes on to the gateway with an order signed RSA2 by the app key', async () => {
    const { orderNo, payUrl } = await pendingOrder();
    const res = await pay.openPage(payUrl);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(alipaySettings().gateway);
    const params = Object.fromEntries(to.searchParams);
    expect(params).toMatchObject({
      app_id: ALIPAY_APP_ID,
      method: 'alipay.trade.wap.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      // Our clock in Shanghai time (TEST_START_MS is 2025-06-01 12:00:00 there).
      timestamp: '2025-06-01 12:00:00',
      notify_url: `${h.config.publicUrl}${ALIPAY_NOTIFY_PATH}`,
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: orderNo,
      total_amount: '50.00',
      subject: '500钻石',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2025-06-01 12:15:00',
    });
    // The request's sign: every other parameter sorted, k=v&…, SHA256withRSA.
    const content = (p: Record<string, string>) =>
      Object.keys(p)
        .filter((k) => k !== 'sign')
        .sort()
        .map((k) => `${k}=${p[k]}`)
        .join('&');
    const verify = (p: Record<string, string>) =>
      createVerify('RSA-SHA256')
        .update(content(p))
        .verify(KEYS.alipayApp.publicKey, p.sign!, 'base64');
    expect(verify(params)).toBe(true);
    const cheaper = params.biz_content!.replace('"50.00"', '"0.01"');
    expect(verify({ ...params, biz_content: cheaper })).toBe(false);
  });

  it('a paid order opens as 订单已支付 without the demo banner', async () => {
    const { orderNo, payUrl } = await pendingOrder();
    const notice = alipayNotice({
      orderNo,
      tradeNo: '2025060122001404720500012345',
      totalAmount: '50.00',
    });
    expect(await (await notices.postAlipay(notice)).text()).toBe('success');
    const page = await (await pay.openPage(payUrl)).text();
    expect(page).toContain('订单已支付');
    expect(page).not.toContain('演示收银台');
  });

  it('serves neither the demo notice nor the demo choice', async () => {
    const { orderNo } = await pendingOrder();
    const demo = await pay.notify({ orderNo, tradeNo: 'DEMO1', amount: 5000 });
    expect(demo.status).toBe(404);
    const choice = await h.app.request(PAY_CASHIER_PATH, {
      method: 'POST',
      body: new URLSearchParams({}),
    });
    expect(choice.status).toBe(404);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });
});

describe('支付宝: the notice', () => {
  const TRADE = '2025060122001404720500012345';

  it('a notice signed right settles once; a replay answers success and credits nothing more', async () => {
    const { me, orderNo } = await pendingOrder();
    const notice = alipayNotice({ orderNo, tradeNo: TRADE, totalAmount: '50.00' });
    const first = await notices.postAlipay(notice);
    expect([first.status, await first.text()]).toEqual([200, 'success']);
    expect(await storedOrder(tdb.db, orderNo)).toMatchObject({ status: 'paid', tradeNo: TRADE });
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(2);

    expect(await (await notices.postAlipay(notice)).text()).toBe('success');
    // TRADE_FINISHED is the same payment later on: nothing more either.
    const finished = alipayNotice(
      { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
      { fields: { trade_status: 'TRADE_FINISHED' } },
    );
    expect(await (await notices.postAlipay(finished)).text()).toBe('success');
    const rows = await ledgerOf(tdb.db, me.id, 'recharge');
    expect(rows.map((r) => [r.currency, r.amount])).toEqual([
      ['diamonds', 5000],
      ['diamonds', 800],
    ]);
  });

  const refusals: [string, (orderNo: string) => Record<string, string>, RegExp][] = [
    [
      'a sign by another key',
      (orderNo) =>
        alipayNotice(
          { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
          { key: KEYS.stranger.privateKey },
        ),
      /bad sign/,
    ],
    [
      'a field changed after signing',
      (orderNo) => ({
        ...alipayNotice({ orderNo, tradeNo: TRADE, totalAmount: '0.01' }),
        total_amount: '50.00',
      }),
      /bad sign/,
    ],
    [
      'no sign',
      (orderNo) => {
        const { sign: _sign, ...rest } = alipayNotice({
          orderNo,
          tradeNo: TRADE,
          totalAmount: '50.00',
        });
        return rest;
      },
      /no RSA2 sign/,
    ],
    [
      'sign_type RSA (SHA-1)',
      (orderNo) =>
        alipayNotice(
          { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
          { fields: { sign_type: 'RSA' } },
        ),
      /no RSA2 sign/,
    ],
    [
      'another app id, signed right',
      (orderNo) =>
        alipayNotice(
          { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
          { fields: { app_id: '2021000999999999' } },
        ),
      /app_id 2021000999999999 is not ours/,
    ],
    [
      'an amount in three decimals',
      (orderNo) => alipayNotice({ orderNo, tradeNo: TRADE, totalAmount: '50.001' }),
      /total_amount/,
    ],
  ];

  for (const [what, make, reason] of refusals) {
    it(`refuses ${what} with fail and a warn line`, async () => {
      const { me, orderNo } = await pendingOrder();
      const res = await notices.postAlipay(make(orderNo));
      expect([res.status, await res.text()]).toEqual([200, 'fail']);
      expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
      expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(0);
      expect(warnings()).toEqual([
        expect.objectContaining({
          msg: 'pay notify: refused',
          provider: 'alipay',
          reason: expect.stringMatching(reason),
        }),
      ]);
    });
  }

  it('refuses another amount, signed right, with fail and a warn line', async () => {
    const { me, orderNo } = await pendingOrder();
    const res = await notices.postAlipay(
      alipayNotice({ orderNo, tradeNo: TRADE, totalAmount: '49.99' }),
    );
    expect(await res.text()).toBe('fail');
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(0);
    expect(warnings()).toEqual([
      expect.objectContaining({ msg: 'pay notify refused', provider: 'alipay', outcome: 'amount' }),
    ]);
  });

  it('refuses a notice for another seller when ALIPAY_SELLER_ID is set', async () => {
    const strict = await createHarness(tdb.db, {
      config: {
        pay: { alipay: alipaySettings({ sellerId: '2088000000000001' }) },
        payDemoCashier: false,
      },
    });
    const { orderNo } = await pendingOrder();
    const notice = alipayNotice({ orderNo, tradeNo: TRADE, totalAmount: '50.00' });
    expect(await (await providerNotices(strict).postAlipay(notice)).text()).toBe('fail');
    const ours = alipayNotice(
      { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
      { fields: { seller_id: '2088000000000001' } },
    );
    expect(await (await providerNotices(strict).postAlipay(ours)).text()).toBe('success');
  });

  it('takes a payment made before the order closed, whose notice comes after', async () => {
    const { me, orderNo } = await pendingOrder();
    h.clock.advance(20 * 60);
    const late = (gmt: string, tradeNo: string) =>
      alipayNotice({ orderNo, tradeNo, totalAmount: '50.00' }, { fields: { gmt_payment: gmt } });
    // Paid a second after the order closed (12:15:00): refused and logged for a refund.
    expect(await (await notices.postAlipay(late('2025-06-01 12:15:01', TRADE))).text()).toBe(
      'fail',
    );
    expect(warnings()).toEqual([
      expect.objectContaining({ msg: 'pay notify refused', outcome: 'closed' }),
    ]);
    const fresh = await pendingOrder();
    h.clock.advance(20 * 60);
    const inTime = alipayNotice(
      { orderNo: fresh.orderNo, tradeNo: TRADE, totalAmount: '50.00' },
      { fields: { gmt_payment: '2025-06-01 12:34:59' } },
    );
    expect(await (await notices.postAlipay(inTime)).text()).toBe('success');
    const paid = await storedOrder(tdb.db, fresh.orderNo);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt!.getTime()).toBe(Date.UTC(2025, 5, 1, 4, 34, 59));
    expect(await ledgerOf(tdb.db, fresh.me.id, 'recharge')).toHaveLength(2);
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(0);
  });

  it('takes a closed trade as news, not a payment', async () => {
    const { orderNo } = await pendingOrder();
    const closed = alipayNotice(
      { orderNo, tradeNo: TRADE, totalAmount: '50.00' },
      { fields: { trade_status: 'TRADE_CLOSED' } },
    );
    expect(await (await notices.postAlipay(closed)).text()).toBe('success');
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });
});
