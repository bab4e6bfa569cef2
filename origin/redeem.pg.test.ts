// 兑换码 under real concurrency (PGlite has one connection and cannot race): parallel users on a
// code with few uses get exactly that many, parallel uses by one user credit once with the
// ledger matching, and parallel guesses stop at the miss limits, a user's and an address's.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import {
  REDEEM_ADDRESS_MISSES_MAX,
  REDEEM_MISSES_MAX,
  TIP_REDEEM_TOO_MANY,
} from '@/lib/domain/money/redeem';

import { redeemCodes, redeemMisses, redeemUses } from './db/schema/redeem';
import { walletLedger, wallets } from './db/schema/wallet';
import { SEED_MEDIA_CLOCK } from './seed/seed-media';
import {
  TIP_REDEEM_NOT_FOUND,
  TIP_REDEEM_USED_BEFORE,
  TIP_REDEEM_USED_UP,
} from './services/money/redeem';
import { ledgerBalanced, newAccount } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

const redeem = (token: string, code: string, ip?: string) =>
  pg.h.call('redeemcode/use', { token, body: { code }, ip });

pg.describe('兑换码 on PostgreSQL', () => {
  it('20 users at once on a code with 3 uses: exactly 3 get it', async () => {
    await pg.db.insert(redeemCodes).values({
      code: 'RACE3USES',
      rewardKind: 'diamonds',
      amount: 100,
      maxUses: 3,
      createdAt: SEED_MEDIA_CLOCK,
    });
    const users = await Promise.all(Array.from({ length: 20 }, () => newAccount(pg.h)));
    const results = await Promise.all(users.map((u) => redeem(u.token, 'RACE3USES')));
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.tip === TIP_REDEEM_USED_UP)).toHaveLength(17);
    const [code] = await pg.db.select().from(redeemCodes).where(eq(redeemCodes.code, 'RACE3USES'));
    expect(code!.usedCount).toBe(3);
    const uses = await pg.db.select().from(redeemUses).where(eq(redeemUses.code, 'RACE3USES'));
    expect(uses).toHaveLength(3);
    const credited = await pg.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reason, 'redeem'));
    expect(credited.map((l) => l.amount)).toEqual([100, 100, 100]);
  });

  it('one user 10 times at once: credited once, the ledger sums to the balance', async () => {
    const me = await newAccount(pg.h);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeem(me.token, 'WELCOME100')),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.tip === TIP_REDEEM_USED_BEFORE)).toHaveLength(9);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds).toBe(1000);
    const ledger = await pg.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, me.id), eq(walletLedger.reason, 'redeem')));
    expect(ledger).toHaveLength(1);
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });

  it('parallel guesses by one user stop at the miss limit', async () => {
    const me = await newAccount(pg.h);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(me.token, `GUESS${i}XYZ`)),
    );
    const tips = results.map((r) => r.tip);
    expect(tips.filter((t) => t === TIP_REDEEM_NOT_FOUND)).toHaveLength(REDEEM_MISSES_MAX);
    expect(tips.filter((t) => t === TIP_REDEEM_TOO_MANY)).toHaveLength(20 - REDEEM_MISSES_MAX);
    const misses = await pg.db.select().from(redeemMisses).where(eq(redeemMisses.userId, me.id));
    expect(misses).toHaveLength(REDEEM_MISSES_MAX);
  });

  it(`parallel guesses of many users from one address stop at ${REDEEM_ADDRESS_MISSES_MAX}`, async () => {
    const ip = '203.0.113.50';
    const users = await Promise.all(Array.from({ length: 9 }, () => newAccount(pg.h)));
    const results = await Promise.all(
      users.flatMap((u, n) =>
        Array.from({ length: REDEEM_MISSES_MAX }, (_, i) => redeem(u.token, `GUESS${n}X${i}`, ip)),
      ),
    );
    const tips = results.map((r) => r.tip);
    expect(tips.filter((t) => t === TIP_REDEEM_NOT_FOUND)).toHaveLength(REDEEM_ADDRESS_MISSES_MAX);
    expect(tips.filter((t) => t === TIP_REDEEM_TOO_MANY)).toHaveLength(
      results.length - REDEEM_ADDRESS_MISSES_MAX,
    );
    const misses = await pg.db.select().from(redeemMisses).where(eq(redeemMisses.ip, ip));
    expect(misses).toHaveLength(REDEEM_ADDRESS_MISSES_MAX);
  }, 120_000);
});
