// login/account/register, login/account/login, login/before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/users';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const register = (body: Record<string, unknown>, token?: string) =>
  h.call('login/account/register', { body, token });
const login = (body: Record<string, unknown>) => h.call('login/account/login', { body });

describe('login/account/register', () => {
  it('lets one address register REGISTER_PER_IP_PER_HOUR accounts an hour (4290 after)', async () => {
    const strict = await createHarness(tdb.db, { config: { registerPerIpPerHour: 2 } });
    const from = (ip: string, name: string) =>
      strict.call('login/account/register', {
        body: { account: name, password: 'secret123' },
        ip,
      });
    expect((await from('10.0.0.7', 'bulk_one')).code).toBe(200);
    expect((await from('10.0.0.7', 'bulk_two')).code).toBe(200);
    const third = await from('10.0.0.7', 'bulk_three');
    expect(third.code).toBe(4290);
    expect(third.tip).toBe('注册过于频繁，请稍后再试');
    expect(
      await tdb.db.select({ id: users.id }).from(users).where(eq(users.account, 'bulk_three')),
    ).toEqual([]);
    // Another address is not held back; the hour passes.
    expect((await from('10.0.0.8', 'bulk_four')).code).toBe(200);
    strict.clock.advance(3600);
    expect((await from('10.0.0.7', 'bulk_three')).code).toBe(200);
  });

  it('creates an account and logs it in', async () => {
    const r = await register({ account: 'NewUser_1', password: 'secret123' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ isGuest: false, account: 'newuser_1', nickname: 'newuser_1' });
    expect((await h.call('user/info', { token: r.data.token })).data.id).toBe(r.data.id);
    // Stored as a salted scrypt hash, never the password.
    const [row] = await tdb.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row?.passwordHash).not.toContain('secret123');
  });

  it('upgrades the caller’s guest account in place, keeping id and token', async () => {
    const g = await h.guest('upgrade-device-01');
    const r = await register({ account: 'upgraded', password: 'secret123' }, g.token);
    expect(r.data).toMatchObject({ id: g.id, token: g.token, isGuest: false, account: 'upgraded' });
    // The device no longer opens the (now password-protected) account.
    const again = await h.guest('upgrade-device-01');
    expect(again.id).not.toBe(g.id);
    expect((await login({ account: 'upgraded', password: 'secret123' })).data.id).toBe(g.id);
  });

  it('refuses a taken account, whatever the case', async () => {
    const r = await register({ account: 'DEMO', password: 'secret123' });
    expect(r.status).toBe(400);
    expect(r.raw).toEqual({ code: 4000, data: null, tip: '该账号已被注册', msg: 'bad_input' });
  });

  it.each([
    [{ account: 'abc', password: 'secret123' }, '账号需为4-20位字母、数字或下划线'],
    [{ account: 'a'.repeat(21), password: 'secret123' }, '账号需为4-20位字母、数字或下划线'],
    [{ account: '中文账号', password: 'secret123' }, '账号需为4-20位字母、数字或下划线'],
    [{ account: 'good_name', password: '12345' }, '密码需为6-32位'],
    [{ account: 'good_name', password: 'x'.repeat(33) }, '密码需为6-32位'],
    [{ account: 'good_name', password: 'has space' }, '密码不能包含空格或特殊控制字符'],
    [{ account: 'good_name' }, '密码需为6-32位'],
  ])('refuses %j with 4000: %s', async (body, tip) => {
    const r = await register(body);
    expect(r.code).toBe(4000);
    expect(r.tip).toBe(tip);
  });
});

describe('login/account/login', () => {
  it('logs the demo account in with a fresh token', async () => {
    const r = await login({ account: 'demo', password: 'demo123456' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      id: 1002,
      account: 'demo',
      nickname: '演示用户',
      phone: '138****8000',
      isGuest: false,
    });
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the account in any case', async () => {
    expect((await login({ account: 'Demo', password: 'demo123456' })).code).toBe(200);
  });

  it('answers 账号或密码错误 for a wrong password and for an unknown account alike', async () => {
    const wrong = await login({ account: 'demo', password: 'wrong-pass' });
    const unknown = await login({ account: 'nobody_here', password: 'demo123456' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.raw).toEqual({ code: 4000, data: null, tip: '账号或密码错误', msg: 'bad_input' });
    }
  });
});

