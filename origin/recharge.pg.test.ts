// Recharge under real concurrency (PGlite has one connection and cannot race): parallel notices
// and taps of one order credit once, parallel 金币支付 stop at the balance, parallel submits stop
// at UNPAID_ORDERS_MAX open orders, and payments racing a guest's merge into an account neither
// deadlock nor lose money (the lock order of services/recharge-settle.ts). Skipped unless
// ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_GOLD_NOT_ENOUGH,
  TIP_TOO_MANY_UNPAID,
  UNPAID_ORDERS_MAX,
} from '@/lib/domain/money/recharge';

import { rechargeOrders } from './db/schema/recharge';
import { wallets } from './db/schema/wallet';
import { DEMO_USER_ID } from './seed/seed-wallets';
import { mergeGuestInto } from './services/guest-merge';
import { fund, ledgerBalanced } from './test/account-fixtures';
import { createHarness, type Harness } from './test/harness';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from './test/recharge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: Harness;
let pay: ReturnType<typeof rechargeCalls>;

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const walletOf = async (userId: number) =>
  (await tdb.db.select().from(wallets).where(eq(wallets.userId, userId)))[0];

describe.skipIf(!pg)('recharge on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await openTestDb();
    expect(tdb.kind).toBe('postgres');
    h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
    pay = rechargeCalls(h);
  }, DB_HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

  /** A guest's pending 支付宝 order of 500钻石 + 赠80钻石 (¥50). */
  async function pendingOrder() {
    const me = await h.guest();
    const { order } = (await pay.submit(me.token, PRODUCT.diamonds500, 'alipay')).data;
    return { me, orderNo: order.orderNo as string, url: order.payUrl as string };
  }

  it('10 notices of one payment at once: all success, credited once', async () => {
    const { me, orderNo } = await pendingOrder();
    const notice = { orderNo, tradeNo: 'T-RACE-1', amount: 5000 };
    const words = await times(10, async () => (await pay.notify(notice)).text());
    expect(words).toEqual(Array(10).fill('success'));
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });

  it('10 taps of 确认支付 and notices of other trades at once: one pays, credited once', async () => {
    const { me, orderNo, url } = await pendingOrder();
    const texts = await times(10, async (i) =>
      i % 2
        ? (await pay.notify({ orderNo, tradeNo: `T-RACE-${i}`, amount: 5000 })).text()
        : (await pay.choosePage(url, 'pay')).text(),
    );
    const won = texts.filter((t) => t === 'success' || t.includes('支付成功'));
    expect(won).toHaveLength(1);
    expect(await ledgerOf(tdb.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect((await storedOrder(tdb.db, orderNo)).status).toBe('paid');
  });

  it('10 金币支付 at once with gold for 2: exactly 2 paid, the balance never below zero', async () => {
    const me = await h.guest();
    await fund(tdb.db, me.id, 0, 2 * 1000, h.clock.ms);
    const results = await times(10, () => pay.submit(me.token, PRODUCT.diamonds100, 'gold'));
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.code !== 200).map((r) => [r.code, r.tip]);
    expect(refused).toEqual(Array(8).fill([4000, TIP_GOLD_NOT_ENOUGH]));
    expect(await walletOf(me.id)).toMatchObject({ gold: 0, diamonds: 2000 });
    expect(await ledgerOf(tdb.db, me.id, 'recharge_gold')).toHaveLength(2);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });

  it(`10 submits at once: ${UNPAID_ORDERS_MAX} open orders, the rest 4290`, async () => {
    const me = await h.guest();
    const results = await times(10, (i) =>
      pay.submit(me.token, PRODUCT.diamonds100, i % 2 ? 'wechat' : 'alipay'),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(UNPAID_ORDERS_MAX);
    expect(results.filter((r) => r.tip === TIP_TOO_MANY_UNPAID)).toHaveLength(
      10 - UNPAID_ORDERS_MAX,
    );
    const open = await tdb.db
      .select()
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, me.id),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, new Date(h.clock.ms)),
        ),
      );
    expect(open).toHaveLength(UNPAID_ORDERS_MAX);
  });

  it('payments racing the guest’s merge into an account: credited once each, into the account', async () => {
    // Called directly, not through a login (its password hash takes long enough to never race).
    // Without settle's user lock, 20 rounds met a deadlock (40P01) every time they were tried.
    for (let round = 0; round < 20; round += 1) {
      await tdb.reset();
      const { me, orderNo } = await pendingOrder();
      const before = (await walletOf(DEMO_USER_ID))!.diamonds;
      const [word] = await Promise.all([
        pay.notify({ orderNo, tradeNo: `T-MERGE-${round}`, amount: 5000 }).then((r) => r.text()),
        mergeGuestInto(tdb.db, me.id, DEMO_USER_ID, h.clock.ms),
      ]);
      expect(word).toBe('success');
      expect((await storedOrder(tdb.db, orderNo)).userId).toBe(DEMO_USER_ID);
      expect((await walletOf(DEMO_USER_ID))!.diamonds).toBe(before + 5800);
      expect((await walletOf(me.id))?.diamonds ?? 0).toBe(0);
      expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
      expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
    }
  });

  it('the account’s 金币支付 racing a guest’s merge into it: both done, the ledger whole', async () => {
    const demo = await h.login('demo');
    // The window is one statement wide: without the merge's lock on the account's row, 150
    // rounds met a deadlock in each of 4 runs (300 rounds with it: none in 3 runs).
    for (let round = 0; round < 150; round += 1) {
      const guest = await h.guest();
      // As much gold as the payment takes, so the demo account never runs out.
      await fund(tdb.db, guest.id, 100, 1000, h.clock.ms);
      const [paid] = await Promise.all([
        pay.submit(demo.token, PRODUCT.diamonds100, 'gold'),
        mergeGuestInto(tdb.db, guest.id, DEMO_USER_ID, h.clock.ms),
      ]);
      expect(paid.code, paid.tip).toBe(200);
      expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
    }
  }, 120_000);
});
