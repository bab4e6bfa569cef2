// 微信支付 v3 behind PAY_PROVIDER=wechat, through the app with generated keys: the H5 order
// request is signed with the merchant key (checked here, never sent), and the notice (the
// documented TRANSACTION.SUCCESS shape, resource AES-256-GCM, headers signed by the platform key)
// settles once; a forged signature, an old timestamp, another amount, appid or mchid, another
// APIv3 key or platform serial are refused with a warn line, and a replay credits nothing more.
import { createSign, createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import {
  KEYS,
  WECHAT_APP_ID,
  WECHAT_MCH_ID,
  providerNotices,
  wechatNotice,
  wechatSettings,
  wechatTransaction,
  type WechatNoticeOptions,
  type WechatTransaction,
} from '../../test/pay-provider-fixtures';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import {
  h5OrderRequest,
  WECHAT_H5_PATH,
  WECHAT_NOTIFY_PATH,
} from '../../services/money/pay-wechat';

type LogLine = { level: number; msg: string; reason?: string; outcome?: string; provider?: string };

let tdb: TestDb;
let h: Harness;
let pay: ReturnType<typeof rechargeCalls>;
let notices: ReturnType<typeof providerNotices>;
const lines: LogLine[] = [];
const WARN = 40;
const ERROR = 50;

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

describe('微信支付: the H5 order request', () => {
  const order = {
    orderNo: 'R20250601120000123456',
    title: '500钻石',
    price: 5000,
    expiresAt: new Date(Date.UTC(2025, 5, 1, 4, 15, 0)),
  };
  const input = {
    nowMs: Date.UTC(2025, 5, 1, 4, 0, 0),
    clientIp: '203.0.113.7',
    notifyUrl: 'https://origin.example.com/pay/notify/wechat',
    nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
  };

  it('is signed WECHATPAY2-SHA256-RSA2048 with the merchant key over method, path, time, nonce, body', () => {
    const request = h5OrderRequest(wechatSettings(), order, input);
    expect(request.url).toBe(`http://127.0.0.1:9${WECHAT_H5_PATH}`);
    expect(JSON.parse(request.body)).toEqual({
      appid: WECHAT_APP_ID,
      mchid: WECHAT_MCH_ID,
      description: '500钻石',
      out_trade_no: order.orderNo,
      time_expire: '2025-06-01T12:15:00+08:00',
      notify_url: input.notifyUrl,
      amount: { total: 5000, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
    const header = request.headers.authorization!;
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(fields).toMatchObject({
      mchid: WECHAT_MCH_ID,
      nonce_str: input.nonce,
      timestamp: String(input.nowMs / 1000),
      serial_no: wechatSettings().mchSerial,
    });
    const verify = (body: string) =>
      createVerify('RSA-SHA256')
        .update(`POST\n${WECHAT_H5_PATH}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
        .verify(KEYS.wechatMerchant.publicKey, fields.signature!, 'base64');
    expect(verify(request.body)).toBe(true);
    expect(verify(request.body.replace('"total":5000', '"total":1'))).toBe(false);
  });

  it('a gateway that cannot be reached is a Chinese page and an error line, not a 500', async () => {
    const { payUrl, orderNo } = await pendingOrder();
    const res = await pay.openPage(payUrl);
    expect(res.status).toBe(502);
    const page = await res.text();
    expect(page).toContain('支付服务暂时不可用');
    expect(page).not.toContain('演示收银台');
    expect(lines.filter((l) => l.level === ERROR).map((l) => l.msg)).toEqual(['pay start failed']);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });
});

/** A stand-in for the gateway on loopback (never 微信支付): records the request, answers signed. */
describe('微信支付: the order through a stand-in gateway', () => {
  type Seen = { url: string; headers: IncomingHttpHeaders; body: string };
  const seen: Seen[] = [];
  let signWith = KEYS.wechatPlatform.privateKey;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const answer = JSON.stringify({
        h5_url:
          'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx201410272009395522657a690389285100&package=1037687096',
      });
      const timestamp = String(Math.floor(h.clock.ms / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = createSign('RSA-SHA256')
        .update(`${timestamp}\n${nonce}\n${answer}\n`)
        .sign(signWith, 'base64');
      res.writeHead(200, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': wechatSettings().platformSerial,
      });
      res.end(answer);
    });
  });
  let viaGateway: Harness;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    viaGateway = await createHarness(tdb.db, {
      config: {
        pay: { wechat: wechatSettings({ gateway: `http://127.0.0.1:${port}` }) },
        payDemoCashier: false,
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the signed H5 order and the payer on to the h5_url of a signed answer', async () => {
    const me = await viaGateway.guest();
    const r = await rechargeCalls(viaGateway).submit(me.token, PRODUCT.diamonds500, 'wechat');
    seen.length = 0;
    signWith = KEYS.wechatPlatform.privateKey;
    const res = await viaGateway.app.request(r.data.order.payUrl as string);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^https:\/\/wx\.tenpay\.com\/.*prepay_id=/);
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent!.url).toBe(WECHAT_H5_PATH);
    expect(JSON.parse(sent!.body)).toMatchObject({
      out_trade_no: r.data.order.orderNo,
      amount: { total: 5000, currency: 'CNY' },
      notify_url: `${viaGateway.config.publicUrl}${WECHAT_NOTIFY_PATH}`,
    });
    const auth = Object.fromEntries(
      [...String(sent!.headers.authorization).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const message = `POST\n${WECHAT_H5_PATH}\n${auth.timestamp}\n${auth.nonce_str}\n${sent!.body}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(KEYS.wechatMerchant.publicKey, auth.signature!, 'base64'),
    ).toBe(true);
  });

  it('does not follow an answer signed by another key', async () => {
    const me = await viaGateway.guest();
    const r = await rechargeCalls(viaGateway).submit(me.token, PRODUCT.diamonds500, 'wechat');
    signWith = KEYS.stranger.privateKey;
    const res = await viaGateway.app.request(r.data.order.payUrl as string);
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('支付服务暂时不可用');
  });
});

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
