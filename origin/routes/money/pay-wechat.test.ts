// 微信支付 v3's notice behind PAY_PROVIDER=wechat, through the app with generated keys (the order:
// pay-wechat-order.test.ts): the notice (the documented TRANSACTION.SUCCESS shape, resource AES-256-GCM, headers signed by the platform key)
// settles once; a forged signature, an old timestamp, another amount, appid or mchid, another
// APIv3 key or platform serial are refused with a warn line, and a replay credits nothing more.
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import {
  KEYS,
  providerNotices,
  wechatNotice,
  wechatSettings,
  wechatTransaction,
  type WechatNoticeOptions,
  type WechatTransaction,
} from '../../test/pay-provider-fixtures';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { WECHAT_NOTIFY_PATH } from '../../services/money/pay-wechat';

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
    config: { pay: { wechat: wechatSettings() }, payDemoCashier: false },
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

/** A guest's pending 微信支付 order of 500钻石 + 赠80钻石 (¥50). */
async function pendingOrder() {
  const me = await h.guest();
  const r = await pay.submit(me.token, PRODUCT.diamonds500, 'wechat');
  if (r.code !== 200) throw new Error(r.tip);
  return { me, orderNo: r.data.order.orderNo as string, payUrl: r.data.order.payUrl as string };
}

const TX_ID = '4200002025060112345678901234';
const warnings = () => lines.filter((l) => l.level === WARN);

describe('微信支付: the notice', () => {
  const post = (tx: WechatTransaction, options: WechatNoticeOptions = {}) =>
    notices.postWechat(wechatNotice(tx, h.clock.ms, options));

  it('a notice signed right settles once (204); a replay answers 204 and credits nothing more', async () => {
    const { me, orderNo } = await pendingOrder();
    const notice = wechatNotice(
      wechatTransaction({ orderNo, transactionId: TX_ID, total: 5000 }),
      h.clock.ms,
    );
    const first = await notices.postWechat(notice);
    expect([first.status, await first.text()]).toEqual([204, '']);
    expect(await storedOrder(tdb.db, orderNo)).toMatchObject({ status: 'paid', tradeNo: TX_ID });
    h.clock.advance(60);
    const again = await notices.postWechat(notice);
    expect(again.status).toBe(204);
    const rows = await ledgerOf(tdb.db, me.id, 'recharge');
    expect(rows.map((r) => [r.currency, r.amount])).toEqual([
      ['diamonds', 5000],
      ['diamonds', 800],
    ]);
  });

  const paid = (orderNo: string, overrides: WechatTransaction = {}) =>
    wechatTransaction({ orderNo, transactionId: TX_ID, total: 5000 }, overrides);

  const refusals: [string, (orderNo: string) => Response | Promise<Response>, RegExp][] = [
    [
      'a signature by another key',
      (no) => post(paid(no), { signKey: KEYS.stranger.privateKey }),
      /bad signature/,
    ],
    [
      'a timestamp over 5 minutes old',
      (no) => post(paid(no), { timestamp: Math.floor(h.clock.ms / 1000) - 301 }),
      /timestamp 301 s off/,
    ],
    [
      'a timestamp over 5 minutes ahead',
      (no) => post(paid(no), { timestamp: Math.floor(h.clock.ms / 1000) + 301 }),
      /timestamp 301 s off/,
    ],
    [
      'another platform serial',
      (no) => post(paid(no), { serial: 'PUB_KEY_ID_OTHER' }),
      /unknown platform serial/,
    ],
    [
      'a resource under another APIv3 key',
      (no) => post(paid(no), { apiV3Key: 'Z'.repeat(32) }),
      /does not decrypt/,
    ],
    [
      'another appid',
      (no) => post(paid(no, { appid: 'wx0000000000000000' })),
      /appid wx0000000000000000 is not ours/,
    ],
    [
      'another mchid',
      (no) => post(paid(no, { mchid: '1900000001' })),
      /mchid 1900000001 is not ours/,
    ],
    [
      'a body changed after signing',
      async (no) => {
        const notice = wechatNotice(paid(no), h.clock.ms);
        const body = notice.body.replace('"summary":"支付成功"', '"summary":"x"');
        return notices.postWechat({ ...notice, body });
      },
      /bad signature/,
    ],
    [
      'no signature headers',
      async (no) => {
        const notice = wechatNotice(paid(no), h.clock.ms);
        return notices.postWechat({
          body: notice.body,
          headers: { 'content-type': 'application/json' },
        });
      },
      /headers missing/,
    ],
  ];

  for (const [what, send, reason] of refusals) {
    it(`refuses ${what} with 400 FAIL and a warn line`, async () => {
      const { me, orderNo } = await pendingOrder();
      const res = await send(orderNo);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'FAIL', message: '失败' });
      expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
      expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(0);
      expect(warnings()).toEqual([
        expect.objectContaining({
          msg: 'pay notify: refused',
          provider: 'wechat',
          reason: expect.stringMatching(reason),
        }),
      ]);
    });
  }

  it('takes a timestamp 5 minutes old exactly', async () => {
    const { orderNo } = await pendingOrder();
    const res = await post(paid(orderNo), { timestamp: Math.floor(h.clock.ms / 1000) - 300 });
    expect(res.status).toBe(204);
  });

  it('refuses another amount, signed right, with 400 and a warn line', async () => {
    const { me, orderNo } = await pendingOrder();
    const res = await post(wechatTransaction({ orderNo, transactionId: TX_ID, total: 4999 }));
    expect(res.status).toBe(400);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(0);
    expect(warnings()).toEqual([
      expect.objectContaining({ msg: 'pay notify refused', provider: 'wechat', outcome: 'amount' }),
    ]);
  });

  it('takes a payment made before the order closed, whose notice comes after', async () => {
    const { me, orderNo } = await pendingOrder();
    h.clock.advance(17 * 60);
    const res = await post(paid(orderNo, { success_time: '2025-06-01T12:14:59+08:00' }));
    expect(res.status).toBe(204);
    const order = await storedOrder(tdb.db, orderNo);
    expect(order.paidAt!.getTime()).toBe(Date.UTC(2025, 5, 1, 4, 14, 59));
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(2);
    const other = await pendingOrder();
    h.clock.advance(17 * 60);
    const late = paid(other.orderNo, { success_time: '2025-06-01T12:50:00+08:00' });
    expect((await post(late)).status).toBe(400);
    expect((await storedOrder(tdb.db, other.orderNo)).status).toBe('closed');
  });

  it('takes an unpaid trade state as news, not a payment', async () => {
    const { orderNo } = await pendingOrder();
    const res = await post(paid(orderNo, { trade_state: 'NOTPAY' }));
    expect(res.status).toBe(204);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });

  it('posts at its own path only', async () => {
    expect(WECHAT_NOTIFY_PATH).toBe('/pay/notify/wechat');
    const { orderNo } = await pendingOrder();
    expect((await pay.notify({ orderNo, tradeNo: 'DEMO1', amount: 5000 })).status).toBe(404);
  });
});
