// Recharge with the demo 收银台 switched off (PAY_DEMO_CASHIER=0, production's default): only the
// gold balance is offered and can pay, 支付宝/微信 are refused with a clear tip, and no page serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TIP_PAY_CHANNEL_OFF } from '@/lib/domain/money/recharge';

import { PAY_CASHIER_PATH } from '../../services/money/pay-sign';
import { createHarness, type Harness } from '../../test/harness';
import { PRODUCT } from '../../test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { payDemoCashier: false } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('recharge without a payment page', () => {
  it('offers and takes only 金币支付', async () => {
    const demo = await h.login('demo');
    const info = await h.call('gold/paytypeinfo', { token: demo.token, body: { kind: 'diamond' } });
    expect(info.data.payTypes.map((t: { code: string }) => t.code)).toEqual(['gold']);

    const refused = await h.call('recharge/submit', {
      token: demo.token,
      body: { productId: PRODUCT.diamonds500, payType: 'alipay' },
    });
    expect([refused.code, refused.tip]).toEqual([4000, TIP_PAY_CHANNEL_OFF]);
    const orders = await h.call('recharge/history', { token: demo.token, body: {} });
    expect(orders.data.total).toBe(0);

    const paid = await h.call('recharge/submit', {
      token: demo.token,
      body: { productId: PRODUCT.diamonds500, payType: 'gold' },
    });
    expect(paid.code, paid.tip).toBe(200);
    expect(paid.data.order.status).toBe('paid');
  });

  it('serves no demo 收银台', async () => {
    const res = await h.app.request(`${PAY_CASHIER_PATH}?order=R00000000000000000000&sig=x`);
    expect(res.status).toBe(404);
  });
});
