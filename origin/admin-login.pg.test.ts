// The console's login races on real PostgreSQL (a pool, so requests run side by side): a burst
// of guesses never passes the per-account limit, and one TOTP code opens one session however
// many requests carry it. Skipped unless ORIGIN_TEST_DB=pg.
import { expect, it } from 'vitest';

import { ADMIN_LOGIN_MAX_PER_ACCOUNT } from '@/lib/domain/admin/login-limits';

import { adminCall, DEMO_PASSWORD, totpNow } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { adminTotpRequired: true } }));

const login = (body: Record<string, unknown>, i: number) =>
  adminCall(pg.h, 'auth/login', { body, ip: `10.7.0.${i}` });

pg.describe('console login on PostgreSQL', () => {
  it('20 parallel wrong passwords: the account limit holds, the rest are 4290', async () => {
    const tries = Array.from({ length: 20 }, (_, i) =>
      login({ name: 'admin', password: 'wrong-password' }, i),
    );
    const codes = (await Promise.all(tries)).map((r) => r.code);
    expect(codes.filter((c) => c === 4000)).toHaveLength(ADMIN_LOGIN_MAX_PER_ACCOUNT);
    expect(codes.filter((c) => c === 4290)).toHaveLength(20 - ADMIN_LOGIN_MAX_PER_ACCOUNT);
  });

  it('one TOTP code sent 4 times in parallel signs in once', async () => {
    const first = await login({ name: 'admin', password: DEMO_PASSWORD }, 1);
    const token = first.data.token as string;
    const { data } = await adminCall(pg.h, 'auth/totp/enrol', { token });
    const secret = data.secret as string;
    await adminCall(pg.h, 'auth/totp/confirm', { token, body: { code: totpNow(pg.h, secret) } });
    pg.h.clock.advance(30);
    const code = totpNow(pg.h, secret);
    const body = { name: 'admin', password: DEMO_PASSWORD, code };
    const answers = await Promise.all([1, 2, 3, 4].map((i) => login(body, i)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 4000)).toHaveLength(3);
  });
});
