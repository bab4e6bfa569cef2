import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BffConfig } from './env';
import { fetchLandingConfig } from './landing-config';
import { proxyRequest } from './proxy';
import { bffUrl, testConfig } from './bff.test-support';
import {
  BOOT_MS,
  call,
  originAvailable,
  startOrigin,
  stopOrigin,
  type Origin,
} from './real-origin.test-support';

// The BFF against the real origin process (origin/seed/serve-demo.ts on PGlite in a temp directory), the
// same keys on both sides, with encryption on and then off on both.

describe.skipIf(!originAvailable).each([
  ['on', true],
  ['off', false],
])('BFF → real origin, encryption %s', (_label, encrypt) => {
  let origin: Origin | undefined;
  let config: BffConfig;

  beforeAll(async () => {
    origin = await startOrigin(encrypt);
    const flag = encrypt ? 'on' : 'off';
    // One trusted proxy, so a call's X-Forwarded-For entry is the address the origin sees.
    config = await testConfig(origin.url, {
      START_ENCRYPT_HTTP: flag,
      START_ENCRYPT_M3U8: flag,
      BFF_TRUSTED_PROXY_HOPS: '1',
    });
  }, BOOT_MS + 10_000);
  afterAll(() => stopOrigin(origin), 20_000);

  it('guest login → user/info → ping/config and ping/check', async () => {
    const devID = `bff${Date.now()}abcdef`;
    const guest = await call(config, 'login/guest', {
      body: { devID, affCode: '', token: '' },
      ip: '203.0.113.77',
    });
    expect(guest.status).toBe(200);
    expect(guest.body.code).toBe(200);
    const token = guest.body.data?.token;
    expect(typeof token).toBe('string');

    const again = await call(config, 'login/guest', { body: { devID, affCode: '', token: '' } });
    expect(again.body.data?.id).toBe(guest.body.data?.id);

    const info = await call(config, 'user/info', { token: token as string });
    expect(info.body).toMatchObject({ code: 200, data: { id: guest.body.data?.id } });

    const settings = await call(config, 'ping/config', { token: token as string, get: true });
    expect(settings.body.code).toBe(200);
    expect(settings.body.data).toHaveProperty('domain');

    const check = await call(config, 'ping/check', { get: true });
    expect(check.body).toMatchObject({ code: 200, data: { ok: true } });
    // x-real-ip from the BFF reached the origin (it logs the caller's address per request).
    expect(
      origin!.log.some(
        (line) => line.includes('"path":"/api/app/login/guest"') && line.includes('203.0.113.77'),
      ),
    ).toBe(true);
  });

  it('the config a page is rendered with is the origin’s ping/config, decrypted', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    // The origin's clock in the config (serverTime, whole seconds) may tick between two calls.
    const apart = (value: unknown) => {
      const { serverTime, ...rest } = (value ?? {}) as Record<string, unknown>;
      return { serverTime: Number(serverTime), rest };
    };
    const landing = apart(await fetchLandingConfig(iphone, config));
    const direct = apart((await call(config, 'ping/config', { get: true })).body.data);
    expect(landing.rest).toEqual(direct.rest);
    expect(Math.abs(landing.serverTime - direct.serverTime)).toBeLessThanOrEqual(2);
    expect(Array.isArray(landing.rest.domain)).toBe(true);
    // A browser without a usable User-Agent still gets it (the header is built, never missing).
    expect(apart(await fetchLandingConfig(null, config)).rest).toEqual(landing.rest);
  });

  it("a secure call without a token is the origin's 1000, relayed with its status", async () => {
    const info = await call(config, 'user/info');
    expect(info.body.code).toBe(1000);
    expect(info.body.tip).not.toBe('');
  });

  it('a replayed request (same nonce twice) is refused by the origin: 401 / 4001', async () => {
    const nonce = crypto.randomUUID();
    const spy = vi
      .spyOn(crypto, 'randomUUID')
      .mockReturnValue(nonce as ReturnType<typeof crypto.randomUUID>);
    try {
      const first = await call(config, 'ping/check', { get: true });
      const replay = await call(config, 'ping/check', { get: true });
      expect(first.body.code).toBe(200);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe(4001);
    } finally {
      spy.mockRestore();
    }
  });

  it("an unlisted path is the BFF's 404 and never reaches the origin", async () => {
    const before = origin!.log.length;
    const response = await proxyRequest(
      new Request(bffUrl('/api/app/admin/secrets'), { method: 'POST', body: '{}' }),
      config,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 4040 });
    await new Promise((r) => setTimeout(r, 200));
    expect(origin!.log.slice(before).some((line) => line.includes('admin/secrets'))).toBe(false);
  });
});
