// Defect 10 of issue 34: malformed bodies at the origin's payment page (/pay/cashier) and the
// provider's notice (/pay/notify) answered 500 and logged stacks. Each is sent as a browser or a
// forger would, straight to the origin's public address; with --origin-log the stack's output is
// read for the error lines the bodies caused.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

import {
  createPaySigner,
  PAY_CASHIER_PATH,
  PAY_NOTIFY_PATH,
} from '../../origin/services/money/pay-sign';
import type { Session } from './app-client';
import type { Context } from './context';
import { row, said, skipped, type Row } from './report';

type Body = { type?: string; body: string | Uint8Array };

const BOUNDARY = 'fuzzboundary';
const LOG_SETTLE_MS = 1000;

/** The malformed bodies of origin/routes/money/pay-fuzz.test.ts for a route whose fields are `fields`. */
function malformed(fields: Record<string, string>): [string, Body][] {
  const form = new URLSearchParams(fields).toString();
  const multipart = (parts: string) => `--${BOUNDARY}\r\n${parts}\r\n--${BOUNDARY}--\r\n`;
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  const url = 'application/x-www-form-urlencoded';
  return [
    ['multipart without a boundary', { type: 'multipart/form-data', body: form }],
    ['multipart, empty boundary', { type: 'multipart/form-data; boundary=', body: form }],
    ['multipart that is not', { type: typed, body: form }],
    [
      'multipart cut short',
      {
        type: typed,
        body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="order"\r\n\r\n${fields.order ?? ''}`,
      },
    ],
    [
      'a file for a field',
      {
        type: typed,
        body: multipart(
          `Content-Disposition: form-data; name="order"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${fields.order ?? ''}`,
        ),
      },
    ],
    ['multipart/mixed', { type: `multipart/mixed; boundary=${BOUNDARY}`, body: form }],
    ['no content type', { body: form }],
    ['text/plain', { type: 'text/plain', body: form }],
    ['an unknown type', { type: 'application/x-evil', body: form }],
    ['a type that is not one', { type: ';;;', body: form }],
    ['broken percent escapes', { type: url, body: `${form}&x=%E0%A4%A&%%%=%` }],
    [
      'non-UTF-8 bytes',
      {
        type: url,
        body: new Uint8Array([...new TextEncoder().encode(`${form}&x=`), 0xff, 0xfe, 0xc3, 0x28]),
      },
    ],
    ['percent-encoded non-UTF-8', { type: url, body: `${form}&note=%FF%FE%C3%28` }],
    ['only separators', { type: url, body: '&&&===&=&' }],
    ['an empty body', { type: url, body: '' }],
    ['JSON cut short', { type: 'application/json', body: '{"orderNo":' }],
    ['a JSON array', { type: 'application/json', body: JSON.stringify([fields]) }],
    ['JSON null', { type: 'application/json', body: 'null' }],
    [
      'objects for fields',
      {
        type: 'application/json',
        body: JSON.stringify(Object.fromEntries(Object.keys(fields).map((k) => [k, { $ne: 1 }]))),
      },
    ],
    ['JSON in non-UTF-8', { type: 'application/json', body: new Uint8Array([0x7b, 0xff, 0x7d]) }],
    ['a 1 MiB body', { type: url, body: `${form}&pad=${'x'.repeat(1024 * 1024)}` }],
    ['missing fields', { type: url, body: 'action=pay' }],
  ];
}

/** Lines the stack logged since `from` (a byte offset of --origin-log). */
function logSince(file: string | null, from: number): string[] {
  if (!file) return [];
  const size = statSync(file).size;
  if (size <= from) return [];
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(size - from);
    readSync(fd, buf, 0, buf.length, from);
    return buf.toString('utf8').split('\n').filter(Boolean);
  } finally {
    closeSync(fd);
  }
}

const logSize = (file: string | null) => (file ? statSync(file).size : 0);

/** Error lines (pino level ≥ 50) and stack frames among `lines`, and warn lines. */
function logFigures(lines: string[]) {
  const errors = lines.filter(
    (l) => /"level":(5|6)0/.test(l) || /^\s+at .+:\d+:\d+\)?$/.test(l) || /"stack":/.test(l),
  );
  const warns = lines.filter((l) => /"level":40/.test(l));
  return { errors: errors.length, warns: warns.length };
}

async function pendingOrder(session: Session) {
  const info = await session.call('gold/paytypeinfo', { kind: 'diamond' });
  const product = info.data?.products?.[0];
  if (!product) throw new Error(`gold/paytypeinfo: ${said(info)}`);
  const submitted = await session.call('recharge/submit', {
    productId: product.id,
    payType: 'alipay',
  });
  const payUrl: string | undefined = submitted.data?.order?.payUrl;
  if (!payUrl) return null;
  const q = new URL(payUrl).searchParams;
  return {
    orderNo: q.get('order')!,
    sig: q.get('sig')!,
    price: submitted.data.order.price as number,
  };
}

export async function checkPayBodies(ctx: Context): Promise<Row[]> {
  const buyer = await ctx.net('pay-10').guest('d10');
  const order = await pendingOrder(buyer);
  if (!order)
    return [
      skipped(
        '10',
        'the pay pages',
        '支付宝 is off in this stack (PAY_DEMO_CASHIER=0): no payment page',
      ),
    ];
  const post = async (path: string, { type, body }: Body) => {
    const res = await buyer.net.fetch(`${ctx.originUrl}${path}`, {
      method: 'POST',
      headers: type === undefined ? {} : { 'content-type': type },
      body,
    });
    return { status: res.status, text: await res.text() };
  };
  const log = ctx.options.originLog;
  // The stack's output reaches the file a moment after the answer: read it once it has settled.
  const settled = async () => {
    if (log) await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
    return logSize(log);
  };
  /** The log's figures since `from`: one warn line per bad body, no error line, no stack. */
  const logNote = async (from: number, bodies: number) => {
    if (!log) return { note: '', clean: true };
    await settled();
    const f = logFigures(logSince(log, from));
    return {
      note: `; log: ${f.warns} warn, ${f.errors} error/stack lines`,
      clean: f.errors === 0 && f.warns >= bodies,
    };
  };

  let from = await settled();
  const first = await post(PAY_CASHIER_PATH, {
    type: 'multipart/form-data',
    body: `order=${order.orderNo}&sig=${order.sig}&action=pay`,
  });
  const firstLog = await logNote(from, 1);
  const stack = (text: string) => /at .+\.(ts|js):\d+|Error:/.test(text);
  const rows = [
    row(
      '10',
      'POST /pay/cashier, multipart content type without a boundary',
      `HTTP ${first.status}${first.text.includes('支付失败') ? ' 支付失败 page' : ''}${firstLog.note}`,
      first.status >= 400 && first.status < 500 && !stack(first.text) && firstLog.clean,
    ),
  ];

  from = await settled();
  const cashier = [];
  for (const [what, body] of malformed({ order: order.orderNo, sig: order.sig, action: 'pay' }))
    cashier.push({ what, ...(await post(PAY_CASHIER_PATH, body)) });
  const cashierLog = await logNote(from, cashier.length);
  const bad = cashier.filter((c) => c.status < 400 || c.status >= 500 || stack(c.text));
  const statuses = [...new Set(cashier.map((c) => c.status))].sort().join('/');
  rows.push(
    row(
      '10b',
      `${cashier.length} malformed bodies to /pay/cashier`,
      `HTTP ${statuses}; ${bad.length} not 4xx or with a stack${bad.length ? ` (${bad.map((b) => `${b.what}: ${b.status}`).join(', ')})` : ''}${cashierLog.note}`,
      bad.length === 0 && cashierLog.clean,
    ),
  );

  const signer = createPaySigner(ctx.env.SIGN_KEY ?? 'unknown', ctx.options.origin);
  const notice = { orderNo: order.orderNo, tradeNo: `T${Date.now()}`, amount: order.price };
  const fields = { ...notice, amount: String(notice.amount), sign: signer.noticeSign(notice) };
  from = await settled();
  const notify = [];
  for (const [what, body] of malformed(fields))
    notify.push({ what, ...(await post(PAY_NOTIFY_PATH, body)) });
  const notifyLog = await logNote(from, notify.length);
  const notFail = notify.filter((n) => n.status >= 500 || n.text !== 'fail');
  const state = await buyer.call('recharge/history', { orderNo: order.orderNo });
  const status = state.data?.list?.[0]?.status ?? '?';
  rows.push(
    row(
      '10c',
      `${notify.length} malformed notices to /pay/notify`,
      `${notify.length - notFail.length}× "fail" (HTTP ${[...new Set(notify.map((n) => n.status))].join('/')})${notFail.length ? `; others: ${notFail.map((n) => `${n.what}: ${n.status} ${n.text.slice(0, 30)}`).join(', ')}` : ''}; order still ${status}${notifyLog.note}`,
      notFail.length === 0 && status === 'pending' && notifyLog.clean,
    ),
  );
  return rows;
}
