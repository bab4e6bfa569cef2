// A guest becoming a member never loses anything: registering or binding a phone turns the guest
// into the account; logging into an existing account (password, phone, QR, credentials card)
// from a guest device moves the guest's history, favourites, purchases and balance into it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/users';
import { walletLedger } from '../../db/schema/wallet';
import {
  fund,
  GUEST_GOLD,
  ledgerBalanced,
  richGuest,
  type RichGuest,
} from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { FREE, PAID, VIP, walletOf } from '../../test/media-fixtures';
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

const list = async (token: string, kind?: 'collect' | 'bought') =>
  (await h.call('media/trackList', { token, body: kind ? { kind } : {} })).data;

/** What a user sees of their own: ids of the three lists and the wallet. */
async function holdings(token: string) {
  const info = (await h.call('user/info', { token })).data;
  return {
    history: (await list(token)).list.map((v: { id: number; position: number }) => [
      v.id,
      v.position,
    ]),
    favourites: (await list(token, 'collect')).list.map((v: { id: number }) => v.id),
    bought: (await list(token, 'bought')).list.map((v: { id: number }) => v.id),
    wallet: info.wallet,
  };
}

const ledgerOf = (userId: number) =>
  tdb.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

describe('guest → account keeps everything', () => {
  let guest: RichGuest;
  beforeEach(async () => {
    guest = await richGuest(h, tdb.db);
  });

  it('registering keeps id, token, history, favourites, purchases and balance; the ledger stays balanced', async () => {
    const before = await holdings(guest.token);
    expect(before).toEqual({
      history: [[FREE.id, 42]],
      favourites: [VIP.id],
      bought: [PAID.id],
      wallet: { diamonds: guest.diamondsLeft, gold: GUEST_GOLD },
    });
    const r = await h.call('login/account/register', {
      token: guest.token,
      body: { account: 'keeper', password: 'secret123' },
    });
    expect(r.data).toMatchObject({
      id: guest.id,
      token: guest.token,
      isGuest: false,
      hasPassword: true,
    });
    expect(await holdings(guest.token)).toEqual(before);
    expect(await ledgerBalanced(tdb.db, guest.id)).toBe(true);
    // The device no longer opens the account without its password.
    const [row] = await tdb.db.select().from(users).where(eq(users.id, guest.id));
    expect(row!.deviceId).toBeNull();
  });

  it('binding an unowned phone turns the guest into an account too', async () => {
    await h.call('login/captcha', { body: { phone: '13900000001' } });
    const code = h.sms.at(-1)!.code;
    const r = await h.call('login/phone', {
      token: guest.token,
      body: { phone: '13900000001', code },
    });
    expect(r.data).toMatchObject({
      id: guest.id,
      isGuest: false,
      phone: '139****0001',
      nickname: '用户0001',
    });
    expect((await holdings(guest.token)).bought).toEqual([PAID.id]);
  });

  it('logging into an existing account from the guest merges everything, with a ledger row per move', async () => {
    const demo = await h.login('demo');
    const demoBefore = await holdings(demo.token);
    const r = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(r.data.id).toBe(1002);
    const after = await holdings(r.data.token);
    expect(after.favourites).toEqual(expect.arrayContaining([VIP.id, ...demoBefore.favourites]));
    expect(after.bought).toEqual(expect.arrayContaining([PAID.id, ...demoBefore.bought]));
    expect(after.history).toEqual(expect.arrayContaining([[FREE.id, 42]]));
    expect(after.wallet).toEqual({
      diamonds: demoBefore.wallet.diamonds + guest.diamondsLeft,
      gold: demoBefore.wallet.gold + GUEST_GOLD,
    });
    // The guest is empty, and both ledgers say where the balance went.
    expect(await holdings(guest.token)).toEqual({
      history: [],
      favourites: [],
      bought: [],
      wallet: { diamonds: 0, gold: 0 },
    });
    const moves = (await ledgerOf(1002)).filter((l) => l.reason === 'merge');
    expect(moves.map((l) => [l.currency, l.amount, l.refId])).toEqual(
      expect.arrayContaining([
        ['diamonds', guest.diamondsLeft, guest.id],
        ['gold', GUEST_GOLD, guest.id],
      ]),
    );
    const out = (await ledgerOf(guest.id)).filter((l) => l.reason === 'merge');
    expect(out.map((l) => [l.currency, l.amount, l.refId])).toEqual(
      expect.arrayContaining([
        ['diamonds', -guest.diamondsLeft, 1002],
        ['gold', -GUEST_GOLD, 1002],
      ]),
    );
    expect(await ledgerBalanced(tdb.db, guest.id)).toBe(true);
    expect(await ledgerBalanced(tdb.db, 1002)).toBe(true);
  });

  it('a video both had bought is refunded to the account, not lost', async () => {
    const buyer = await h.login('vip_normal');
    await h.call('media/pay', { token: buyer.token, body: { id: PAID.id } });
    const before = (await h.call('user/info', { token: buyer.token })).data.wallet.diamonds;
    const r = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'vip_normal', password: 'demo123456' },
    });
    expect(r.data.wallet.diamonds).toBe(before + guest.diamondsLeft + PAID.price);
    expect(await ledgerBalanced(tdb.db, 1003)).toBe(true);
    expect(walletOf(1003)).toBeGreaterThan(0);
  });

  it('a second login from the same guest session moves nothing twice', async () => {
    const body = { account: 'demo', password: 'demo123456' };
    const first = await h.call('login/account/login', { token: guest.token, body });
    const second = await h.call('login/account/login', { token: guest.token, body });
    expect(second.data.wallet).toEqual(first.data.wallet);
  });

  it('a QR login polled from the guest device merges too', async () => {
    const { code, pollSecret } = (
      await h.call('user/qrcode/info', { token: guest.token, body: {} })
    ).data;
    const demo = await h.login('demo');
    await h.call('user/qrcode', { token: demo.token, body: { code } });
    const r = await h.call('user/qrcode/info', { token: guest.token, body: { code, pollSecret } });
    expect(r.data.status).toBe('confirmed');
    expect((await holdings(r.data.user.token)).bought).toContain(PAID.id);
  });
});

