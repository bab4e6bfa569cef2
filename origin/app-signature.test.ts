// Envelope and x-api-key verification: every refusal is 401 / 4001 JSON, never a 500 or HTML.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newNonce } from '@/lib/protocol/sign';

import { JSON_LIMIT_BYTES } from './http/body-limit';
import { createHarness, TEST_UA, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from './test/test-db';

let tdb: TestDb;
let h: Harness;
/** Encryption off: the plain envelope and plain bodies (sealed ones: app-crypto.test.ts). */
let plainH: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  plainH = await createHarness(tdb.db, { config: { startEncryptHttp: false } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const BAD_SIGNATURE = {
  code: 4001,
  tip: '请求校验失败，请检查手机时间后重试',
  msg: 'bad_signature',
};

describe('envelope', () => {
  it('answers a signed call with { code, data, tip, msg }', async () => {
    const r = await plainH.call('ping/check', { method: 'GET' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.raw).sort()).toEqual(['code', 'data', 'msg', 'tip']);
    expect(r.raw).toMatchObject({ code: 200, tip: '', msg: 'ok' });
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown paths inside and outside /api/app with 404 / 4040 JSON', async () => {
    for (const path of ['/', '/nope', '/api/app/nope', '/api/app/ping/check/extra', '/api/nope']) {
      const r = await h.call(path, { method: 'GET' });
      expect(r.status, path).toBe(404);
      expect(r.raw, path).toEqual({ code: 4040, data: null, tip: '接口不存在', msg: 'not_found' });
    }
  });

  it('answers a wrong method on a known path with 404 / 4040', async () => {
    const r = await h.call('ping/check', { method: 'POST' });
    expect(r.status).toBe(404);
    expect(r.code).toBe(4040);
  });

  it('refuses a body that is not a JSON object with 4000 and a tip', async () => {
    for (const rawBody of ['{not json', '[1,2]', '"text"', '42']) {
      const r = await plainH.call('login/before', { rawBody });
      expect(r.status, rawBody).toBe(400);
      expect(r.raw, rawBody).toMatchObject({
        code: 4000,
        data: null,
        tip: '请求格式有误，请检查后重试',
      });
    }
  });

  it('treats an empty body as {}', async () => {
    const r = await plainH.call('login/before', { rawBody: '' });
    expect(r.code).toBe(200);
  });

  it('refuses bodies over the JSON limit with 413 / 4000, not a truncated read', async () => {
    const r = await h.call('login/before', { body: { pad: 'x'.repeat(JSON_LIMIT_BYTES) } });
    expect(r.status).toBe(413);
    expect(r.code).toBe(4000);
    expect(r.tip).toBe('请求内容过大');
  });
});

describe('x-api-key', () => {
  it('refuses a missing header', async () => {
    const r = await h.call('ping/check', { method: 'GET', apiKey: null });
    expect(r.status).toBe(401);
    expect(r.raw).toEqual({ ...BAD_SIGNATURE, data: null });
  });

  it.each([
    'garbage',
    't=1,s=2,n=3',
    '',
    ' ',
    't=abc,s=0000000000000000000000000000000000000000,n=00000000-0000-4000-8000-000000000000',
    'x'.repeat(10_000),
  ])('refuses the malformed header %j with 401, not 500', async (apiKey) => {
    const r = await h.call('ping/check', { method: 'GET', apiKey });
    expect(r.status).toBe(401);
    expect(r.code).toBe(4001);
  });

  it('refuses arbitrary header strings with 401 / 4001 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (apiKey) => {
        // Header values cannot hold line breaks or NUL; Request would throw before the origin saw them.
        const value = apiKey.replace(/[\r\n\0]/g, '');
        const r = await h.call('ping/check', { method: 'GET', apiKey: value });
        return r.status === 401 && r.code === 4001;
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a signature made with another key', async () => {
    const good = await h.apiKeyFor('/api/app/ping/check');
    const forged = good.replace(/s=([0-9a-f])/, (_, c: string) => `s=${c === '0' ? '1' : '0'}`);
    const r = await h.call('ping/check', { method: 'GET', apiKey: forged });
    expect(r.status).toBe(401);
  });

  it('refuses a signature over another path, token or user agent', async () => {
    const otherPath = await h.apiKeyFor('/api/app/ping/config');
    expect((await h.call('ping/check', { method: 'GET', apiKey: otherPath })).code).toBe(4001);
    const otherToken = await h.apiKeyFor('/api/app/ping/check', { token: 'someone-else' });
    expect((await h.call('ping/check', { method: 'GET', apiKey: otherToken })).code).toBe(4001);
    const otherUa = await h.apiKeyFor('/api/app/ping/check', {
      userAgent: 'dt=pc;st=h5_pc;av=2.1.1;bn=Edge;bv=1',
    });
    expect(
      (await h.call('ping/check', { method: 'GET', apiKey: otherUa, userAgent: TEST_UA })).code,
    ).toBe(4001);
  });

  it('accepts a skew of exactly 300 s either way and refuses 301 s', async () => {
    const now = Math.floor(h.clock.ms / 1000);
    expect((await h.call('ping/check', { method: 'GET', signedAt: now - 300 })).code).toBe(200);
    expect((await h.call('ping/check', { method: 'GET', signedAt: now + 300 })).code).toBe(200);
    const late = await h.call('ping/check', { method: 'GET', signedAt: now - 301 });
    expect(late.status).toBe(401);
    expect(late.code).toBe(4001);
    expect((await h.call('ping/check', { method: 'GET', signedAt: now + 301 })).code).toBe(4001);
  });

  it('refuses a replayed nonce, even with a fresh signature', async () => {
    const nonce = newNonce();
    expect((await h.call('ping/check', { method: 'GET', nonce })).code).toBe(200);
    const replay = await h.call('ping/check', { method: 'GET', nonce });
    expect(replay.status).toBe(401);
    expect(replay.code).toBe(4001);
    h.clock.advance(250);
    expect((await h.call('ping/check', { method: 'GET', nonce })).code).toBe(4001);
  });

  it('refuses the same signed request sent twice', async () => {
    const apiKey = await h.apiKeyFor('/api/app/ping/check');
    expect((await h.call('ping/check', { method: 'GET', apiKey })).code).toBe(200);
    expect((await h.call('ping/check', { method: 'GET', apiKey })).code).toBe(4001);
  });

  it('accepts only one of several identical signed requests arriving together', async () => {
    const apiKey = await h.apiKeyFor('/api/app/ping/check');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => h.call('ping/check', { method: 'GET', apiKey })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401 && r.code === 4001)).toHaveLength(7);
  });

  it('does not record nonces of unsigned requests', async () => {
    const nonce = newNonce();
    const bad = await h.apiKeyFor('/api/app/ping/config', { nonce });
    expect((await h.call('ping/check', { method: 'GET', apiKey: bad })).code).toBe(4001);
    // The nonce was not burned by the forged request.
    expect((await h.call('ping/check', { method: 'GET', nonce })).code).toBe(200);
  });

  it('prunes nonces older than 600 s (housekeeping, off the request path)', async () => {
    const nonce = newNonce();
    expect((await h.call('ping/check', { method: 'GET', nonce })).code).toBe(200);
    const { apiNonces } = await import('./db/schema/security');
    const { eq } = await import('drizzle-orm');
    const { pruneExpired } = await import('./services/platform/housekeeping');
    const seen = () => tdb.db.select().from(apiNonces).where(eq(apiNonces.nonce, nonce));
    h.clock.advance(599);
    await pruneExpired(tdb.db, h.clock.ms);
    expect(await seen()).toHaveLength(1);
    h.clock.advance(101);
    await pruneExpired(tdb.db, h.clock.ms);
    expect(await seen()).toHaveLength(0);
    // Its t now fails the skew check, so the forgotten nonce still cannot be replayed.
    const replay = await h.call('ping/check', {
      method: 'GET',
      nonce,
      signedAt: Math.floor(h.clock.ms / 1000) - 700,
    });
    expect(replay.code).toBe(4001);
  });
});
