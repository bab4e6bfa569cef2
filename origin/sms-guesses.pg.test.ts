// SMS code guesses in parallel on real PostgreSQL (a pool, so requests really run side by side):
// no burst passes the per-requester, per-address or per-code limit, and a refused burst leaves
// the owner's code good. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { smsCodes } from './db/schema/security';
import {
  SMS_MAX_ATTEMPTS,
  SMS_TRIES_PER_ADDRESS,
  SMS_TRIES_PER_REQUESTER,
} from './services/sms-codes';
import { createHarness, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: Harness;
const PHONE = '13800138000';

async function sendCode(): Promise<string> {
  const r = await h.call('login/captcha', { body: { phone: PHONE }, ip: '127.0.0.3' });
  expect(r.code).toBe(200);
  return h.sms.at(-1)!.code;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const attemptsOf = async () =>
  (await tdb.db.select().from(smsCodes).where(eq(smsCodes.phone, PHONE)))[0]!.attempts;

describe.skipIf(!pg)('SMS code guesses on PostgreSQL', () => {
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

  it('30 parallel guesses from one requester: 5 are tried, the rest 4290, the code lives', async () => {
    const code = await sendCode();
    const stranger = await h.guest();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        h.call('login/phone', {
          token: stranger.token,
          body: { phone: PHONE, code: wrongFor(code) },
          ip: '127.0.0.2',
        }),
      ),
    );
    expect(results.filter((r) => r.code === 4000)).toHaveLength(SMS_TRIES_PER_REQUESTER);
    expect(results.filter((r) => r.code === 4290)).toHaveLength(30 - SMS_TRIES_PER_REQUESTER);
    expect(await attemptsOf()).toBe(SMS_TRIES_PER_REQUESTER);
    const owner = await h.guest();
    const r = await h.call('login/phone', {
      token: owner.token,
      body: { phone: PHONE, code },
      ip: '127.0.0.3',
    });
    expect(r.code).toBe(200);
  }, 60_000);

  it('30 devices guessing at once from one address: only the address’s 10 are tried', async () => {
    const code = await sendCode();
    const devices = await Promise.all(Array.from({ length: 30 }, () => h.guest()));
    const results = await Promise.all(
      devices.map((d) =>
        h.call('login/phone', {
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
    const devices = await Promise.all(Array.from({ length: 40 }, () => h.guest()));
    const results = await Promise.all(
      devices.map((d, i) =>
        h.call('login/phone', {
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
