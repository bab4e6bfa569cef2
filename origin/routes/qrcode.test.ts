// QR login: user/qrcode/info creates and polls, user/qrcode confirms; two-minute codes, one redemption.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';

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

const poll = (body: Record<string, unknown> = {}) => h.call('user/qrcode/info', { body });

describe('QR login', () => {
  it('create → pending → confirm → the poller gets a token for the confirming account, once', async () => {
    const created = await poll();
    expect(created.code).toBe(200);
    const { code } = created.data;
    expect(created.data).toEqual({
      status: 'pending',
      code,
      qrText: `yingshi-qrlogin:${code}`,
      expiresIn: 120,
      expireAt: Math.floor(h.clock.ms / 1000) + 120,
    });
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    h.clock.advance(10);
    expect((await poll({ code })).data).toMatchObject({ status: 'pending', expiresIn: 110 });

    const demo = await h.login('demo');
    // The scanning device may send the whole QR text.
    const confirmed = await h.call('user/qrcode', {
      token: demo.token,
      body: { code: `yingshi-qrlogin:${code}` },
    });
    expect(confirmed.data).toEqual({ status: 'confirmed' });

    const redeemed = await poll({ code });
    expect(redeemed.data.status).toBe('confirmed');
    expect(redeemed.data.user).toMatchObject({ id: 1002, account: 'demo' });
    expect(redeemed.data.user.token).not.toBe(demo.token);
    expect((await h.call('user/info', { token: redeemed.data.user.token })).data.id).toBe(1002);

    // The token is handed out exactly once.
    expect((await poll({ code })).data).toEqual({ status: 'consumed', code });
  });

  it('expires codes after two minutes, for polling and confirming', async () => {
    const { code } = (await poll()).data;
    h.clock.advance(120);
    expect((await poll({ code })).data).toEqual({ status: 'expired', code });
    const demo = await h.login('demo');
    const r = await h.call('user/qrcode', { token: demo.token, body: { code } });
    expect(r.code).toBe(4000);
    expect(r.tip).toBe('二维码已过期，请刷新后重试');
  });

  it('takes its lifetime from QR_LOGIN_TTL_SECONDS', async () => {
    const short = await createHarness(tdb.db, { config: { qrLoginTtlSeconds: 20 } });
    const created = await short.call('user/qrcode/info', { body: {} });
    expect(created.data).toMatchObject({ status: 'pending', expiresIn: 20 });
    short.clock.advance(19);
    const { code } = created.data;
    expect((await short.call('user/qrcode/info', { body: { code } })).data.status).toBe('pending');
    short.clock.advance(1);
    expect((await short.call('user/qrcode/info', { body: { code } })).data).toEqual({
      status: 'expired',
      code,
    });
  });

  it('confirms a code only once', async () => {
    const { code } = (await poll()).data;
    const a = await h.login('demo');
    const b = await h.login('vip_normal');
    expect((await h.call('user/qrcode', { token: a.token, body: { code } })).code).toBe(200);
    const second = await h.call('user/qrcode', { token: b.token, body: { code } });
    expect(second.tip).toBe('二维码已被使用，请刷新后重试');
    expect((await poll({ code })).data.user.id).toBe(1002);
  });

  it('answers 4040 for an unknown code and 4000 for a malformed one', async () => {
    const unknown = await poll({ code: 'A'.repeat(22) });
    expect(unknown.status).toBe(404);
    expect(unknown.tip).toBe('二维码不存在，请刷新');
    expect((await poll({ code: 'short' })).tip).toBe('二维码无效');
    // Without a code, user/qrcode answers the caller's credentials card (guest-upgrade.test.ts).
    const demo = await h.login('demo');
    expect((await h.call('user/qrcode', { token: demo.token, body: {} })).data.status).toBe('card');
  });

  it('needs a session to confirm (1000)', async () => {
    const { code } = (await poll()).data;
    expect((await h.call('user/qrcode', { body: { code } })).code).toBe(1000);
  });
});
