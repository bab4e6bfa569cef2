// Malformed bodies at the payment page and the provider's notice: bad content types, broken
// multipart and urlencoded, non-UTF-8, oversized, missing or odd fields. Each is refused as bad
// input (a 4xx page, or the provider's `fail`) with one warn line, never a 500 or an error-level
// log with a stack, and nothing is paid.
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import { PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { PAY_CASHIER_PATH, PAY_NOTIFY_PATH } from '../../services/money/pay-sign';
import { PAY_BODY_LIMIT_BYTES } from './pay';

type LogLine = { level: number; msg: string; err?: { stack?: string } };

let tdb: TestDb;
let h: Harness;
let pay: ReturnType<typeof rechargeCalls>;
const lines: LogLine[] = [];

beforeAll(async () => {
  tdb = await openTestDb();
  // Every line the origin logs, parsed, as pino writes it.
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  h = await createHarness(tdb.db, {
    config: { guestPerIpPerMinute: 10_000 },
    deps: { logger },
  });
  pay = rechargeCalls(h);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const WARN = 40;
const ERROR = 50;
const BOUNDARY = 'fuzzboundary';

/** A pending order's number and signature, as its payUrl carries them. */
async function pendingOrder() {
  const me = await h.guest();
  const r = await pay.submit(me.token, PRODUCT.diamonds500, 'alipay');
  if (r.code !== 200) throw new Error(r.tip);
  const url = new URL(r.data.order.payUrl as string);
  return { orderNo: url.searchParams.get('order')!, sig: url.searchParams.get('sig')! };
}

type Body = { type?: string; body: string | Uint8Array<ArrayBuffer> };

/** Malformed bodies for a route whose well-formed fields are `fields`. */
function malformed(fields: Record<string, string>): [string, Body][] {
  const form = new URLSearchParams(fields).toString();
  const multipart = (parts: string) => `--${BOUNDARY}\r\n${parts}\r\n--${BOUNDARY}--\r\n`;
  return [
    ['multipart without a boundary', { type: 'multipart/form-data', body: form }],
    ['multipart with an empty boundary', { type: 'multipart/form-data; boundary=', body: form }],
    [
      'multipart that is not multipart',
      { type: `multipart/form-data; boundary=${BOUNDARY}`, body: form },
    ],
    [
      'multipart cut short',
      {
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="order"\r\n\r\n${fields.order ?? ''}`,
      },
    ],
    [
      'multipart with a file for a field',
      {
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart(
          `Content-Disposition: form-data; name="order"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${fields.order ?? ''}`,
        ),
      },
    ],
    ['multipart/mixed', { type: `multipart/mixed; boundary=${BOUNDARY}`, body: form }],
    ['no content type', { body: form }],
    ['text/plain', { type: 'text/plain', body: form }],
    ['an unknown type', { type: 'application/x-evil', body: form }],
    ['a content type that is not one', { type: ';;;', body: form }],
    [
      'broken percent escapes',
      { type: 'application/x-www-form-urlencoded', body: `${form}&x=%E0%A4%A&%%%=%` },
    ],
    [
      'non-UTF-8 bytes',
      {
        type: 'application/x-www-form-urlencoded',
        body: new Uint8Array([...new TextEncoder().encode(`${form}&x=`), 0xff, 0xfe, 0xc3, 0x28]),
      },
    ],
    [
      'percent-encoded non-UTF-8',
      { type: 'application/x-www-form-urlencoded', body: `${form}&note=%FF%FE%C3%28` },
    ],
    ['only separators', { type: 'application/x-www-form-urlencoded', body: '&&&===&=&' }],
    ['an empty body', { type: 'application/x-www-form-urlencoded', body: '' }],
    ['JSON that is not JSON', { type: 'application/json', body: '{"orderNo":' }],
    ['JSON that is an array', { type: 'application/json', body: JSON.stringify([fields]) }],
    ['JSON null', { type: 'application/json', body: 'null' }],
    [
      'JSON with objects for fields',
      {
        type: 'application/json',
        body: JSON.stringify(Object.fromEntries(Object.keys(fields).map((k) => [k, { $ne: 1 }]))),
      },
    ],
    ['JSON in non-UTF-8', { type: 'application/json', body: new Uint8Array([0x7b, 0xff, 0x7d]) }],
    [
      'a huge body',
      {
        type: 'application/x-www-form-urlencoded',
        body: `${form}&pad=${'x'.repeat(PAY_BODY_LIMIT_BYTES)}`,
      },
    ],
    ['missing fields', { type: 'application/x-www-form-urlencoded', body: 'action=pay' }],
  ];
}

async function post(path: string, { type, body }: Body): Promise<Response> {
  const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
  const origin = h.config.publicUrl.replace(/\/+$/, '');
  // A Uint8Array body keeps its bytes (a string would be re-encoded as UTF-8).
  return h.app.request(`${origin}${path}`, { method: 'POST', headers, body });
}

/** The lines logged while `run` ran. */
async function logged(run: () => Promise<void>): Promise<LogLine[]> {
  const from = lines.length;
  await run();
  return lines.slice(from);
}

describe('the payment page takes malformed bodies as bad input', () => {
  it('answers each with a 4xx page and a warn line, never a 500 or an error log', async () => {
    const { orderNo, sig } = await pendingOrder();
    for (const [what, body] of malformed({ order: orderNo, sig, action: 'pay' })) {
      const during = await logged(async () => {
        const res = await post(PAY_CASHIER_PATH, body);
        expect([400, 403, 413], what).toContain(res.status);
        const html = await res.text();
        expect(html, what).toContain('<html lang="zh-CN">');
        expect(html, what).not.toMatch(/at .+\.ts:\d+|Error:/);
      });
      expect(
        during.filter((l) => l.level >= ERROR).map((l) => l.msg),
        what,
      ).toEqual([]);
      expect(
        during.some((l) => l.level === WARN),
        what,
      ).toBe(true);
    }
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });

  it('an unreadable form is 400 支付失败 (not the 500 it was)', async () => {
    const res = await post(PAY_CASHIER_PATH, {
      type: 'multipart/form-data',
      body: 'order=x&sig=y&action=pay',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('支付失败');
  });
});

describe('the provider’s notice takes malformed bodies as bad input', () => {
  it('answers each with fail and a warn line, never an error log', async () => {
    const { orderNo } = await pendingOrder();
    const notice = { orderNo, tradeNo: 'T2025060100009', amount: '5000' };
    const fields = { ...notice, sign: pay.signer.noticeSign({ ...notice, amount: 5000 }) };
    for (const [what, body] of malformed(fields)) {
      const during = await logged(async () => {
        const res = await post(PAY_NOTIFY_PATH, body);
        expect(res.status, what).toBeLessThan(500);
        expect(await res.text(), what).toBe('fail');
      });
      expect(
        during.filter((l) => l.level >= ERROR).map((l) => l.msg),
        what,
      ).toEqual([]);
      expect(
        during.some((l) => l.level === WARN),
        what,
      ).toBe(true);
    }
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
    // The well-formed notice still pays.
    const ok = await post(PAY_NOTIFY_PATH, {
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(fields).toString(),
    });
    expect(await ok.text()).toBe('success');
  });
});