describe('login attempts (strangers slow themselves, never the owner)', () => {
  const CAPTCHA = '4821';
  let guarded: Harness;
  beforeAll(async () => {
    guarded = await createHarness(tdb.db, { deps: { captchaText: () => CAPTCHA } });
  });
  beforeEach(() => {
    guarded.clock.ms = Date.UTC(2025, 5, 1, 5, 0, 0);
  });
  const attempt = (body: Record<string, unknown>, ip: string) =>
    guarded.call('login/account/login', { body, ip });
  const picture = async (ip: string) =>
    (await guarded.call('login/captcha', { body: { kind: 'image' }, ip })).data;

  it('ten wrong passwords from ten addresses do not keep the owner out', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await attempt({ account: 'vip_dark', password: `wrong-${i}-x` }, `10.9.0.${i + 1}`);
      expect(r.tip).toBe('账号或密码错误');
    }
    const owner = await attempt({ account: 'vip_dark', password: 'demo123456' }, '10.9.1.1');
    expect(owner.code).toBe(200);
  }, 60_000);

  it('asks one address for a picture captcha after 3 failures, then lets the right one in', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < 3; i++) await attempt({ account: 'vip_normal', password: 'nope-nope' }, ip);
    const before = await guarded.call('login/before', { body: { account: 'vip_normal' }, ip });
    expect(before.data.captchaRequired).toBe(true);
    const bare = await attempt({ account: 'vip_normal', password: 'demo123456' }, ip);
    expect(bare).toMatchObject({ status: 400, code: 4000, tip: '请输入图形验证码' });
    const first = await picture(ip);
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is drawn, never written: the markup does not hold the digits.
    expect(Buffer.from(first.image.split(',')[1], 'base64').toString()).not.toContain(CAPTCHA);
    const wrong = { captchaId: first.captchaId, captcha: '0000' };
    expect(
      (await attempt({ account: 'vip_normal', password: 'demo123456', ...wrong }, ip)).tip,
    ).toBe('图形验证码错误或已过期，请重新输入');
    // A captcha answers once, right or wrong.
    const reused = { captchaId: first.captchaId, captcha: CAPTCHA };
    expect(
      (await attempt({ account: 'vip_normal', password: 'demo123456', ...reused }, ip)).code,
    ).toBe(4000);
    const second = await picture(ip);
    const solved = { captchaId: second.captchaId, captcha: CAPTCHA };
    expect(
      (await attempt({ account: 'vip_normal', password: 'demo123456', ...solved }, ip)).code,
    ).toBe(200);
    // Another address is not asked.
    expect(
      (await attempt({ account: 'vip_normal', password: 'demo123456' }, '10.9.2.2')).code,
    ).toBe(200);
  }, 60_000);

  it('pauses an address after 10 failures on an account (4290), that address only, for the window', async () => {
    const ip = '10.9.3.1';
    for (let i = 0; i < 10; i++) {
      const { captchaId } = await picture(ip);
      await attempt(
        { account: 'vip_supreme', password: 'bad-pass', captchaId, captcha: CAPTCHA },
        ip,
      );
    }
    const { captchaId } = await picture(ip);
    const paused = await attempt(
      { account: 'vip_supreme', password: 'demo123456', captchaId, captcha: CAPTCHA },
      ip,
    );
    expect(paused.status).toBe(429);
    expect(paused.tip).toBe('登录失败次数过多，请15分钟后再试');
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await guarded.call('login/before', { body: { account: 'vip_supreme' }, ip })).data
        .loginLocked,
    ).toBe(true);
    expect(
      (await attempt({ account: 'vip_supreme', password: 'demo123456' }, '10.9.3.2')).code,
    ).toBe(200);
    guarded.clock.advance(900);
    const later = await picture(ip);
    const back = { captchaId: later.captchaId, captcha: CAPTCHA };
    expect(
      (await attempt({ account: 'vip_supreme', password: 'demo123456', ...back }, ip)).code,
    ).toBe(200);
  }, 90_000);

  it('past 20 failures from anywhere, a new device needs a captcha; a known device does not', async () => {
    const known = 'owner-phone-0001';
    expect(
      (await attempt({ account: 'demo', password: 'demo123456', devID: known }, '10.9.4.1')).code,
    ).toBe(200);
    for (let i = 0; i < 20; i++) {
      await attempt({ account: 'demo', password: 'wrong-pass' }, `10.9.5.${i + 1}`);
    }
    const stranger = await attempt(
      { account: 'demo', password: 'demo123456', devID: 'new-device-0001' },
      '10.9.6.1',
    );
    expect(stranger.tip).toBe('请输入图形验证码');
    const owner = await attempt(
      { account: 'demo', password: 'demo123456', devID: known },
      '10.9.6.2',
    );
    expect(owner.code).toBe(200);
  }, 120_000);
});

describe('login/before', () => {
  it('tells the login screen the rules, methods and server time', async () => {
    const r = await h.call('login/before', { body: {} });
    expect(r.data).toMatchObject({
      serverTime: Math.floor(h.clock.ms / 1000),
      timezone: 'Asia/Shanghai',
      captchaRequired: false,
      loginLocked: false,
      methods: ['guest', 'account', 'phone', 'qrcode'],
      accountRule: { minLength: 4, maxLength: 20 },
      passwordRule: { minLength: 6, maxLength: 32 },
      smsCodeLength: 6,
    });
    expect(r.data.serverTimeText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
