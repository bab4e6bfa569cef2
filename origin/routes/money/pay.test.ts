// The demo payment page and the provider's notice, through the app: the page under a fresh nonce'd
// CSP, escaped, refusing a forged link; a notice credits once however often it comes, and never
// for a wrong amount, a bad sign, an unknown or an expired order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ORDER_TTL_SECONDS } from '@/lib/domain/money/recharge';

import { rechargeOrders } from '../../db/schema/recharge';
import { escapeHtml } from '../../http/html';
import { createHarness, type Harness } from '../../test/harness';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { PAY_BODY_LIMIT_BYTES } from './pay';

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

/** A guest's pending order of 500钻石 + 赠80钻石 (¥50): its number, payUrl and the guest. */
async function pendingOrder(way: 'alipay' | 'wechat' = 'alipay') {
  const me = await h.guest();
  const r = await pay.submit(me.token, PRODUCT.diamonds500, way);
  if (r.code !== 200) throw new Error(r.tip);
  return { me, orderNo: r.data.order.orderNo as string, url: r.data.order.payUrl as string };
}

const diamondsOf = async (token: string) =>
  (await h.call('user/info', { token })).data.wallet.diamonds as number;

/** Every page carries the whole policy under one nonce, fresh each answer. */
function expectPageHeaders(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /script-src 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1] ?? '';
  expect(csp).toBe(
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  );
  expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return nonce;
}

