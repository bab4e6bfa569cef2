// The points exchange under real concurrency (PGlite has one connection and cannot race): 20
// parallel taps with points for one exchange take the points once; 20 users on a good with 3 in
// stock get exactly 3. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import {
  SECONDS_PER_POINT,
  TIP_GOODS_SOLD_OUT,
  TIP_POINTS_SHORT,
} from '@/lib/domain/welfare/points';

import { pointsExchanges, pointsGoods } from './db/schema/points';
import { users } from './db/schema/users';
import { walletLedger, wallets } from './db/schema/wallet';
import { ledgerBalanced, newAccount } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

const exchange = (token: string, id: number) =>
  pg.h.call('redeem/exchange', { token, body: { id } });
const online = (userId: number, points: number) =>
  pg.db
    .update(users)
    .set({ onlineSeconds: points * SECONDS_PER_POINT })
    .where(eq(users.id, userId));

pg.describe('points exchange on PostgreSQL', () => {
  it('20 parallel taps with points for one exchange: the points are taken once', async () => {
    const me = await newAccount(pg.h);
    // 5钻石 and 1金币 both at 10 积分, no stock or per-user limit: only the points stop a second
    // one. Taps on two goods: the good's row lock alone would let one of each through.
    await pg.db
      .update(pointsGoods)
      .set({ price: 10, userLimit: null })
      .where(eq(pointsGoods.id, 2));
    await online(me.id, 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => exchange(me.token, 1 + (i % 2))),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 4010 && r.tip === TIP_POINTS_SHORT)).toHaveLength(19);
    const rows = await pg.db
      .select()
      .from(pointsExchanges)
      .where(eq(pointsExchanges.userId, me.id));
    expect(rows).toHaveLength(1);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds + wallet!.gold).toBe(rows[0]!.amount);
    const ledger = await pg.db.select().from(walletLedger).where(eq(walletLedger.userId, me.id));
    expect(ledger).toHaveLength(1);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
    const listed = await pg.h.call('redeem/list', { token: me.token, body: {} });
    expect(listed.data).toMatchObject({ points: { earned: 10, spent: 10, balance: 0 } });
  });

  it('20 users at once on a good with 3 in stock: exactly 3 get it', async () => {
    await pg.db.update(pointsGoods).set({ stock: 3 }).where(eq(pointsGoods.id, 4));
    const accounts = await Promise.all(Array.from({ length: 20 }, () => newAccount(pg.h)));
    await Promise.all(accounts.map((a) => online(a.id, 100)));
    const results = await Promise.all(accounts.map((a) => exchange(a.token, 4)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.tip === TIP_GOODS_SOLD_OUT)).toHaveLength(17);
    const [good] = await pg.db.select().from(pointsGoods).where(eq(pointsGoods.id, 4));
    expect(good!.stock).toBe(0);
    const rows = await pg.db.select().from(pointsExchanges).where(eq(pointsExchanges.goodsId, 4));
    expect(rows).toHaveLength(3);
  });
});
