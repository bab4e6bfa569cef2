// The console's grants (运营补发) on real PostgreSQL (a pool, so requests run side by side): ten
// clicks with one key grant once; ten with their own keys grant ten times; the balance is exact
// and matches the ledger.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { auditLog } from './db/schema/admin';
import { adminGrants } from './db/schema/grants';
import { walletLedger } from './db/schema/wallet';
import { walletBalances } from './services/money/wallet';
import { newAccount } from './test/account-fixtures';
import { adminCall, adminLogin } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db));

const grantRows = (userId: number) =>
  pg.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'grant')));
const grantAudits = () => pg.db.select().from(auditLog).where(eq(auditLog.action, 'user.grant'));
const body = (id: number, key: string) => ({
  id,
  reward: { kind: 'diamonds', amount: 1000 },
  reason: '活动补偿',
  key,
});

pg.describe('console grants on PostgreSQL', () => {
  it('10 parallel grants with one key: one grant, one ledger row, one audit row', async () => {
    const token = await adminLogin(pg.h, 'finance1');
    const user = await newAccount(pg.h);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adminCall(pg.h, 'users/grant', { token, body: body(user.id, 'same-click-key-000001') }),
      ),
    );
    expect(answers.map((a) => [a.code, a.tip])).toEqual(Array(10).fill([200, '']));
    expect(answers.filter((a) => a.data.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.grant.id)).size).toBe(1);
    expect((await grantRows(user.id)).map((r) => r.amount)).toEqual([1000]);
    expect(await walletBalances(pg.db, user.id)).toEqual({ gold: 0, diamonds: 1000 });
    expect(await pg.db.select().from(adminGrants)).toHaveLength(1);
    expect(await grantAudits()).toHaveLength(1);
  });

  it('10 parallel grants with their own keys: ten grants, the balance exact', async () => {
    const token = await adminLogin(pg.h, 'finance1');
    const user = await newAccount(pg.h);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        adminCall(pg.h, 'users/grant', { token, body: body(user.id, `own-click-key-${i}-00000`) }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.data.created)).toHaveLength(10);
    const rows = await grantRows(user.id);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i + 1) * 1000),
    );
    expect(await walletBalances(pg.db, user.id)).toEqual({ gold: 0, diamonds: 10_000 });
    expect(await grantAudits()).toHaveLength(10);
  });
});
