// user/info (own info with VIP tiers, others' public subset), user/logout, user/online/time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

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

const ACTIVE = { vipExpireInt: 4102415999, vipExpire: '2099-12-31 23:59:59' };
const NONE = { vipType: 0, vipExpireInt: 0, vipExpire: '' };

describe('user/info', () => {
  it.each([
    [
      'vip_normal',
      { normalVip: { vipType: 1, ...ACTIVE }, supremeVip: NONE, darkVip: NONE },
      'VIP',
    ],
    [
      'vip_supreme',
      { normalVip: NONE, supremeVip: { vipType: 2, ...ACTIVE }, darkVip: NONE },
      'SVIP',
    ],
    ['vip_dark', { normalVip: NONE, supremeVip: NONE, darkVip: { vipType: 3, ...ACTIVE } }, 'VIP'],
    [
      'vip_expired',
      {
        normalVip: { vipType: 1, vipExpireInt: 0, vipExpire: '2024-12-31 23:59:59' },
        supremeVip: NONE,
        darkVip: NONE,
      },
      '',
    ],
    ['demo', { normalVip: NONE, supremeVip: NONE, darkVip: NONE }, ''],
  ])(
    '%s: own info with each VIP tier {vipType, vipExpireInt, vipExpire}',
    async (account, tiers, label) => {
      const { token, id } = await h.login(account);
      const r = await h.call('user/info', { token, body: { userId: id } });
      expect(r.code).toBe(200);
      expect(r.data).toMatchObject({
        id,
        token,
        account,
        isGuest: false,
        ...tiers,
        vipLabel: label,
        isVip: label !== '',
      });
    },
  );

  it('treats a missing userId as the caller', async () => {
    const { token, id } = await h.login('demo');
    expect((await h.call('user/info', { token, body: {} })).data.id).toBe(id);
  });

  it('drops vipExpireInt to 0 the moment a tier runs out', async () => {
    h.clock.ms = Date.UTC(2099, 11, 31, 15, 59, 58);
    const before = await h.call('user/info', { token: (await h.login('vip_normal')).token });
    expect(before.data.normalVip.vipExpireInt).toBe(4102415999);
    h.clock.ms = Date.UTC(2099, 11, 31, 16, 0, 0);
    const after = await h.call('user/info', { token: (await h.login('vip_normal')).token });
    expect(after.data.normalVip).toEqual({
      vipType: 1,
      vipExpireInt: 0,
      vipExpire: '2099-12-31 23:59:59',
    });
    expect(after.data.isVip).toBe(false);
  });

  it('shows another user only the public subset', async () => {
    const { token } = await h.guest();
    const r = await h.call('user/info', { token, body: { userId: '1004' } });
    expect(r.data).toEqual({
      id: 1004,
      nickname: '至尊会员',
      avatar: '',
      isVip: true,
      vipLabel: 'SVIP',
    });
  });

  it('answers 4040 for an unknown user and 4000 for a malformed id', async () => {
    const { token } = await h.guest();
    const unknown = await h.call('user/info', { token, body: { userId: 999999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toEqual({ code: 4040, data: null, tip: '用户不存在', msg: 'not_found' });
    for (const userId of ['abc', -1, 1.5, '0']) {
      expect((await h.call('user/info', { token, body: { userId } })).code).toBe(4000);
    }
  });
});

describe('user/logout', () => {
  it('invalidates only the caller’s token', async () => {
    const a = await h.login('demo');
    const b = await h.login('demo');
    expect((await h.call('user/logout', { token: a.token })).envelope).toEqual({
      code: 200,
      data: null,
      tip: '',
      msg: 'ok',
    });
    expect((await h.call('user/info', { token: a.token })).code).toBe(1000);
    expect((await h.call('user/info', { token: b.token })).code).toBe(200);
  });
});

describe('user/online/time', () => {
  it('credits reported seconds up to the wall time since the last report', async () => {
    const { token } = await h.guest();
    h.clock.advance(120);
    const first = await h.call('user/online/time', { token, body: { seconds: 60 } });
    expect(first.data).toEqual({ credited: 60, todaySeconds: 60, totalSeconds: 60 });
    h.clock.advance(30);
    // Claims more than the 30 s that passed: only 30 count.
    const second = await h.call('user/online/time', { token, body: { seconds: 600 } });
    expect(second.data).toEqual({ credited: 30, todaySeconds: 90, totalSeconds: 90 });
    // Nothing passed since: nothing credited.
    expect((await h.call('user/online/time', { token, body: { seconds: 10 } })).data.credited).toBe(
      0,
    );
    const info = await h.call('user/info', { token });
    expect(info.data.onlineSeconds).toBe(90);
  });

  it('starts a new day at midnight Asia/Shanghai', async () => {
    h.clock.ms = Date.UTC(2025, 5, 1, 15, 59, 0);
    const { token } = await h.guest();
    h.clock.advance(30);
    await h.call('user/online/time', { token, body: { seconds: 30 } });
    h.clock.advance(60);
    const r = await h.call('user/online/time', { token, body: { seconds: 60 } });
    expect(r.data).toEqual({ credited: 60, todaySeconds: 60, totalSeconds: 90 });
  });

  it('caps the time per user, not per session: eight sessions earn no more than the clock', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push((await h.login('demo', 'demo123456')).token);
    h.clock.advance(12);
    let credited = 0;
    for (const token of tokens) {
      const r = await h.call('user/online/time', { token, body: { seconds: 12 } });
      expect(r.code).toBe(200);
      credited += r.data.credited;
    }
    expect(credited).toBeLessThanOrEqual(12);
    const info = await h.call('user/info', { token: tokens[0] });
    expect(info.data.onlineSeconds).toBe(credited);
    // Eight logins run scrypt eight times: slow on a loaded machine, not a hang.
  }, 30_000);

  it('credits nothing and refuses nothing without a live token (a heartbeat never draws 1000)', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const r = await h.call('user/online/time', { token, body: { seconds: 30 } });
      expect(r.status).toBe(200);
      expect(r.data).toEqual({ credited: 0, todaySeconds: 0, totalSeconds: 0 });
    }
  });

  it.each([[-1], [1.5], ['60'], [86_401], [undefined]])(
    'refuses seconds %j with 4000',
    async (seconds) => {
      const { token } = await h.guest();
      const r = await h.call('user/online/time', { token, body: { seconds } });
      expect(r.code).toBe(4000);
      expect(r.tip).toContain('seconds');
    },
  );
});
