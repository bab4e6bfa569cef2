// login/guest: one account per device, honoured tokens, 6004 and 6015.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { MIN_DEVICE_ID_LENGTH, pickDeviceId } from '@/lib/domain/platform/device';

import { users } from '../../db/schema/users';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 5 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const guest = (body: Record<string, unknown>, ip = '198.51.100.1') =>
  h.call('login/guest', { body, ip });

describe('login/guest', () => {
  it('creates a guest with a token and the user info of §3', async () => {
    const r = await guest({ devID: '1234567890abc', affCode: '{"pc":"p1","dc":"d1"}', token: '' });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      isGuest: true,
      account: '',
      phone: '',
      isVip: false,
      vipLabel: '',
      normalVip: { vipType: 0, vipExpireInt: 0, vipExpire: '' },
      supremeVip: { vipType: 0, vipExpireInt: 0, vipExpire: '' },
      darkVip: { vipType: 0, vipExpireInt: 0, vipExpire: '' },
    });
    expect(r.data.id).toBeGreaterThanOrEqual(100000);
    expect(r.data.nickname).toBe(`游客${r.data.id}`);
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await tdb.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row).toMatchObject({
      deviceId: '1234567890abc',
      affCode: '{"pc":"p1","dc":"d1"}',
      channel: { pc: 'p1', dc: 'd1' },
    });
  });

  it('gives the same device the same account back, with a working token each time', async () => {
    const a = await guest({ devID: 'same-device-01' });
    const b = await guest({ devID: 'same-device-01' });
    expect(b.data.id).toBe(a.data.id);
    for (const token of [a.data.token, b.data.token]) {
      expect((await h.call('user/info', { token })).data.id).toBe(a.data.id);
    }
  });

  it('finds the seeded guest by its device', async () => {
    const r = await guest({ devID: 'seed-guest-device-0001' });
    expect(r.data.id).toBe(1001);
  });

  it('honours a live token in the payload: same account, same token', async () => {
    const a = await guest({ devID: 'token-device-01' });
    const b = await guest({ devID: 'some-other-device', token: a.data.token });
    expect(b.data).toMatchObject({ id: a.data.id, token: a.data.token });
  });

  it('ignores a dead token in the payload and falls back to the device', async () => {
    const a = await guest({ devID: 'dead-token-device' });
    await h.call('user/logout', { token: a.data.token });
    const b = await guest({ devID: 'dead-token-device', token: a.data.token });
    expect(b.data.id).toBe(a.data.id);
    expect(b.data.token).not.toBe(a.data.token);
  });

  it.each([
    ['123456'],
    ['abc'],
    [''],
    ['   12345   '],
    [undefined],
    [42],
    ['x'.repeat(129)],
    ['has space1'],
  ])('refuses devID %j with 403 / 6004', async (devID) => {
    const r = await guest({ devID });
    expect(r.status).toBe(403);
    expect(r.raw).toEqual({
      code: 6004,
      data: null,
      tip: '创建游客失败，请联系在线客服',
      msg: 'guest_refused',
    });
  });

  it('accepts a devID of seven characters', async () => {
    expect((await guest({ devID: '1234567' })).code).toBe(200);
  });

  it('takes exactly the ids the client keeps (one MIN_DEVICE_ID_LENGTH for both)', async () => {
    const random = () => 0.5;
    const now = Date.UTC(2026, 10, 29);
    const kept = 'd'.repeat(MIN_DEVICE_ID_LENGTH);
    const short = 'd'.repeat(MIN_DEVICE_ID_LENGTH - 1);
    expect(pickDeviceId(kept, null, random, now)).toBe(kept);
    expect((await guest({ devID: kept })).code).toBe(200);
    // The client replaces a short id; the origin refuses one that a skipped rule lets through.
    expect(pickDeviceId(short, null, random, now)).not.toBe(short);
    expect((await guest({ devID: short })).code).toBe(6004);
    expect((await guest({ devID: pickDeviceId(short, null, random, now) })).code).toBe(200);
  });

  it('refuses the (N+1)th guest creation per IP per minute with 6015', async () => {
    for (let i = 0; i < 5; i++)
      expect((await guest({ devID: `burst-device-${i}` }, '198.51.100.7')).code).toBe(200);
    const r = await guest({ devID: 'burst-device-5' }, '198.51.100.7');
    expect(r.status).toBe(403);
    expect(r.raw).toEqual({
      code: 6015,
      data: null,
      tip: '创建游客失败，请联系在线客服',
      msg: 'guest_refused',
    });
    // Known devices still log in, other networks still create, and the next minute is open again.
    expect((await guest({ devID: 'burst-device-0' }, '198.51.100.7')).code).toBe(200);
    expect((await guest({ devID: 'burst-device-5' }, '198.51.100.8')).code).toBe(200);
    h.clock.advance(60);
    expect((await guest({ devID: 'burst-device-6' }, '198.51.100.7')).code).toBe(200);
  });

  it('creates one account for parallel first logins of one device', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => guest({ devID: 'parallel-device-1' }, '198.51.100.9')),
    );
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    const rows = await tdb.db.select().from(users).where(eq(users.deviceId, 'parallel-device-1'));
    expect(rows).toHaveLength(1);
  });

  it('keeps affCode that is not JSON as text, and refuses a non-string one', async () => {
    const r = await guest({ devID: 'aff-device-001', affCode: 'INVITE42' });
    const [row] = await tdb.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row).toMatchObject({ affCode: 'INVITE42', channel: null });
    const bad = await guest({ devID: 'aff-device-002', affCode: { pc: 1 } });
    expect(bad.code).toBe(4000);
  });
});
