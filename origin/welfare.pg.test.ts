// 每日任务 under real concurrency (PGlite has one connection and cannot race): one account
// claiming the check-in ten times at once is credited once, with the ledger matching, and two
// tasks claimed at once are both credited. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG
// are set.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { TIP_TASK_CLAIMED, TIP_TASK_CLAIMED_TODAY } from '@/lib/domain/welfare/welfare';

import { walletLedger, wallets } from './db/schema/wallet';
import { taskClaims } from './db/schema/welfare';
import { DEMO_USER_ID } from './seed/seed-wallets';
import { ledgerBalanced } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

const CHECKIN = 1;
const BIND_PHONE = 5;
const claim = (token: string, id: number) => pg.h.call('usertask/get', { token, body: { id } });
const taskLedger = (userId: number) =>
  pg.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'task')));

pg.describe('每日任务 on PostgreSQL', () => {
  it('one account checks in 10 times at once: credited once, the ledger sums to the balance', async () => {
    const r = await pg.h.call('login/account/register', {
      body: { account: 'racer01', password: 'secret123' },
    });
    const me = { token: r.data.token as string, id: r.data.id as number };
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(me.token, CHECKIN)));
    expect(results.filter((x) => x.code === 200)).toHaveLength(1);
    expect(results.filter((x) => x.tip === TIP_TASK_CLAIMED_TODAY)).toHaveLength(9);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds).toBe(20);
    expect(await taskLedger(me.id)).toHaveLength(1);
    expect(await pg.db.select().from(taskClaims).where(eq(taskClaims.userId, me.id))).toHaveLength(
      1,
    );
    expect(await ledgerBalanced(pg.db, me.id)).toBe(true);
  });

  it('a one-off and the check-in at once, five times each: each credited once', async () => {
    const { token } = await pg.h.login('demo');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(token, i % 2 ? BIND_PHONE : CHECKIN)),
    );
    expect(results.filter((x) => x.code === 200)).toHaveLength(2);
    expect(results.filter((x) => x.tip === TIP_TASK_CLAIMED)).toHaveLength(4);
    expect((await taskLedger(DEMO_USER_ID)).map((l) => l.amount).sort((a, b) => a - b)).toEqual([
      20, 100,
    ]);
    const [wallet] = await pg.db.select().from(wallets).where(eq(wallets.userId, DEMO_USER_ID));
    expect(wallet!.diamonds).toBe(5000 + 120);
    expect(await ledgerBalanced(pg.db, DEMO_USER_ID)).toBe(true);
  });
});
