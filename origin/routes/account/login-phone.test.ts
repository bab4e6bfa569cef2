// login/captcha, login/phone, login/bindMobile: SMS codes through the provider, expiry, attempts.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';
import { pino } from 'pino';

import { smsOutbox } from '../../db/schema/security';
import { silentLogger } from '../../logger';
import { createOutboxSmsProvider, type OutboxLine } from '../../services/account/sms';
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

async function sendCode(phone: string): Promise<string> {
  const r = await h.call('login/captcha', { body: { phone } });
  expect(r.code).toBe(200);
  return h.sms.at(-1)!.code;
}

describe('login/captcha', () => {
  it('sends a 6-digit code through the provider', async () => {
    const r = await h.call('login/captcha', { body: { phone: '+86 139-0000-0001' } });
    expect(r.data).toEqual({ expiresIn: 300, resendIn: 60 });
    expect(h.sms).toHaveLength(1);
    expect(h.sms[0]).toMatchObject({ phone: '13900000001' });
    expect(h.sms[0]!.code).toMatch(/^\d{6}$/);
    expect(h.sms[0]!.text).toContain(h.sms[0]!.code);
    // The answer never carries the code.
    expect(JSON.stringify(r.raw)).not.toContain(h.sms[0]!.code);
  });

  it('the built-in provider writes the message to sms_outbox', async () => {
    const outbox = await createHarness(tdb.db, {
      sms: createOutboxSmsProvider(tdb.db, silentLogger()),
    });
    await outbox.call('login/captcha', { body: { phone: '13900000002' } });
    const rows = await tdb.db.select().from(smsOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '13900000002' });
    expect(rows[0]!.body).toMatch(/验证码是\d{6}/);
  });

  it('with SMS_OUTBOX_FILE, the built-in provider also appends each message as a JSON line', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sms-outbox-')), 'sms.jsonl');
    const outbox = await createHarness(tdb.db, {
      sms: createOutboxSmsProvider(tdb.db, silentLogger(), { file }),
    });
    const first = await outbox.call('login/captcha', { body: { phone: '13900000022' } });
    await outbox.call('login/captcha', { body: { phone: '13900000023' } });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as OutboxLine);
    expect(lines.map((line) => line.phone)).toEqual(['13900000022', '13900000023']);
    expect(lines[0]!.code).toMatch(/^\d{6}$/);
    expect(lines[0]!.text).toContain(lines[0]!.code);
    // The HTTP answer still never carries it.
    expect(JSON.stringify(first.raw)).not.toContain(lines[0]!.code);
    // The file's code is the one the phone login takes.
    const g = await outbox.guest();
    const login = await outbox.call('login/phone', {
      token: g.token,
      body: { phone: '13900000022', code: lines[0]!.code },
    });
    expect(login.code).toBe(200);
  });

  it('logs the code only at debug: an info log names a masked phone and no code', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const outbox = await createHarness(tdb.db, {
      sms: createOutboxSmsProvider(tdb.db, pino({ level: 'info' }, stream)),
    });
    await outbox.call('login/captcha', { body: { phone: '13900000012' } });
    const [row] = await tdb.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13900000012'));
    const code = /\d{6}/.exec(row!.body)![0];
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(code);
    expect(JSON.stringify(lines)).not.toContain('13900000012');
    const debug: Record<string, unknown>[] = [];
    const verbose = await createHarness(tdb.db, {
      sms: createOutboxSmsProvider(
        tdb.db,
        pino({ level: 'debug' }, { write: (l: string) => void debug.push(JSON.parse(l)) }),
      ),
    });
    await verbose.call('login/captcha', { body: { phone: '13900000013' } });
    expect(debug.some((line) => /^\d{6}$/.test(String(line.smsCode)))).toBe(true);
  });

  it('throttles a resend to the same phone for 60 s (4290)', async () => {
    await sendCode('13900000003');
    const again = await h.call('login/captcha', { body: { phone: '13900000003' } });
    expect(again.status).toBe(429);
    expect(again.tip).toBe('验证码发送过于频繁，请60秒后再试');
    expect(again.headers.get('retry-after')).toBe('60');
    h.clock.advance(59);
    expect((await h.call('login/captcha', { body: { phone: '13900000003' } })).code).toBe(4290);
    h.clock.advance(1);
    expect((await h.call('login/captcha', { body: { phone: '13900000003' } })).code).toBe(200);
  });

  it('sends one number at most 10 codes a day (4290)', async () => {
    const phone = '13900000041';
    for (let i = 0; i < 10; i += 1) {
      await sendCode(phone);
      h.clock.advance(60);
    }
    const over = await h.call('login/captcha', { body: { phone } });
    expect(over.code).toBe(4290);
    expect(over.tip).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    expect(h.sms).toHaveLength(10);
    // Another number is not held back, and the day passes.
    expect((await h.call('login/captcha', { body: { phone: '13900000042' } })).code).toBe(200);
    h.clock.advance(86_400);
    expect((await h.call('login/captcha', { body: { phone } })).code).toBe(200);
  });

  it('takes the resend wait from SMS_RESEND_SECONDS and says it', async () => {
    const quick = await createHarness(tdb.db, { config: { smsResendSeconds: 5 } });
    const sent = await quick.call('login/captcha', { body: { phone: '13900000031' } });
    expect(sent.data).toEqual({ expiresIn: 300, resendIn: 5 });
    quick.clock.advance(5);
    expect((await quick.call('login/captcha', { body: { phone: '13900000031' } })).code).toBe(200);
  });

  it.each(['12345', '23900000000', 'abc', ''])('refuses the phone %j with 4000', async (phone) => {
    const r = await h.call('login/captcha', { body: { phone } });
    expect(r.code).toBe(4000);
    expect(r.tip).toBe('手机号格式不正确');
  });
});

