// SMS code guesses in parallel on real PostgreSQL (a pool, so requests really run side by side):
// no burst passes the per-requester, per-address or per-code limit, and a refused burst leaves
// the owner's code good. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { smsCodes } from './db/schema/security';
import {
  SMS_MAX_ATTEMPTS,
  SMS_TRIES_PER_ADDRESS,
  SMS_TRIES_PER_REQUESTER,
} from './services/account/sms-codes';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 1000 } }));
const PHONE = '13800138000';

async function sendCode(): Promise<string> {
  const r = await pg.h.call('login/captcha', { body: { phone: PHONE }, ip: '127.0.0.3' });
  expect(r.code).toBe(200);
  return pg.h.sms.at(-1)!.code;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const attemptsOf = async () =>
  (await pg.db.select().from(smsCodes).where(eq(smsCodes.phone, PHONE)))[0]!.attempts;

pg.describe('SMS code guesses on PostgreSQL', () => {
  it('30 parallel guesses from one requester: 5 are tried, the rest 4290, the code lives', async () => {
    const code = await sendCode();
    const stranger = await pg.h.guest();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        pg.h.call('login/phone', {
          token: stranger.token,
          body: { phone: PHONE, code: wrongFor(code) },
          ip: '127.0.0.2',
        }),
      ),
    );
    expect(results.filter((r) => r.code === 4000)).toHaveLength(SMS_TRIES_PER_REQUESTER);
    expect(results.filter((r) => r.code === 4290)).toHaveLength(30 - SMS_TRIES_PER_REQUESTER);
    expect(await attemptsOf()).toBe(SMS_TRIES_PER_REQUESTER);
    const owner = await pg.h.guest();
    const r = await pg.h.call('login/phone', {
      token: owner.token,
      body: { phone: PHONE, code },
      ip: '127.0.0.3',
    });
    expect(r.code).toBe(200);
  }, 60_000);

  it('30 devices guessing at once from one address: only the address’s 10 are tried', async () => {
    const code = await sendCode();
    const devices = await Promise.all(Array.from({ length: 30 }, () => pg.h.guest()));
    const results = await Promise.all(
      devices.map((d) =>
        pg.h.call('login/phone', {
          token: d.token,
          body: { phone: PHONE, code: wrongFor(code) },
          ip: '127.0.0.2',
        }),
      ),
    );
    expect(results.filter((r) => r.code === 4000)).toHaveLength(SMS_TRIES_PER_ADDRESS);
    expect(await attemptsOf()).toBe(SMS_TRIES_PER_ADDRESS);
  }, 60_000);

  it('40 addresses guessing at once: the code counts exactly its 20, then is void', async () => {
    const code = await sendCode();
    const devices = await Promise.all(Array.from({ length: 40 }, () => pg.h.guest()));
    const results = await Promise.all(
      devices.map((d, i) =>
        pg.h.call('login/phone', {
          token: d.token,
          body: { phone: PHONE, code: wrongFor(code) },
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const tips = results.map((r) => r.tip);
    expect(tips.filter((t) => t === '验证码错误')).toHaveLength(SMS_MAX_ATTEMPTS);
    expect(tips.filter((t) => t === '验证码错误次数过多，请重新获取')).toHaveLength(
      40 - SMS_MAX_ATTEMPTS,
    );
    expect(await attemptsOf()).toBe(SMS_MAX_ATTEMPTS);
  }, 60_000);
});
