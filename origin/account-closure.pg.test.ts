// 注销账号 racing the account's own diamond purchases on real PostgreSQL (a pool, so the calls
// really run side by side): the wallet never goes below zero, every purchase that landed did so
// before the closure took the balance, and none lands after. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { TIP_CLOSE_PENDING_RECHARGE } from '@/lib/domain/account/closure';

import { rechargeOrders } from './db/schema/recharge';
import { purchases, walletLedger, wallets } from './db/schema/wallet';
import { fund, ledgerBalanced, newAccount } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { catalogue, demo } from './test/media-fixtures';
import { pgSuite } from './test/pg-suite';
import { PRODUCT } from './test/recharge-fixtures';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 1000 } }));

// Paid videos outside collections, so each purchase is its own debit.
const PAID = catalogue.videos.filter(
  (v) => v.access === 'paid' && v.collectionId === null && v.id !== demo.bought.id,
);

pg.describe('account closure races on PostgreSQL', () => {
  it('closing while buying: no purchase after the closure, the wallet never below zero', async () => {
    expect(PAID.length).toBeGreaterThanOrEqual(10);
    const prices = PAID.reduce((sum, v) => sum + v.price, 0);
    for (let round = 0; round < 6; round++) {
      const me = await newAccount(pg.h);
      // Enough for every video: only the closure stops a purchase.
      await fund(pg.db, me.id, prices, 1000, pg.h.clock.ms);
      const closing = pg.h.call('user/close', {
        token: me.token,
        body: { password: 'secret-123' },
      });
      // The purchases spread over the closure's time (its password check, then its transaction),
      // a different spread each round.
      const buys = PAID.map((v, i) =>
        new Promise((resolve) => setTimeout(resolve, i * (round + 1) * 5)).then(() =>
          pg.h.call('media/pay', { token: me.token, body: { id: v.id } }),
        ),
      );
      const [closed, ...bought] = await Promise.all([closing, ...buys]);
      expect(closed.code).toBe(200);
      // A purchase after the closure is refused: the session is gone.
      for (const r of bought) expect([200, 1000]).toContain(r.code);
      const late = await pg.h.call('media/pay', { token: me.token, body: { id: PAID[0]!.id } });
      expect(late.code).toBe(1000);

      const ledger = await pg.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, me.id))
        .orderBy(walletLedger.id);
      const closure = ledger.filter((l) => l.reason === 'closure');
      // The gold is always forfeited: its row marks the closure's place in the ledger.
      expect(closure.map((l) => l.currency)).toContain('gold');
      const closedAt = Math.min(...closure.map((l) => l.id));
      expect(ledger.filter((l) => l.id > closedAt && l.reason !== 'closure')).toEqual([]);
      expect(ledger.every((l) => l.balanceAfter >= 0)).toBe(true);
      const rows = await pg.db.select().from(purchases).where(eq(purchases.userId, me.id));
      // Each purchase kept has its debit, before the closure, and was answered 200.
      const debits = ledger.filter((l) => l.reason === 'video');
      expect(debits.map((l) => l.refId).sort()).toEqual(rows.map((p) => p.videoId).sort());
      expect(bought.filter((r) => r.code === 200)).toHaveLength(rows.length);
      const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
      expect(wallet).toMatchObject({ diamonds: 0, gold: 0 });
      expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
    }
  }, 120_000);

  it('closing while ordering a recharge: never closed with an order left to pay', async () => {
    for (let round = 0; round < 6; round++) {
      const me = await newAccount(pg.h);
      const closing = pg.h.call('user/close', {
        token: me.token,
        body: { password: 'secret-123' },
      });
      const orders = [0, 1, 2].map((i) =>
        new Promise((resolve) => setTimeout(resolve, i * (round + 1) * 10)).then(() =>
          pg.h.call('recharge/submit', {
            token: me.token,
            body: { productId: PRODUCT.diamonds100, payType: 'alipay' },
          }),
        ),
      );
      const [closed, ...submitted] = await Promise.all([closing, ...orders]);
      const made = await pg.db
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.userId, me.id));
      if (closed.code === 200) {
        // Closed first: every order after it was refused, none made.
        expect(made).toEqual([]);
        for (const r of submitted) expect(r.code).toBe(1000);
      } else {
        // An order came first: the account stays open until it is paid or closed.
        expect(closed.tip).toBe(TIP_CLOSE_PENDING_RECHARGE);
        expect(made.length).toBeGreaterThan(0);
        expect((await pg.h.call('user/info', { token: me.token })).code).toBe(200);
      }
    }
  }, 120_000);
});