describe('the credentials card', () => {
  it('restores the account on another device, and a revoked card is refused', async () => {
    const demo = await h.login('demo');
    const card = (await h.call('user/qrcode', { token: demo.token, body: {} })).data;
    expect(card).toMatchObject({ status: 'card', userId: 1002, account: 'demo', version: 1 });
    expect(card.qrText).toMatch(/^yingshi-account:1002\.1\.[A-Za-z0-9_-]{22}$/);

    const other = await h.guest();
    await fund(tdb.db, other.id, 30, 0, h.clock.ms);
    const restored = await h.call('user/qrcode/info', {
      token: other.token,
      body: { code: card.qrText },
    });
    expect(restored.data.status).toBe('confirmed');
    expect(restored.data.user).toMatchObject({ id: 1002, account: 'demo' });
    expect(restored.data.user.token).not.toBe(demo.token);
    // The device's guest balance came along.
    expect(restored.data.user.wallet.diamonds).toBe(walletOf(1002) + 30);

    const renewed = (await h.call('user/qrcode', { token: demo.token, body: { revoke: true } }))
      .data;
    expect(renewed.version).toBe(2);
    const old = await h.call('user/qrcode/info', { body: { code: card.qrText } });
    expect(old).toMatchObject({ code: 4000, tip: '该账号凭证已失效，请使用最新保存的凭证' });
    expect((await h.call('user/qrcode/info', { body: { code: renewed.qrText } })).data.status).toBe(
      'confirmed',
    );
  });

  it('refuses a forged or damaged card', async () => {
    const forged = 'yingshi-account:1002.1.AAAAAAAAAAAAAAAAAAAAAA';
    expect((await h.call('user/qrcode/info', { body: { code: forged } })).tip).toBe(
      '账号凭证无效，请扫描完整清晰的凭证二维码',
    );
    expect((await h.call('user/qrcode/info', { body: { code: 'yingshi-account:12' } })).code).toBe(
      4000,
    );
  });
});
