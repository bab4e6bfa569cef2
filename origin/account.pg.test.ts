// Races of the user center on real PostgreSQL (a pool, so requests really run side by side):
// one account name registered by many at once, one nickname claimed by many, one invitee
// redeeming in parallel, one guest merged by parallel logins. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { users } from './db/schema/users';
import { INVITE_REWARD } from './services/invites';
import { ledgerBalanced, richGuest } from './test/account-fixtures';
import { createHarness, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: Harness;

describe.skipIf(!pg)('user center races on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await openTestDb();
    expect(tdb.kind).toBe('postgres');
    h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 1000 } });
  }, DB_HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

  it('20 parallel registrations of one account name: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call('login/account/register', {
          body: { account: i % 2 ? 'RaceName' : 'racename', password: 'secret123' },
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.code !== 200);
    expect(new Set(losers.map((r) => r.tip))).toEqual(new Set(['该账号已被注册']));
    expect(await tdb.db.select().from(users).where(eq(users.account, 'racename'))).toHaveLength(1);
  }, 60_000);

  it('10 users claiming one nickname at once: exactly one gets it', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => h.guest()));
    const results = await Promise.all(
      guests.map((g) =>
        h.call('user/info/modify', { token: g.token, body: { nickname: '抢名字' } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.tip === '该昵称已被使用，请换一个')).toHaveLength(9);
  }, 60_000);

  it('10 parallel redemptions by one invitee reward the inviter once', async () => {
    const inviter = await h.login('vip_supreme');
    const { inviteCode } = (await h.call('user/invite/income', { token: inviter.token })).data;
    const friend = await h.guest();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('user/invite/redeem', { token: friend.token, body: { code: inviteCode } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const income = (await h.call('user/invite/income', { token: inviter.token })).data;
    expect(income.diamonds).toBe(INVITE_REWARD);
    expect(await ledgerBalanced(tdb.db, 1004)).toBe(true);
  }, 60_000);

  it('5 parallel logins from one guest session move its balance once', async () => {
    const guest = await richGuest(h, tdb.db);
    const before = (await h.call('user/info', { token: (await h.login('demo')).token })).data
      .wallet;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.call('login/account/login', {
          token: guest.token,
          body: { account: 'demo', password: 'demo123456' },
        }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(5).fill(200));
    const after = (await h.call('user/info', { token: results[0]!.data.token })).data.wallet;
    expect(after.diamonds).toBe(before.diamonds + guest.diamondsLeft);
    expect(await ledgerBalanced(tdb.db, 1002)).toBe(true);
    expect(await ledgerBalanced(tdb.db, guest.id)).toBe(true);
  }, 60_000);
});
