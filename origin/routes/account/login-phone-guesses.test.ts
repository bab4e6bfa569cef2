// SMS code guesses are counted per requester (address + device) as well as per code: a stranger's
// wrong guesses stop the stranger, never the owner's code (docs/account-api.md "SMS codes").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  SMS_MAX_ATTEMPTS,
  SMS_TRIES_PER_ADDRESS,
  SMS_TRIES_PER_REQUESTER,
} from '../../services/account/sms-codes';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const DEMO_PHONE = '13800138000';
const OWNER_IP = '127.0.0.3';
const STRANGER_IP = '127.0.0.2';

async function sendCode(phone: string): Promise<string> {
  const r = await h.call('login/captcha', { body: { phone }, ip: OWNER_IP });
  expect(r.code).toBe(200);
  return h.sms.at(-1)!.code;
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A device (its own guest session) at an address. */
async function device(ip: string) {
  const g = await h.guest();
  return (code: string, phone = DEMO_PHONE) =>
    h.call('login/phone', { token: g.token, body: { phone, code }, ip });
}

describe('SMS code guesses', () => {
  it('a stranger’s wrong guesses stop the stranger; the owner’s right code still logs in', async () => {
    const code = await sendCode(DEMO_PHONE);
    const stranger = await device(STRANGER_IP);
    for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i++) {
      expect((await stranger(wrongFor(code))).tip).toBe('验证码错误');
    }
    // Past its guesses the stranger is refused, even with the right code, and the code lives on.
    for (const guess of [wrongFor(code), code]) {
      const refused = await stranger(guess);
      expect(refused.status).toBe(429);
      expect(refused.raw).toMatchObject({
        code: 4290,
        data: null,
        tip: '尝试次数过多，请稍后再试',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    const owner = await device(OWNER_IP);
    const r = await owner(code);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: 1002, account: 'demo' });
  });

  it('a stranger switching devices is stopped by its address; the owner still logs in', async () => {
    const code = await sendCode(DEMO_PHONE);
    let wrong = 0;
    for (let d = 0; d < 3; d++) {
      const stranger = await device(STRANGER_IP);
      for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i++) {
        const r = await stranger(wrongFor(code));
        if (r.code === 4000) wrong += 1;
        else expect(r.code).toBe(4290);
      }
    }
    expect(wrong).toBe(SMS_TRIES_PER_ADDRESS);
    expect((await (await device(OWNER_IP))(code)).code).toBe(200);
  });

  it('voids a code only after many wrong guesses in total, from many requesters', async () => {
    const code = await sendCode(DEMO_PHONE);
    const addresses = SMS_MAX_ATTEMPTS / SMS_TRIES_PER_REQUESTER;
    for (let a = 0; a < addresses; a++) {
      const guesser = await device(`198.51.100.${a + 1}`);
      for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i++) {
        expect((await guesser(wrongFor(code))).tip).toBe('验证码错误');
      }
    }
    const late = await (await device(OWNER_IP))(code);
    expect(late.code).toBe(4000);
    expect(late.tip).toBe('验证码错误次数过多，请重新获取');
  });

  it('the owner who mistyped five times gets in with a new code', async () => {
    const owner = await device(OWNER_IP);
    const code = await sendCode(DEMO_PHONE);
    for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i++) await owner(wrongFor(code));
    expect((await owner(code)).code).toBe(4290);
    h.clock.advance(60);
    const fresh = await sendCode(DEMO_PHONE);
    expect((await owner(fresh)).code).toBe(200);
  });

  it('counts the guesses at login/bindMobile too', async () => {
    const code = await sendCode('13900000077');
    const stranger = await h.guest();
    const bind = (guess: string) =>
      h.call('login/bindMobile', {
        token: stranger.token,
        body: { phone: '13900000077', code: guess },
        ip: STRANGER_IP,
      });
    for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i++) await bind(wrongFor(code));
    expect((await bind(code)).code).toBe(4290);
    expect((await (await device(OWNER_IP))(code, '13900000077')).code).toBe(200);
  });
});
