// 微信支付 v3's order behind PAY_PROVIDER=wechat: the H5 order request is signed with the merchant
// key (checked here against keys the tests generate), sent to the configured gateway (a stand-in
// on loopback here, never 微信支付), and its signed answer's h5_url is where the payer goes; an
// answer signed by another key, or a gateway that cannot be reached, is a Chinese 502 page.
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
  wechatSettings,
} from '../../test/pay-provider-fixtures';
import { PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
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
const lines: LogLine[] = [];
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
