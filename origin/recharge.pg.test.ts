// Recharge under real concurrency (PGlite has one connection and cannot race): parallel notices
// and taps of one order credit once, parallel 金币支付 stop at the balance, parallel submits stop
// at UNPAID_ORDERS_MAX open orders, and payments racing a guest's merge into an account neither
// deadlock nor lose money (the lock order of services/money/recharge-settle.ts). Skipped unless
// ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { and, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';

import {
  TIP_GOLD_NOT_ENOUGH,
  TIP_TOO_MANY_UNPAID,
  UNPAID_ORDERS_MAX,
} from '@/lib/domain/money/recharge';

import { rechargeOrders } from './db/schema/recharge';
import { wallets } from './db/schema/wallet';
import { DEMO_USER_ID } from './seed/seed-wallets';
import { mergeGuestInto } from './services/account/guest-merge';
import { fund, ledgerBalanced } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';
import { ledgerOf, PRODUCT, rechargeCalls, storedOrder } from './test/recharge-fixtures';

const pg = pgSuite(async (db) => {
  const h = await createHarness(db, { config: { guestPerIpPerMinute: 10_000 } });
  return Object.assign(h, { pay: rechargeCalls(h) });
});

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const walletOf = async (userId: number) =>
  (await pg.db.select().from(wallets).where(eq(wallets.userId, userId)))[0];

pg.describe('recharge on PostgreSQL', () => {
  /** A guest's pending 支付宝 order of 500钻石 + 赠80钻石 (¥50). */
  async function pendingOrder() {
    const me = await pg.h.guest();
    const { order } = (await pg.h.pay.submit(me.token, PRODUCT.diamonds500, 'alipay')).data;
    return { me, orderNo: order.orderNo as string, url: order.payUrl as string };
  }

  it('10 notices of one payment at once: all success, credited once', async () => {
    const { me, orderNo } = await pendingOrder();
    const notice = { orderNo, tradeNo: 'T-RACE-1', amount: 5000 };
    const words = await times(10, async () => (await pg.h.pay.notify(notice)).text());
    expect(words).toEqual(Array(10).fill('success'));
    expect(await ledgerOf(pg.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });

  it('10 taps of 确认支付 and notices of other trades at once: one pays, credited once', async () => {
    const { me, orderNo, url } = await pendingOrder();
    const texts = await times(10, async (i) =>
      i % 2
        ? (await pg.h.pay.notify({ orderNo, tradeNo: `T-RACE-${i}`, amount: 5000 })).text()
        : (await pg.h.pay.choosePage(url, 'pay')).text(),
    );
    const won = texts.filter((t) => t === 'success' || t.includes('支付成功'));
    expect(won).toHaveLength(1);
    expect(await ledgerOf(pg.db, me.id, 'recharge')).toHaveLength(2);
    expect((await walletOf(me.id))!.diamonds).toBe(5800);
    expect((await storedOrder(pg.db, orderNo)).status).toBe('paid');
  });

  it('10 金币支付 at once with gold for 2: exactly 2 paid, the balance never below zero', async () => {
    const me = await pg.h.guest();
    await fund(pg.db, me.id, 0, 2 * 1000, pg.h.clock.ms);
    const results = await times(10, () => pg.h.pay.submit(me.token, PRODUCT.diamonds100, 'gold'));
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.code !== 200).map((r) => [r.code, r.tip]);
    expect(refused).toEqual(Array(8).fill([4000, TIP_GOLD_NOT_ENOUGH]));
    expect(await walletOf(me.id)).toMatchObject({ gold: 0, diamonds: 2000 });
    expect(await ledgerOf(pg.db, me.id, 'recharge_gold')).toHaveLength(2);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });

  it(`10 submits at once: ${UNPAID_ORDERS_MAX} open orders, the rest 4290`, async () => {
    const me = await pg.h.guest();
    const results = await times(10, (i) =>
      pg.h.pay.submit(me.token, PRODUCT.diamonds100, i % 2 ? 'wechat' : 'alipay'),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(UNPAID_ORDERS_MAX);
    expect(results.filter((r) => r.tip === TIP_TOO_MANY_UNPAID)).toHaveLength(
      10 - UNPAID_ORDERS_MAX,
    );
    const open = await pg.db
      .select()
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, me.id),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, new Date(pg.h.clock.ms)),
        ),
      );
    expect(open).toHaveLength(UNPAID_ORDERS_MAX);
  });

  it('payments racing the guest’s merge into an account: credited once each, into the account', async () => {
    // Called directly, not through a login (its password hash takes long enough to never race).
    // Without settle's user lock, 20 rounds met a deadlock (40P01) every time they were tried.
    for (let round = 0; round < 20; round += 1) {
      await pg.tdb.reset();
      const { me, orderNo } = await pendingOrder();
      const before = (await walletOf(DEMO_USER_ID))!.diamonds;
      const [word] = await Promise.all([
        pg.h.pay
          .notify({ orderNo, tradeNo: `T-MERGE-${round}`, amount: 5000 })
          .then((r) => r.text()),
        mergeGuestInto(pg.db, me.id, DEMO_USER_ID, pg.h.clock.ms),
      ]);
      expect(word).toBe('success');
      expect((await storedOrder(pg.db, orderNo)).userId).toBe(DEMO_USER_ID);
      expect((await walletOf(DEMO_USER_ID))!.diamonds).toBe(before + 5800);
      expect((await walletOf(me.id))?.diamonds ?? 0).toBe(0);
      expect(await ledgerBalanced(pg.db, DEMO_USER_ID)).toBe(true);
      expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
    }
  });

  it('the account’s 金币支付 racing a guest’s merge into it: both done, the ledger whole', async () => {
    const demo = await pg.h.login('demo');
    // The window is one statement wide: without the merge's lock on the account's row, 150
    // rounds met a deadlock in each of 4 runs (300 rounds with it: none in 3 runs).
    for (let round = 0; round < 150; round += 1) {
      const guest = await pg.h.guest();
      // As much gold as the payment takes, so the demo account never runs out.
      await fund(pg.db, guest.id, 100, 1000, pg.h.clock.ms);
      const [paid] = await Promise.all([
        pg.h.pay.submit(demo.token, PRODUCT.diamonds100, 'gold'),
        mergeGuestInto(pg.db, guest.id, DEMO_USER_ID, pg.h.clock.ms),
      ]);
      expect(paid.code, paid.tip).toBe(200);
      expect(await ledgerBalanced(pg.db, DEMO_USER_ID)).toBe(true);
    }
  }, 120_000);
});
