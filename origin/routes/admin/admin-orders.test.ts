// The console's 订单与退款 through the origin's real app (PGlite): who may call it, finding
// orders, an order's story from its recorded notices, a refund into the wallet made once and
// never past the price (audited, in the ledger and the user's 系统通知), and the reconciliation
// finding each kind of mismatch. The races run on PostgreSQL in origin/admin-refund.pg.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_ADMIN_FORBIDDEN } from '@/lib/domain/admin/roles';
import { TIP_REFUND_NOT_PAID } from '@/lib/domain/money/refund';

import { auditLog } from '../../db/schema/admin';
import { rechargeOrders } from '../../db/schema/recharge';
import { walletLedger } from '../../db/schema/wallet';
import { walletBalances } from '../../services/money/wallet';
import { newAccount } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { PRODUCT, rechargeCalls } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

/** A ¥30 diamonds order of a new account, pending (alipay through the demo provider). */
async function pendingOrder(user?: { token: string; id: number; account: string }) {
  const buyer = user ?? (await newAccount(h));
  const r = await rechargeCalls(h).submit(buyer.token, PRODUCT.diamonds300, 'alipay');
  expect(r.code, r.tip).toBe(200);
  return { buyer, orderNo: r.data.order.orderNo as string, payUrl: r.data.order.payUrl as string };
}

/** The same, paid on the demo 收银台. */
async function paidOrder(user?: { token: string; id: number; account: string }) {
  const made = await pendingOrder(user);
  expect((await rechargeCalls(h).choosePage(made.payUrl, 'pay')).status).toBe(200);
  return made;
}

const key = (n: number) => `refund-key-${String(n).padStart(8, '0')}`;
const refunds = async () =>
  tdb.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));

describe('who may use 订单与退款', () => {
  it('finance and the owner may; an editor or a moderator gets 4030 and changes nothing', async () => {
    const { orderNo } = await paidOrder();
    const body = { orderNo, amount: 100, reason: '测试', key: key(1) };
    for (const name of ['editor1', 'moderator1']) {
      const token = await adminLogin(h, name);
      for (const [path, b] of [
        ['orders/list', {}],
        ['orders/get', { orderNo }],
        ['orders/reconcile', {}],
        ['orders/refund', body],
      ] as const) {
        const r = await adminCall(h, path, { token, body: b });
        expect([path, r.code, r.tip]).toEqual([path, 4030, TIP_ADMIN_FORBIDDEN]);
      }
    }
    expect(await refunds()).toHaveLength(0);
    for (const name of ['finance1', 'admin']) {
      const token = await adminLogin(h, name);
      expect((await adminCall(h, 'orders/list', { token })).code).toBe(200);
    }
    const user = await newAccount(h);
    expect((await adminCall(h, 'orders/list', { token: user.token })).code).toBe(1000);
  });
});

describe('finding orders', () => {
  it('by number, user id, account and time range, paged newest first', async () => {
    const token = await adminLogin(h, 'finance1');
    const alice = await newAccount(h);
    const bob = await newAccount(h);
    const a1 = await pendingOrder(alice);
    const t1 = h.clock.ms;
    h.clock.advance(600);
    const a2 = await paidOrder(alice);
    const b1 = await pendingOrder(bob);
    const list = (body: object) => adminCall(h, 'orders/list', { token, body });

    const all = await list({});
    expect(all.data.items.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      b1.orderNo,
      a2.orderNo,
      a1.orderNo,
    ]);
    expect((await list({ orderNo: a2.orderNo })).data).toMatchObject({
      total: 1,
      items: [{ orderNo: a2.orderNo, userId: alice.id, account: alice.account, status: 'paid' }],
    });
    expect((await list({ user: String(bob.id) })).data.items).toHaveLength(1);
    expect((await list({ user: alice.account })).data.total).toBe(2);
    expect(
      (await list({ to: t1 + 1 })).data.items.map((o: { orderNo: string }) => o.orderNo),
    ).toEqual([a1.orderNo]);
    expect((await list({ from: t1 + 1 })).data.total).toBe(2);
    const page2 = await list({ page: 2, pageSize: 2 });
    expect(page2.data).toMatchObject({ total: 3, page: 2, items: [{ orderNo: a1.orderNo }] });
    expect((await list({ user: 'nobody_here' })).data.total).toBe(0);
    const bad = await list({ orderNo: 'R123' });
    expect(bad.code).toBe(4000);
    expect(bad.tip).toMatch(/订单号格式不正确/);
  });
});

describe("an order's story", () => {
  it('created, the notices with their outcomes, paid and settled; 4040 for no order', async () => {
    const token = await adminLogin(h, 'finance1');
    const { orderNo } = await paidOrder();
    // A minute on, the provider reports another trade: recorded, not credited.
    h.clock.advance(60);
    const pay = rechargeCalls(h);
    expect(await (await pay.notify({ orderNo, tradeNo: 'T-second', amount: 3000 })).text()).toBe(
      'fail',
    );
    const r = await adminCall(h, 'orders/get', { token, body: { orderNo } });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.story.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'notice',
      'paid',
      'settled',
      'notice',
    ]);
    expect(r.data.notices.map((n: { outcome: string; source: string }) => n.outcome)).toEqual([
      'paid',
      'paid_other',
    ]);
    expect(r.data.story[1].text).toMatch(/演示收银台确认支付.*支付成功，已入账/);
    expect(r.data.story[3].text).toBe('已入账：+300钻石、+30钻石');
    expect(r.data.refundable).toBe(3000);
    const missing = await adminCall(h, 'orders/get', {
      token,
      body: { orderNo: 'R00000000000000000000' },
    });
    expect([missing.code, missing.tip]).toEqual([4040, '订单不存在']);
  });
});

