import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffConfigError, loadBffConfig } from './env';
import { bffUrl, sendJson, startServer, TEST_KEYS } from './bff.test-support';

// Settings from the environment, and what the route does when they are broken.

describe('loadBffConfig', () => {
  it('applies the documented defaults', async () => {
    const config = await loadBffConfig({ ...TEST_KEYS });
    expect(config).toMatchObject({
      encryptHttp: true,
      encryptM3u8: true,
      timeoutMs: 15_000,
      bodyTimeoutMs: 10_000,
      jsonLimitBytes: 1024 * 1024,
      multipartLimitBytes: 20 * 1024 * 1024,
      trustedProxyHops: 0,
    });
    expect(config.originUrl.href).toBe('http://127.0.0.1:4000/');
    expect(config.codecs.current.version).toBe('1');
  });

  it('reads every setting', async () => {
    const config = await loadBffConfig({
      ...TEST_KEYS,
      REQUEST_KEY: Buffer.alloc(32, 7).toString('base64'),
      ORIGIN_URL: 'https://api.internal:8443',
      KEY_VERSION: '1.0.0',
      START_ENCRYPT_HTTP: 'OFF',
      START_ENCRYPT_M3U8: 'no',
      BFF_TIMEOUT_MS: '2500',
      BFF_BODY_TIMEOUT_MS: '1500',
      BFF_JSON_LIMIT_BYTES: '2048',
      BFF_MULTIPART_LIMIT_BYTES: '4096',
      BFF_TRUSTED_PROXY_HOPS: '2',
    });
    expect(config).toMatchObject({
      encryptHttp: false,
      encryptM3u8: false,
      timeoutMs: 2500,
      bodyTimeoutMs: 1500,
      jsonLimitBytes: 2048,
      multipartLimitBytes: 4096,
      trustedProxyHops: 2,
    });
    expect(config.originUrl.origin).toBe('https://api.internal:8443');
    expect(config.codecs.get('1.0.0')).toBe(config.codecs.current);
  });

  it('lists every problem at once, never echoing a key', async () => {
    const env = {
      SIGN_KEY: '',
      REQUEST_KEY: 'short-secret-value',
      ORIGIN_URL: 'ftp://user:pw@origin/path?q',
      KEY_VERSION: 'bad version',
      START_ENCRYPT_HTTP: 'maybe',
      BFF_TIMEOUT_MS: '0',
      BFF_JSON_LIMIT_BYTES: '-1',
    };
    const error = (await loadBffConfig(env).catch((e: unknown) => e)) as BffConfigError;
    expect(error).toBeInstanceOf(BffConfigError);
    expect(error.problems).toEqual([
      'ORIGIN_URL must be http: or https:',
      'ORIGIN_URL must not carry credentials',
      'ORIGIN_URL must be an origin only (no path, query or hash)',
      'SIGN_KEY is missing',
      expect.stringMatching(/^REQUEST_KEY: AES key must be/),
      'RESPONSE_KEY is missing',
      'START_ENCRYPT_HTTP must be one of 1/0, true/false, on/off, yes/no',
      'BFF_TIMEOUT_MS must be an integer ≥ 1',
      'BFF_JSON_LIMIT_BYTES must be an integer ≥ 2',
    ]);
    expect(error.message).not.toContain('short-secret-value');
  });

  it('refuses an ORIGIN_URL that is not a URL and a key version that is not a token', async () => {
    await expect(loadBffConfig({ ...TEST_KEYS, ORIGIN_URL: 'not a url' })).rejects.toThrow(
      'ORIGIN_URL is not a URL',
    );
    await expect(loadBffConfig({ ...TEST_KEYS, KEY_VERSION: 'a b' })).rejects.toThrow(
      /KEY_VERSION: invalid key version/,
    );
  });
});

describe('the route with the process environment', () => {
  const names = ['SIGN_KEY', 'REQUEST_KEY', 'RESPONSE_KEY', 'ORIGIN_URL'] as const;
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('with keys missing: one clear log line, then 502/5020 on every call, no crash', async () => {
    vi.resetModules();
    for (const name of names) delete process.env[name];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { proxyRequest } = await import('./proxy');
    for (let i = 0; i < 3; i++) {
      const response = await proxyRequest(new Request(bffUrl('/api/app/ping/check')));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 5020 });
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(
      /SIGN_KEY is missing; REQUEST_KEY is missing; RESPONSE_KEY is missing/,
    );
    expect(warn).not.toHaveBeenCalled();
    // Path checks still come first: a traversal is a 400 even while misconfigured.
    expect((await proxyRequest(new Request(bffUrl('/api/app/a%2f..')))).status).toBe(400);
  });

  it('with keys present: forwards, importing the keys once for the whole process', async () => {
    vi.resetModules();
    const origin = await startServer((_q, res) =>
      sendJson(res, 200, { code: 4040, data: null, tip: 'x', msg: 'not_found' }),
    );
    try {
      Object.assign(process.env, TEST_KEYS, { ORIGIN_URL: origin.url });
      const imports = vi.spyOn(crypto.subtle, 'importKey');
      const { proxyRequest } = await import('./proxy');
      for (let i = 0; i < 5; i++) {
        expect((await proxyRequest(new Request(bffUrl('/api/app/ping/check')))).status).toBe(200);
      }
      expect(imports).toHaveBeenCalledTimes(3);
      expect(origin.hits).toBe(5);
    } finally {
      await origin.close();
    }
  });
});