describe('the payment page', () => {
  it('shows the order: demo notice, amount, title, what it gives, the way, the time left', async () => {
    const { orderNo, url } = await pendingOrder('wechat');
    h.clock.advance(60);
    const res = await pay.openPage(url);
    expect(res.status).toBe(200);
    const nonce = expectPageHeaders(res);
    const html = await res.text();
    for (const text of [
      '<html lang="zh-CN">',
      'name="viewport"',
      '<title>演示收银台</title>',
      '演示收银台：此页面代替真实的支付服务',
      '<p class="amount">¥50</p>',
      '<dd>500钻石</dd>',
      '<dd>500钻石 + 赠80钻石</dd>',
      '<dd>微信支付</dd>',
      `<dd>${orderNo}</dd>`,
      `data-seconds="${ORDER_TTL_SECONDS - 60}"`,
      '<form method="post" action="cashier">',
      `<input type="hidden" name="order" value="${orderNo}">`,
      'name="action" value="pay">确认支付</button>',
      'name="action" value="cancel">取消订单</button>',
      `<script nonce="${nonce}">`,
      `<style nonce="${nonce}">`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(expectPageHeaders(await pay.openPage(url))).not.toBe(nonce);
  });

  it('escapes what it writes', async () => {
    const { orderNo, url } = await pendingOrder();
    const title = `<script>alert("x")</script>&'`;
    await tdb.db.update(rechargeOrders).set({ title }).where(eq(rechargeOrders.orderNo, orderNo));
    const html = await (await pay.openPage(url)).text();
    expect(html).toContain(`<dd>${escapeHtml(title)}</dd>`);
    expect(html).not.toContain('<script>alert');
  });

  it('refuses a forged or missing signature with 403 and an unknown order with 404', async () => {
    const { orderNo, url } = await pendingOrder();
    const sig = new URL(url).searchParams.get('sig')!;
    const forged = `${sig.slice(0, -1)}${sig.at(-1) === '0' ? '1' : '0'}`;
    const other = 'R20250601120000999999';
    const refused: [string, number][] = [
      [`/pay/cashier?order=${orderNo}&sig=${forged}`, 403],
      [`/pay/cashier?order=${orderNo}`, 403],
      ['/pay/cashier', 403],
      [`/pay/cashier?order=%3Cscript%3E&sig=${sig}`, 403],
      [`/pay/cashier?order=${other}&sig=${sig}`, 403],
      [`/pay/cashier?order=${other}&sig=${pay.signer.cashierUrl(other).split('sig=')[1]}`, 404],
    ];
    for (const [path, status] of refused) {
      const res = await pay.openPage(`http://origin.test${path}`);
      expect(res.status, path).toBe(status);
      expectPageHeaders(res);
      const html = await res.text();
      expect(html, path).toContain(status === 403 ? '支付链接无效' : '订单不存在');
      expect(html).not.toMatch(/Error|at .*\.ts/);
    }
    const posted = await pay.choose({ order: orderNo, sig: forged, action: 'pay' });
    expect(posted.status).toBe(403);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });

  it('says an order that is paid, or closed, is so; and offers the way back', async () => {
    const { url } = await pendingOrder();
    const paid = await pay.choosePage(url, 'pay');
    const nonce = expectPageHeaders(paid);
    const html = await paid.text();
    expect(html).toContain('<h1>支付成功</h1><p class="gives">500钻石 + 赠80钻石</p>');
    expect(html).toContain('请返回应用查看');
    expect(html).toContain('返回应用</button>');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('window.close()');
    expect(await (await pay.openPage(url)).text()).toContain('<h1>订单已支付</h1>');
    const late = await pendingOrder();
    h.clock.advance(ORDER_TTL_SECONDS);
    const closed = await pay.openPage(late.url);
    expect(closed.status).toBe(200);
    expect(await closed.text()).toContain('订单已关闭，请返回应用重新下单');
  });

  it('closes an order paid after its expiry, crediting nothing', async () => {
    const { me, orderNo, url } = await pendingOrder();
    h.clock.advance(ORDER_TTL_SECONDS);
    expect(await (await pay.choosePage(url, 'pay')).text()).toContain('订单已关闭');
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('closed');
    expect(await diamondsOf(me.token)).toBe(0);
  });

  it('refuses an unknown choice and a body too big for a form', async () => {
    const { orderNo, url } = await pendingOrder();
    const sig = new URL(url).searchParams.get('sig')!;
    expect((await pay.choose({ order: orderNo, sig, action: 'refund' })).status).toBe(400);
    const big = await pay.choose({
      order: orderNo,
      sig,
      action: 'pay',
      pad: 'x'.repeat(PAY_BODY_LIMIT_BYTES),
    });
    expect(big.status).toBe(413);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
  });
});

describe('the provider’s notice', () => {
  const notice = (orderNo: string, amount = 5000, tradeNo = 'T2025060100001') => ({
    orderNo,
    tradeNo,
    amount,
  });

  it('pays once however often it comes, as a form or JSON', async () => {
    const { me, orderNo } = await pendingOrder();
    const first = await pay.notify(notice(orderNo));
    expect([first.status, await first.text()]).toEqual([200, 'success']);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    const again = await pay.notify(notice(orderNo), { json: true });
    expect(await again.text()).toBe('success');
    expect(await diamondsOf(me.token)).toBe(5800);
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(2);
    expect(await storedOrder(tdb.db, orderNo)).toMatchObject({
      status: 'paid',
      tradeNo: 'T2025060100001',
    });
    // Another trade for the paid order is a second payment: refused, nothing credited.
    expect(await (await pay.notify(notice(orderNo, 5000, 'T2025060100002'))).text()).toBe('fail');
    expect(await diamondsOf(me.token)).toBe(5800);
  });

  it('refuses a wrong amount, a bad sign, an unknown order and a used trade', async () => {
    const { me, orderNo } = await pendingOrder();
    expect(await (await pay.notify(notice(orderNo, 4999))).text()).toBe('fail');
    const forged = pay.signer.noticeSign(notice(orderNo, 1));
    expect(await (await pay.notify(notice(orderNo), { sign: forged })).text()).toBe('fail');
    expect(await (await pay.notify(notice(orderNo), { sign: 'abc' })).text()).toBe('fail');
    const unknown = notice('R20250601120000999999');
    expect(await (await pay.notify(unknown)).text()).toBe('fail');
    expect(await (await pay.notify({ ...notice(orderNo), amount: -1 })).text()).toBe('fail');
    expect(await diamondsOf(me.token)).toBe(0);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('pending');
    const other = await pendingOrder();
    expect(await (await pay.notify(notice(other.orderNo, 5000, 'T-ONE'))).text()).toBe('success');
    expect(await (await pay.notify(notice(orderNo, 5000, 'T-ONE'))).text()).toBe('fail');
    expect(await diamondsOf(me.token)).toBe(0);
  });

  it('refuses an expired order and stores it closed', async () => {
    const { me, orderNo } = await pendingOrder();
    h.clock.advance(ORDER_TTL_SECONDS - 1);
    const late = await pendingOrder();
    h.clock.advance(1);
    expect(await (await pay.notify(notice(orderNo))).text()).toBe('fail');
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('closed');
    expect(await diamondsOf(me.token)).toBe(0);
    // One second younger, still open.
    expect(await (await pay.notify(notice(late.orderNo, 5000, 'T2'))).text()).toBe('success');
  });

  it('refuses a cancelled order', async () => {
    const { me, orderNo, url } = await pendingOrder();
    await pay.choosePage(url, 'cancel');
    expect(await (await pay.notify(notice(orderNo))).text()).toBe('fail');
    expect(await diamondsOf(me.token)).toBe(0);
  });
});
