// A console batch's code under real concurrency (PGlite has one connection and cannot race):
// two users racing the last use of a limited code, one wins; and the largest batch.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { redeemCodes, redeemUses } from '../../db/schema/redeem';
import { TIP_REDEEM_USED_UP } from '../money/redeem';
import { newAccount } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness } from '../../test/harness';
import { pgSuite } from '../../test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

const redeem = (token: string, code: string) =>
  pg.h.call('redeemcode/use', { token, body: { code } });

pg.describe('兑换码 batches on PostgreSQL', () => {
  it('two users racing the last use of a batch code: one wins', async () => {
    const finance = await adminLogin(pg.h, 'finance1');
    const made = await adminCall(pg.h, 'finance/redeem/create', {
      token: finance,
      body: { name: '抢最后一次', reward: { kind: 'diamonds', amount: 100 }, count: 1, maxUses: 2 },
    });
    expect(made.code, made.tip).toBe(200);
    const [row] = await pg.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, made.data.item.id));
    const code = row!.code;
    const first = await newAccount(pg.h);
    expect((await redeem(first.token, code)).code).toBe(200);
    for (let round = 0; round < 5; round++) {
      // Each round: the code back to one use left, two fresh users at once.
      await pg.db.update(redeemCodes).set({ usedCount: 1 }).where(eq(redeemCodes.code, code));
      const racers = [await newAccount(pg.h), await newAccount(pg.h)];
      const results = await Promise.all(racers.map((u) => redeem(u.token, code)));
      expect(results.map((r) => r.code).sort()).toEqual([200, 4000]);
      expect(results.find((r) => r.code === 4000)!.tip).toBe(TIP_REDEEM_USED_UP);
      const [after] = await pg.db.select().from(redeemCodes).where(eq(redeemCodes.code, code));
      expect(after!.usedCount).toBe(2);
    }
    const uses = await pg.db.select().from(redeemUses).where(eq(redeemUses.code, code));
    expect(uses).toHaveLength(1 + 5);
  });

  it('a batch of the most codes: 10000 distinct rows, in chunks under the parameter limit', async () => {
    const finance = await adminLogin(pg.h, 'finance1');
    const made = await adminCall(pg.h, 'finance/redeem/create', {
      token: finance,
      body: {
        name: '万码',
        reward: { kind: 'vip', tier: 'normal', days: 1 },
        count: 10_000,
        maxUses: 1,
      },
    });
    expect(made.code, made.tip).toBe(200);
    const rows = await pg.db
      .select({ code: redeemCodes.code })
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, made.data.item.id));
    expect(new Set(rows.map((r) => r.code)).size).toBe(10_000);
  });
});