describe('login/phone', () => {
  it('logs into the account that owns the phone (a new token)', async () => {
    const g = await h.guest();
    const code = await sendCode('13800138000');
    const r = await h.call('login/phone', { token: g.token, body: { phone: '13800138000', code } });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: 1002, account: 'demo' });
    expect(r.data.token).not.toBe(g.token);
  });

  it('binds a new phone to the caller’s own account (same token)', async () => {
    const g = await h.guest();
    const code = await sendCode('13900000010');
    const r = await h.call('login/phone', { token: g.token, body: { phone: '13900000010', code } });
    expect(r.data).toMatchObject({ id: g.id, token: g.token, phone: '139****0010' });
    // From another device, the phone now leads to that account.
    const other = await h.guest();
    h.clock.advance(60);
    const code2 = await sendCode('13900000010');
    const r2 = await h.call('login/phone', {
      token: other.token,
      body: { phone: '13900000010', code: code2 },
    });
    expect(r2.data.id).toBe(g.id);
  });

  it('refuses a wrong code and, after 5, the device that made them (4290)', async () => {
    const g = await h.guest();
    const code = await sendCode('13900000011');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await h.call('login/phone', {
        token: g.token,
        body: { phone: '13900000011', code: wrong },
      });
      expect(r.tip).toBe('验证码错误');
    }
    // Other requesters and the code itself: login-phone-guesses.test.ts.
    const r = await h.call('login/phone', { token: g.token, body: { phone: '13900000011', code } });
    expect(r.code).toBe(4290);
    expect(r.tip).toBe('尝试次数过多，请稍后再试');
  });

  it('refuses an expired code (5 minutes) and a used one', async () => {
    const g = await h.guest();
    const code = await sendCode('13900000012');
    h.clock.advance(301);
    expect(
      (await h.call('login/phone', { token: g.token, body: { phone: '13900000012', code } })).tip,
    ).toBe('验证码已过期，请重新获取');
    const fresh = await sendCode('13900000012');
    expect(
      (await h.call('login/phone', { token: g.token, body: { phone: '13900000012', code: fresh } }))
        .code,
    ).toBe(200);
    expect(
      (await h.call('login/phone', { token: g.token, body: { phone: '13900000012', code: fresh } }))
        .tip,
    ).toBe('请先获取验证码');
  });

  it('refuses a code without a request and a malformed code', async () => {
    const g = await h.guest();
    expect(
      (
        await h.call('login/phone', {
          token: g.token,
          body: { phone: '13900000013', code: '123456' },
        })
      ).tip,
    ).toBe('请先获取验证码');
    expect(
      (
        await h.call('login/phone', {
          token: g.token,
          body: { phone: '13900000013', code: '12ab' },
        })
      ).tip,
    ).toBe('请输入6位数字验证码');
  });
});

describe('login/bindMobile', () => {
  it('binds a phone to the caller’s account', async () => {
    const g = await h.guest();
    const code = await sendCode('13900000020');
    const r = await h.call('login/bindMobile', {
      token: g.token,
      body: { phone: '13900000020', code },
    });
    expect(r.data).toMatchObject({ id: g.id, token: g.token, phone: '139****0020' });
  });

  it('answers 4000 without a session (public call, protocol.md)', async () => {
    const r = await h.call('login/bindMobile', { body: { phone: '13900000021', code: '123456' } });
    expect(r.status).toBe(400);
    expect(r.tip).toBe('请先登录后再绑定手机号');
  });

  it('refuses a phone bound to another account', async () => {
    const g = await h.guest();
    const code = await sendCode('13800138000');
    const r = await h.call('login/bindMobile', {
      token: g.token,
      body: { phone: '13800138000', code },
    });
    expect(r.code).toBe(4000);
    expect(r.tip).toBe('该手机号已绑定其他账号');
  });

  it('refuses a second phone (changing it is user/changeMobile)', async () => {
    const demo = await h.login('demo');
    const code = await sendCode('13900000022');
    const r = await h.call('login/bindMobile', {
      token: demo.token,
      body: { phone: '13900000022', code },
    });
    expect(r.tip).toBe('当前账号已绑定手机号，如需更换请使用更换手机号');
  });
});
