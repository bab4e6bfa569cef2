// Races that PGlite (one connection) cannot produce: real PostgreSQL with a connection pool.
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { users } from './db/schema/users';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 1000 } }));

pg.describe('concurrency on PostgreSQL', () => {
  it('50 parallel guest logins for one device create exactly one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        pg.h.call('login/guest', { body: { devID: 'race-device-000001' }, ip: '198.51.100.50' }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.data.token)).size).toBe(50);
    const rows = await pg.db.select().from(users).where(eq(users.deviceId, 'race-device-000001'));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('accepts only one of 20 identical signed requests sent at once (nonce replay)', async () => {
    const apiKey = await pg.h.apiKeyFor('/api/app/ping/check');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pg.h.call('ping/check', { method: 'GET', apiKey })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401 && r.code === 4001)).toHaveLength(19);
  }, 60_000);

  it('sends one SMS for 10 parallel captcha requests to one phone', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pg.h.call('login/captcha', { body: { phone: '13900000099' } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 4290)).toHaveLength(9);
    expect(pg.h.sms).toHaveLength(1);
  }, 60_000);

  it('hands a confirmed QR login to exactly one of 10 parallel polls', async () => {
    const { code, pollSecret } = (await pg.h.call('user/qrcode/info', { body: {} })).data;
    const demo = await pg.h.login('demo');
    expect((await pg.h.call('user/qrcode', { token: demo.token, body: { code } })).code).toBe(200);
    const polls = await Promise.all(
      Array.from({ length: 10 }, () =>
        pg.h.call('user/qrcode/info', { body: { code, pollSecret } }),
      ),
    );
    expect(polls.filter((r) => r.data.status === 'confirmed')).toHaveLength(1);
    expect(polls.filter((r) => r.data.status === 'consumed')).toHaveLength(9);
  }, 60_000);

  it('counts guest creations per IP exactly under parallel load (6015)', async () => {
    const limited = await createHarness(pg.db, { config: { guestPerIpPerMinute: 10 } });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        limited.call('login/guest', {
          body: { devID: `burst-pg-device-${i}` },
          ip: '198.51.100.60',
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.code === 6015)).toHaveLength(15);
  }, 60_000);

  it('credits parallel online-time reports for one stretch of time once', async () => {
    const { token } = await pg.h.guest();
    pg.h.clock.advance(60);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pg.h.call('user/online/time', { token, body: { seconds: 60 } }),
      ),
    );
    expect(results.reduce((sum, r) => sum + (r.data.credited as number), 0)).toBe(60);
  }, 60_000);

  it('counts parallel requests of one session exactly against the IP and device limits', async () => {
    // Both windows are counted by the one gate statement; parallel upserts must neither lose a
    // count nor deadlock on each other's rows.
    const limited = await createHarness(pg.db, {
      config: { rateLimitIpPerMinute: 12, rateLimitDevicePerMinute: 8 },
    });
    const { token } = await limited.guest('gate-race-device-01');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        limited.call('ping/check', { method: 'GET', token, ip: '198.51.100.70' }),
      ),
    );
    // The guest login counted one against the device; 7 more pass, the rest are refused.
    expect(results.filter((r) => r.code === 200)).toHaveLength(7);
    expect(results.filter((r) => r.code === 4290)).toHaveLength(23);
    const other = await Promise.all(
      Array.from({ length: 10 }, () =>
        limited.call('ping/check', { method: 'GET', ip: '198.51.100.70' }),
      ),
    );
    // The IP window saw 1 + 30 already: every further call is over 12.
    expect(other.every((r) => r.code === 4290)).toBe(true);
  }, 60_000);
});
