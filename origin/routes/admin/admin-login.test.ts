// The console's login: throttled per account and per address in the database's counters, TOTP
// enrolment on first login where it is required, and a login with a code computed from the
// secret (a replayed code refused).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ADMIN_LOGIN_MAX_PER_ACCOUNT,
  ADMIN_LOGIN_MAX_PER_ADDRESS,
  ADMIN_LOGIN_WINDOW_SECONDS,
} from '@/lib/domain/admin/login-limits';
import { TOTP_PERIOD_SECONDS } from '@/lib/domain/admin/totp';

import { adminCall, DEMO_PASSWORD, totpNow } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;
let strict: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  strict = await createHarness(tdb.db, { config: { adminTotpRequired: true } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
  strict.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const login = (harness: Harness, body: Record<string, unknown>, ip = '10.0.0.1') =>
  adminCall(harness, 'auth/login', { body, ip });

describe('auth/login throttling', () => {
  it(`refuses an account after ${ADMIN_LOGIN_MAX_PER_ACCOUNT} attempts in the window, right password or not`, async () => {
    for (let i = 0; i < ADMIN_LOGIN_MAX_PER_ACCOUNT; i += 1) {
      const r = await login(h, { name: 'admin', password: 'wrong-password' }, `10.0.1.${i}`);
      expect(r).toMatchObject({ code: 4000, tip: '账号或密码错误' });
    }
    const locked = await login(h, { name: 'admin', password: DEMO_PASSWORD }, '10.0.2.1');
    expect(locked).toMatchObject({ status: 429, code: 4290 });
    expect(locked.tip).toBe('登录尝试过于频繁，请15分钟后再试');
    // Another account is not locked by this one's failures.
    expect((await login(h, { name: 'editor1', password: DEMO_PASSWORD })).code).toBe(200);
    h.clock.advance(ADMIN_LOGIN_WINDOW_SECONDS);
    expect((await login(h, { name: 'admin', password: DEMO_PASSWORD })).code).toBe(200);
  });

  it('gives a successful login its place back', async () => {
    for (let i = 0; i < ADMIN_LOGIN_MAX_PER_ACCOUNT + 2; i += 1)
      expect((await login(h, { name: 'admin', password: DEMO_PASSWORD })).code).toBe(200);
  });

  it(`refuses an address after ${ADMIN_LOGIN_MAX_PER_ADDRESS} attempts on any names`, async () => {
    for (let i = 0; i < ADMIN_LOGIN_MAX_PER_ADDRESS; i += 1)
      expect((await login(h, { name: `nobody${i}`, password: 'x' }, '10.9.9.9')).code).toBe(4000);
    const r = await login(h, { name: 'admin', password: DEMO_PASSWORD }, '10.9.9.9');
    expect(r.code).toBe(4290);
    expect((await login(h, { name: 'admin', password: DEMO_PASSWORD }, '10.9.9.8')).code).toBe(200);
  });
});

describe('TOTP', () => {
  async function enrol(): Promise<{ token: string; secret: string }> {
    const first = await login(strict, { name: 'admin', password: DEMO_PASSWORD });
    expect(first.data).toMatchObject({
      status: 'enrol',
      me: { stage: 'enrol', totpRequired: true },
    });
    const token = first.data.token as string;
    // An enrolment session opens nothing else.
    expect((await adminCall(strict, 'operator/list', { token })).code).toBe(4030);
    const enrolment = await adminCall(strict, 'auth/totp/enrol', { token });
    expect(enrolment.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    return { token, secret: enrolment.data.secret as string };
  }

  it('enrols at first login with a code computed from the secret', async () => {
    const { token, secret } = await enrol();
    const wrong = await adminCall(strict, 'auth/totp/confirm', { token, body: { code: '000000' } });
    expect(wrong.code).toBe(4000);
    const code = totpNow(strict, secret);
    const ok = await adminCall(strict, 'auth/totp/confirm', { token, body: { code } });
    expect(ok.data).toMatchObject({ stage: 'full', totpEnrolled: true });
    expect((await adminCall(strict, 'operator/list', { token })).code).toBe(200);
  });

  it('asks an enrolled operator for the code, and takes each code once', async () => {
    const { token, secret } = await enrol();
    await adminCall(strict, 'auth/totp/confirm', {
      token,
      body: { code: totpNow(strict, secret) },
    });
    strict.clock.advance(TOTP_PERIOD_SECONDS);

    const noCode = await login(strict, { name: 'admin', password: DEMO_PASSWORD });
    expect(noCode.data).toEqual({ status: 'totp' });
    const code = totpNow(strict, secret);
    const ok = await login(strict, { name: 'admin', password: DEMO_PASSWORD, code });
    expect(ok.data).toMatchObject({ status: 'signed-in', me: { stage: 'full' } });
    expect(typeof ok.data.token).toBe('string');

    const replayed = await login(strict, { name: 'admin', password: DEMO_PASSWORD, code });
    expect(replayed).toMatchObject({ code: 4000, tip: '动态验证码错误或已使用' });
    // A code from one step ago is still taken (clock drift), two steps ago is not.
    strict.clock.advance(TOTP_PERIOD_SECONDS * 3);
    const old = totpNow(strict, secret);
    strict.clock.advance(TOTP_PERIOD_SECONDS * 2);
    expect((await login(strict, { name: 'admin', password: DEMO_PASSWORD, code: old })).code).toBe(
      4000,
    );
  });

  it('leaves TOTP optional in the demo: the password alone signs in', async () => {
    const r = await login(h, { name: 'admin', password: DEMO_PASSWORD });
    expect(r.data).toMatchObject({ status: 'signed-in', me: { totpRequired: false } });
  });
});
