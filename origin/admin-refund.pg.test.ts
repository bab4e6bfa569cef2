// The console's refunds on real PostgreSQL (a pool, so requests run side by side): ten clicks
// with one key credit once; ten with their own keys never refund past what the order took.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { auditLog } from './db/schema/admin';
import { rechargeRefunds } from './db/schema/refunds';
import { walletLedger } from './db/schema/wallet';
import { newAccount } from './test/account-fixtures';
import { adminCall, adminLogin } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';
import { PRODUCT, rechargeCalls } from './test/recharge-fixtures';

const pg = pgSuite((db) => createHarness(db));

async function paidOrder() {
  const buyer = await newAccount(pg.h);
  const pay = rechargeCalls(pg.h);
  const r = await pay.submit(buyer.token, PRODUCT.diamonds300, 'alipay');
  expect(r.code, r.tip).toBe(200);
  expect((await pay.choosePage(r.data.order.payUrl, 'pay')).status).toBe(200);
  return { buyer, orderNo: r.data.order.orderNo as string };
}

const refundRows = (userId: number) =>
  pg.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'refund')));

pg.describe('console refunds on PostgreSQL', () => {
  it('10 parallel refunds with one key: one refund, one ledger row, one audit row', async () => {
    const token = await adminLogin(pg.h, 'finance1');
    const { buyer, orderNo } = await paidOrder();
    const body = { orderNo, amount: 1500, reason: '补偿', key: 'same-click-key-000001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminCall(pg.h, 'orders/refund', { token, body })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.data.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.refund.id)).size).toBe(1);
    expect((await refundRows(buyer.id)).map((r) => r.amount)).toEqual([1500]);
    const audits = await pg.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audits).toHaveLength(1);
  });

  it('10 parallel refunds of ¥8 with their own keys on a ¥30 order: three, never past ¥30', async () => {
    const token = await adminLogin(pg.h, 'finance1');
    const { buyer, orderNo } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        adminCall(pg.h, 'orders/refund', {
          token,
          body: { orderNo, amount: 800, reason: '补偿', key: `other-click-key-${i}-0000` },
        }),
      ),
    );
    const ok = answers.filter((a) => a.code === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.code !== 200)) {
      expect([a.code, a.tip]).toEqual([4000, '退款金额超过可退金额，最多还可退¥6']);
    }
    const made = await pg.db.select().from(rechargeRefunds);
    expect(made.reduce((sum, r) => sum + r.amount, 0)).toBe(2400);
    expect((await refundRows(buyer.id)).map((r) => r.amount)).toEqual([800, 800, 800]);
  });
});
