// Races of the user center on real PostgreSQL (a pool, so requests really run side by side):
// one account name registered by many at once, one nickname claimed by many, one invitee
// redeeming in parallel, many accounts of one address redeeming against its daily cap, one guest
// merged by parallel logins. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { INVITE_REDEEMS_PER_ADDRESS_PER_DAY } from '@/lib/domain/account/invite';
import { expect, it } from 'vitest';

import { users } from './db/schema/users';
import { INVITE_REWARD, TIP_INVITE_ADDRESS } from './services/account/invites';
import { ledgerBalanced, newAccount, richGuest } from './test/account-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 1000 } }));

pg.describe('user center races on PostgreSQL', () => {
  it('20 parallel registrations of one account name: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pg.h.call('login/account/register', {
          body: { account: i % 2 ? 'RaceName' : 'racename', password: 'secret123' },
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.code !== 200);
    expect(new Set(losers.map((r) => r.tip))).toEqual(new Set(['该账号已被注册']));
    expect(await pg.db.select().from(users).where(eq(users.account, 'racename'))).toHaveLength(1);
  }, 60_000);

  it('10 users claiming one nickname at once: exactly one gets it', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => pg.h.guest()));
    const results = await Promise.all(
      guests.map((g) =>
        pg.h.call('user/info/modify', { token: g.token, body: { nickname: '抢名字' } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.tip === '该昵称已被使用，请换一个')).toHaveLength(9);
  }, 60_000);

  it('10 parallel redemptions by one invitee account reward the inviter once', async () => {
    const inviter = await pg.h.login('vip_supreme');
    const { inviteCode } = (await pg.h.call('user/invite/income', { token: inviter.token })).data;
    const friend = await newAccount(pg.h);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pg.h.call('user/invite/redeem', { token: friend.token, body: { code: inviteCode } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const income = (await pg.h.call('user/invite/income', { token: inviter.token })).data;
    expect(income.diamonds).toBe(INVITE_REWARD);
    expect(await ledgerBalanced(pg.db, 1004)).toBe(true);
  }, 60_000);

  it(`20 accounts of one address redeeming at once: ${INVITE_REDEEMS_PER_ADDRESS_PER_DAY} rewarded`, async () => {
    const inviter = await pg.h.login('vip_supreme');
    const { inviteCode } = (await pg.h.call('user/invite/income', { token: inviter.token })).data;
    const friends = await Promise.all(Array.from({ length: 20 }, () => newAccount(pg.h)));
    const results = await Promise.all(
      friends.map((f) =>
        pg.h.call('user/invite/redeem', {
          token: f.token,
          body: { code: inviteCode },
          ip: '198.51.100.20',
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(INVITE_REDEEMS_PER_ADDRESS_PER_DAY);
    expect(results.filter((r) => r.tip === TIP_INVITE_ADDRESS)).toHaveLength(
      20 - INVITE_REDEEMS_PER_ADDRESS_PER_DAY,
    );
    const income = (await pg.h.call('user/invite/income', { token: inviter.token })).data;
    expect(income.diamonds).toBe(INVITE_REDEEMS_PER_ADDRESS_PER_DAY * INVITE_REWARD);
  }, 120_000);

  it('5 parallel logins from one guest session move its balance once', async () => {
    const guest = await richGuest(pg.h, pg.db);
    const before = (await pg.h.call('user/info', { token: (await pg.h.login('demo')).token })).data
      .wallet;
    // From five addresses: one address's attempts in flight count as failures until they are
    // known, so past the third a parallel one is asked for a captcha (services/account/login-guard.ts).
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        pg.h.call('login/account/login', {
          token: guest.token,
          body: { account: 'demo', password: 'demo123456' },
          ip: `10.7.0.${i + 1}`,
        }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(5).fill(200));
    const after = (await pg.h.call('user/info', { token: results[0]!.data.token })).data.wallet;
    expect(after.diamonds).toBe(before.diamonds + guest.diamondsLeft);
    expect(await ledgerBalanced(pg.db, 1002)).toBe(true);
    expect(await ledgerBalanced(pg.db, guest.id)).toBe(true);
  }, 60_000);
});
