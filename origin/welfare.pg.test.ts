// 每日任务 under real concurrency (PGlite has one connection and cannot race): one account
// claiming the check-in ten times at once is credited once, with the ledger matching, and two
// tasks claimed at once are both credited. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG
// are set.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_TASK_CLAIMED, TIP_TASK_CLAIMED_TODAY } from '@/lib/domain/welfare/welfare';

import { walletLedger, wallets } from './db/schema/wallet';
import { taskClaims } from './db/schema/welfare';
import { DEMO_USER_ID } from './seed/seed-wallets';
import { ledgerBalanced } from './test/account-fixtures';
import { createHarness, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: Harness;

const CHECKIN = 1;
const BIND_PHONE = 5;
const claim = (token: string, id: number) => h.call('usertask/get', { token, body: { id } });
const taskLedger = (userId: number) =>
  tdb.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'task')));

describe.skipIf(!pg)('每日任务 on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await openTestDb();
    expect(tdb.kind).toBe('postgres');
    h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
  }, DB_HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

  it('one account checks in 10 times at once: credited once, the ledger sums to the balance', async () => {
    const r = await h.call('login/account/register', {
      body: { account: 'racer01', password: 'secret123' },
    });
    const me = { token: r.data.token as string, id: r.data.id as number };
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(me.token, CHECKIN)));
    expect(results.filter((x) => x.code === 200)).toHaveLength(1);
    expect(results.filter((x) => x.tip === TIP_TASK_CLAIMED_TODAY)).toHaveLength(9);
    const [wallet] = await tdb.db.select().from(wallets).where(eq(wallets.userId, me.id));
    expect(wallet!.diamonds).toBe(20);
    expect(await taskLedger(me.id)).toHaveLength(1);
    expect(await tdb.db.select().from(taskClaims).where(eq(taskClaims.userId, me.id))).toHaveLength(
      1,
    );
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });

  it('a one-off and the check-in at once, five times each: each credited once', async () => {
    const { token } = await h.login('demo');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(token, i % 2 ? BIND_PHONE : CHECKIN)),
    );
    expect(results.filter((x) => x.code === 200)).toHaveLength(2);
    expect(results.filter((x) => x.tip === TIP_TASK_CLAIMED)).toHaveLength(4);
    expect((await taskLedger(DEMO_USER_ID)).map((l) => l.amount).sort((a, b) => a - b)).toEqual([
      20, 100,
    ]);
    const [wallet] = await tdb.db.select().from(wallets).where(eq(wallets.userId, DEMO_USER_ID));
    expect(wallet!.diamonds).toBe(5000 + 120);
    expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
  });
});