describe('refunds', () => {
  it('half an order: the gold, one ledger row, one message, one audit row; the same key again changes nothing', async () => {
    const token = await adminLogin(h, 'finance1');
    const { buyer, orderNo } = await paidOrder();
    const gold = async () => (await walletBalances(tdb.db, buyer.id)).gold;
    const goldBefore = await gold();
    const body = { orderNo, amount: 1500, reason: '到账延迟，补偿一半', key: key(2) };
    const first = await adminCall(h, 'orders/refund', { token, body });
    expect(first.code, first.tip).toBe(200);
    expect(first.data).toMatchObject({
      created: true,
      refundable: 1500,
      refund: { amount: 1500, operatorName: 'finance1' },
      order: { refunded: 1500 },
    });
    const again = await adminCall(h, 'orders/refund', { token, body });
    expect(again.data).toMatchObject({ created: false, refund: { id: first.data.refund.id } });

    const rows = await tdb.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, buyer.id), eq(walletLedger.reason, 'refund')));
    expect(rows).toMatchObject([{ currency: 'gold', amount: 1500 }]);
    const ledger = await h.call('user/wallet/ledger', { token: buyer.token, body: {} });
    const shown = ledger.data.list.filter((e: { reason: string }) => e.reason === 'refund');
    expect(shown).toMatchObject([{ amount: 1500, title: '300钻石' }]);
    expect((await gold()) - goldBefore).toBe(1500);
    const notes = await h.call('message/list', { token: buyer.token, body: { kind: 'system' } });
    const mine = notes.data.list.filter((m: { title: string }) => m.title === '退款到账通知');
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toContain(orderNo);

    const audits = await refunds();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      target: `order:${orderNo}`,
      before: { refunded: 0 },
      after: { refunded: 1500 },
    });
  });

  it('past what was paid: refused with a Chinese tip, nothing written; the rest once, then nothing', async () => {
    const token = await adminLogin(h, 'admin');
    const { buyer, orderNo } = await paidOrder();
    const refund = (amount: number, n: number) =>
      adminCall(h, 'orders/refund', {
        token,
        body: { orderNo, amount, reason: '退款', key: key(n) },
      });
    expect((await refund(1500, 10)).code).toBe(200);
    const over = await refund(1501, 11);
    expect([over.code, over.tip]).toEqual([4000, '退款金额超过可退金额，最多还可退¥15']);
    expect((await refund(1500, 12)).code).toBe(200);
    const done = await refund(1, 13);
    expect([done.code, done.tip]).toEqual([4000, '该订单已全额退款，无法再退']);
    const rows = await tdb.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, buyer.id), eq(walletLedger.reason, 'refund')));
    expect(rows.map((r) => r.amount)).toEqual([1500, 1500]);
    expect(await refunds()).toHaveLength(2);
  });

  it('an unpaid order, an unknown one, bad input: refused in Chinese', async () => {
    const token = await adminLogin(h, 'finance1');
    const { orderNo } = await pendingOrder();
    const call = (body: object) => adminCall(h, 'orders/refund', { token, body });
    const base = { orderNo, amount: 100, reason: '退款', key: key(20) };
    expect(await call(base)).toMatchObject({ code: 4000, tip: TIP_REFUND_NOT_PAID });
    expect(await call({ ...base, orderNo: 'R00000000000000000001' })).toMatchObject({
      code: 4040,
      tip: '订单不存在',
    });
    expect((await call({ ...base, amount: 0 })).tip).toMatch(/退款金额/);
    expect((await call({ ...base, reason: '  ' })).tip).toBe('请填写退款原因');
    expect((await call({ ...base, key: 'x' })).tip).toBe('请求编号不正确');
    expect(await refunds()).toHaveLength(0);
  });
});

describe('reconciliation', () => {
  it('finds an order paid without a notice, a notice without an order, and another amount', async () => {
    const token = await adminLogin(h, 'finance1');
    const fine = await paidOrder();
    // Paid with no notice recorded: marked paid behind the providers' back.
    const silent = await pendingOrder();
    await tdb.db
      .update(rechargeOrders)
      .set({ status: 'paid', paidAt: new Date(h.clock.ms), tradeNo: 'SILENT-1' })
      .where(eq(rechargeOrders.orderNo, silent.orderNo));
    const pay = rechargeCalls(h);
    const stray = { orderNo: 'R20990101000000123456', tradeNo: 'T-stray', amount: 3000 };
    expect(await (await pay.notify(stray)).text()).toBe('fail');
    const short = await pendingOrder();
    expect(
      await (await pay.notify({ orderNo: short.orderNo, tradeNo: 'T-short', amount: 1 })).text(),
    ).toBe('fail');

    const r = await adminCall(h, 'orders/reconcile', { token });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.paidWithoutNotice.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      silent.orderNo,
    ]);
    expect(r.data.noticeWithoutOrder).toMatchObject([
      { orderNo: stray.orderNo, tradeNo: 'T-stray', outcome: 'unknown' },
    ]);
    expect(r.data.amountMismatch).toMatchObject([
      { orderNo: short.orderNo, price: 3000, notice: { amount: 1, outcome: 'amount' } },
    ]);
    expect(JSON.stringify(r.data)).not.toContain(fine.orderNo);
  });
});
