// Token auth on secure calls (1000), the token-if-present calls, rate limits (4290), client IP,
// and the 5000 mapping of unexpected errors.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { silentLogger } from './logger';
import { CALL_TABLE } from '@/lib/protocol/call-table';

import { originHandlers } from './app';
import type { RouteDeps } from './http/context';
import { builtCalls } from './http/route';
import { ensureServiceIdentity } from './services/platform/service-identity';
import { createHarness, testConfig, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from './test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
/** A fresh database and clock before each test of the describe that calls it. */
const freshEach = () =>
  beforeEach(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);

const SESSION_INVALID = {
  code: 1000,
  data: null,
  tip: '登录已失效，请重新登录',
  msg: 'session_invalid',
};

// The origin, the call table and docs/protocol.md (generated from the table) agree on who may
// call what: every secure call answers 1000 without a live token, no other call ever does.
const BUILT = builtCalls(originHandlers({ config: testConfig() } as RouteDeps));
const built = CALL_TABLE.filter((c) => BUILT.includes(c.name));
const secure = built.filter((c) => c.access === 'secure').map((c) => [c.path, c.method] as const);
const publicCalls = built
  .filter((c) => c.access === 'public')
  .map((c) => [c.path, c.method] as const);

// A refusal changes nothing: the per-call tables share one database (a reset per call made this
// file one of the unit run's slowest).
describe('secure calls without a live token', () => {
  beforeAll(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);

  it.each(secure)('%s without a token → 401 / 1000', async (path, method) => {
    const r = await h.call(path, { method, body: {} });
    expect(r.status).toBe(401);
    expect(r.raw).toEqual(SESSION_INVALID);
  });

  it.each(secure)('%s with an unknown token → 1000', async (path, method) => {
    const r = await h.call(path, { method, body: {}, token: 'A'.repeat(43) });
    expect(r.raw).toEqual(SESSION_INVALID);
  });
});

describe('secure calls', () => {
  freshEach();

  it('covers the secure calls users reach first', () => {
    const paths = secure.map(([path]) => path);
    for (const path of ['user/info', 'user/qrcode', 'login/phone', 'ad/click', 'media/play'])
      expect(paths).toContain(path);
  });

  it.each(publicCalls)(
    '%s (public) never answers 1000, with a dead token or none',
    async (path, method) => {
      for (const token of [undefined, 'A'.repeat(43), 'dead-token']) {
        const r = await h.call(path, { method, body: {}, token });
        expect(r.code, `${path} with ${token ?? 'no token'}`).not.toBe(1000);
      }
    },
  );

  it('lets user/logout and user/online/time through without a session', async () => {
    expect(publicCalls.map(([path]) => path)).toEqual(
      expect.arrayContaining(['user/logout', 'user/online/time']),
    );
    expect((await h.call('user/logout', { body: {} })).envelope).toEqual({
      code: 200,
      data: null,
      tip: '',
      msg: 'ok',
    });
  });

  it('refuses a logged-out token', async () => {
    const { token } = await h.guest();
    expect((await h.call('user/info', { token })).code).toBe(200);
    expect((await h.call('user/logout', { token })).code).toBe(200);
    expect((await h.call('user/info', { token })).raw).toEqual(SESSION_INVALID);
  });

  it('refuses an expired token (TOKEN_TTL_DAYS)', async () => {
    const { token } = await h.guest();
    h.clock.advance(29 * 86_400);
    expect((await h.call('user/info', { token })).code).toBe(200);
    h.clock.advance(86_400);
    expect((await h.call('user/info', { token })).code).toBe(1000);
  });
});

describe('token-if-present calls (ping check/config/contact)', () => {
  freshEach();

  it.each(['ping/check', 'ping/config', 'ping/contact'])(
    '%s works without a token',
    async (path) => {
      expect((await h.call(path, { method: 'GET' })).code).toBe(200);
    },
  );

  it.each(['ping/check', 'ping/config', 'ping/contact'])(
    '%s answers 1000 to a dead token',
    async (path) => {
      const r = await h.call(path, { method: 'GET', token: 'dead-token' });
      expect(r.status).toBe(401);
      expect(r.code).toBe(1000);
    },
  );

  it('public calls ignore a dead token', async () => {
    expect((await h.call('ping/announcement', { token: 'dead-token' })).code).toBe(200);
    expect((await h.call('login/before', { token: 'dead-token' })).code).toBe(200);
  });
});

describe('rate limits', () => {
  freshEach();

  it('limits requests per IP per minute with 429 / 4290 and Retry-After', async () => {
    const limited = await createHarness(tdb.db, { config: { rateLimitIpPerMinute: 3 } });
    limited.clock.ms = Date.UTC(2025, 5, 1, 4, 0, 10);
    for (let i = 0; i < 3; i++)
      expect((await limited.call('ping/check', { method: 'GET', ip: '10.0.0.1' })).code).toBe(200);
    const r = await limited.call('ping/check', { method: 'GET', ip: '10.0.0.1' });
    expect(r.status).toBe(429);
    expect(r.raw).toEqual({
      code: 4290,
      data: null,
      tip: '操作太频繁，请稍后再试',
      msg: 'rate_limited',
    });
    expect(r.headers.get('retry-after')).toBe('50');
    // Another IP is not affected; the next window starts afresh.
    expect((await limited.call('ping/check', { method: 'GET', ip: '10.0.0.2' })).code).toBe(200);
    limited.clock.advance(60);
    expect((await limited.call('ping/check', { method: 'GET', ip: '10.0.0.1' })).code).toBe(200);
  });

  it('limits requests per device (the session) across IPs', async () => {
    const limited = await createHarness(tdb.db, { config: { rateLimitDevicePerMinute: 4 } });
    const { token } = await limited.guest('rate-device-0001');
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = (await limited.call('user/info', { token, ip: `10.1.0.${i}` })).code;
    expect(last).toBe(4290);
  });

  it("lets the web server's own identity past an IP's and a device's limits, to its own", async () => {
    // It reads the catalogue for every visitor's pages from one address with one session: a
    // device's 300 a minute let anyone switch those reads off by opening 300 player links.
    const limited = await createHarness(tdb.db, {
      config: {
        rateLimitIpPerMinute: 3,
        rateLimitDevicePerMinute: 3,
        rateLimitServicePerMinute: 6,
      },
    });
    limited.clock.ms = Date.UTC(2025, 5, 1, 4, 0, 10);
    const token = randomBytes(32).toString('base64url');
    await ensureServiceIdentity(tdb.db, token, limited.clock.ms);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await limited.call('media/home', { token, body: { area: 'home' }, ip: '10.4.0.1' });
      codes.push(r.code);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 4290]);
    // A visitor's own calls keep theirs.
    const { token: guest } = await limited.guest('rate-service-0001');
    for (let i = 0; i < 3; i++)
      await limited.call('user/info', { token: guest, ip: `10.5.0.${i}` });
    expect((await limited.call('user/info', { token: guest, ip: '10.5.0.9' })).code).toBe(4290);
    limited.clock.advance(60);
    expect(
      (await limited.call('media/home', { token, body: { area: 'home' }, ip: '10.4.0.1' })).code,
    ).toBe(200);
  });

  it('trips at the limit when the requests arrive together (one gate statement)', async () => {
    const limited = await createHarness(tdb.db, { config: { rateLimitIpPerMinute: 5 } });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        limited.call('ping/check', { method: 'GET', ip: '10.3.0.1' }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429 && r.code === 4290)).toHaveLength(7);
  });

  it('keeps the counters in the database, shared by every app instance', async () => {
    const a = await createHarness(tdb.db, { config: { rateLimitIpPerMinute: 2 } });
    const b = await createHarness(tdb.db, { config: { rateLimitIpPerMinute: 2 } });
    expect((await a.call('ping/check', { method: 'GET', ip: '10.2.0.1' })).code).toBe(200);
    expect((await b.call('ping/check', { method: 'GET', ip: '10.2.0.1' })).code).toBe(200);
    expect((await a.call('ping/check', { method: 'GET', ip: '10.2.0.1' })).code).toBe(4290);
  });
});

