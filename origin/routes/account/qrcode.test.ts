// QR login: user/qrcode/info creates and polls, user/qrcode confirms; two-minute codes, one redemption.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { qrLogins } from '../../db/schema/security';
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

const poll = (body: Record<string, unknown> = {}) => h.call('user/qrcode/info', { body });
/** A fresh login QR: its public code and the secret only this (creating) device holds. */
async function create() {
  const { code, pollSecret } = (await poll()).data as { code: string; pollSecret: string };
  return { code, pollSecret, poll: () => poll({ code, pollSecret }) };
}

describe('QR login', () => {
  it('create → pending → confirm → the poller gets a token for the confirming account, once', async () => {
    const created = await poll();
    expect(created.code).toBe(200);
    const { code, pollSecret } = created.data;
    expect(created.data).toEqual({
      status: 'pending',
      code,
      qrText: `yingshi-qrlogin:${code}`,
      expiresIn: 120,
      expireAt: Math.floor(h.clock.ms / 1000) + 120,
      pollSecret,
    });
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    h.clock.advance(10);
    // A poll's answer never repeats the secret.
    expect((await poll({ code, pollSecret })).data).toEqual({
      status: 'pending',
      code,
      qrText: `yingshi-qrlogin:${code}`,
      expiresIn: 110,
      expireAt: Math.floor(h.clock.ms / 1000) + 110,
    });

    const demo = await h.login('demo');
    // The scanning device may send the whole QR text.
    const confirmed = await h.call('user/qrcode', {
      token: demo.token,
      body: { code: `yingshi-qrlogin:${code}` },
    });
    expect(confirmed.data).toEqual({ status: 'confirmed' });

    const redeemed = await poll({ code, pollSecret });
    expect(redeemed.data.status).toBe('confirmed');
    expect(redeemed.data.user).toMatchObject({ id: 1002, account: 'demo' });
    expect(redeemed.data.user.token).not.toBe(demo.token);
    expect((await h.call('user/info', { token: redeemed.data.user.token })).data.id).toBe(1002);

    // The token is handed out exactly once.
    expect((await poll({ code, pollSecret })).data).toEqual({ status: 'consumed', code });
  });

  it('expires codes after two minutes, for polling and confirming', async () => {
    const qr = await create();
    const { code } = qr;
    h.clock.advance(120);
    expect((await qr.poll()).data).toEqual({ status: 'expired', code });
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
    const { code, pollSecret } = created.data;
    const again = () => short.call('user/qrcode/info', { body: { code, pollSecret } });
    expect((await again()).data.status).toBe('pending');
    short.clock.advance(1);
    expect((await again()).data).toEqual({
      status: 'expired',
      code,
    });
  });

  it('confirms a code only once', async () => {
    const qr = await create();
    const { code } = qr;
    const a = await h.login('demo');
    const b = await h.login('vip_normal');
    expect((await h.call('user/qrcode', { token: a.token, body: { code } })).code).toBe(200);
    const second = await h.call('user/qrcode', { token: b.token, body: { code } });
    expect(second.tip).toBe('二维码已被使用，请刷新后重试');
    expect((await qr.poll()).data.user.id).toBe(1002);
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

describe('QR login: only the device that made the code can take the login', () => {
  it('refuses a poll without the creating device’s poll secret, before and after confirming', async () => {
    const created = (await poll()).data;
    const { code, pollSecret } = created;
    expect(pollSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The picture shows the public code only.
    expect(created.qrText).toBe(`yingshi-qrlogin:${code}`);
    expect(created.qrText).not.toContain(pollSecret);

    // A second device that photographed the QR knows the code, not the secret.
    const stranger = (body: Record<string, unknown>) =>
      h.call('user/qrcode/info', { body: { code, ...body } });
    for (const body of [{}, { pollSecret: 'x'.repeat(43) }, { pollSecret: code }]) {
      const r = await stranger(body);
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(r.raw).toMatchObject({ code: 4030, data: null, tip: '二维码校验失败，请刷新二维码' });
    }

    const demo = await h.login('demo');
    await h.call('user/qrcode', { token: demo.token, body: { code } });
    const taken = await stranger({ pollSecret: 'A'.repeat(43) });
    expect(taken.code).toBe(4030);
    expect(JSON.stringify(taken.raw)).not.toContain('token');

    // The creating device still gets the login, once.
    const mine = await h.call('user/qrcode/info', { body: { code, pollSecret } });
    expect(mine.data.status).toBe('confirmed');
    expect(mine.data.user.id).toBe(1002);
  });

  it('stores neither the code nor the poll secret, only their hashes', async () => {
    const { code, pollSecret } = (await poll()).data;
    expect(pollSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await tdb.db.select().from(qrLogins);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(pollSecret);
  });
});