describe('client IP', () => {
  freshEach();

  it('takes x-real-ip from a signed request (the BFF) and ignores a malformed one', async () => {
    const r = await h.call('login/guest', { body: { devID: 'ip-device-0001' }, ip: '203.0.113.9' });
    const { users } = await import('./db/schema/users');
    const { eq } = await import('drizzle-orm');
    const [row] = await tdb.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row?.registerIp).toBe('203.0.113.9');
    const r2 = await h.call('login/guest', { body: { devID: 'ip-device-0002' }, ip: 'not-an-ip' });
    const [row2] = await tdb.db.select().from(users).where(eq(users.id, r2.data.id));
    expect(row2?.registerIp).toBe('unknown');
  });
});

describe('unexpected errors', () => {
  freshEach();

  it('maps them to 500 / 5000 with a Chinese tip and no stack', async () => {
    const broken = await createHarness(tdb.db, {
      sms: {
        send: () => {
          throw new Error('provider exploded at /secret/path.ts:12');
        },
      },
      deps: { logger: silentLogger() },
    });
    const r = await broken.call('login/captcha', { body: { phone: '13900000001' } });
    expect(r.status).toBe(500);
    expect(r.raw).toEqual({
      code: 5000,
      data: null,
      tip: '服务器繁忙，请稍后再试',
      msg: 'origin_error',
    });
    expect(JSON.stringify(r.raw)).not.toContain('exploded');
  });
});
