import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptText, encryptJson, importAesKey } from '@/lib/protocol/cipher';
import type { BffConfig } from './env';
import { proxyRequest } from './proxy';
import { importSignKey, verifyRequest } from '@/lib/protocol/sign';
import {
  bffUrl,
  sendJson,
  startServer,
  testConfig,
  TEST_KEYS,
  traversalPayloads,
  UA,
  type TestServer,
} from './bff.test-support';

// The BFF as a boundary: hostile paths, headers and redirects, each against a real node:http
// upstream that counts what reaches it.

let origin: TestServer;
let config: BffConfig;
let plainConfig: BffConfig;

beforeAll(async () => {
  const responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
  origin = await startServer(async (req, res) => {
    sendJson(res, 200, {
      code: 200,
      hash: true,
      data: await encryptJson(responseKey, { seen: req.url }),
      tip: '',
      msg: 'ok',
    });
  });
  config = await testConfig(origin.url);
  plainConfig = await testConfig(origin.url, { START_ENCRYPT_HTTP: 'off' });
});
afterAll(() => origin.close());

function buildRequest(pathAndQuery: string, method: string): Request | null {
  try {
    const init: RequestInit = {
      method,
      headers: { 'x-user-agent': UA, 'content-type': 'application/json' },
    };
    if (method === 'POST') init.body = '{}';
    return new Request(bffUrl(pathAndQuery), init);
  } catch {
    // Some raw forms are not even a URL on our host (e.g. 'http://evil.com' after it); canonical-path.test.ts covers them raw.
    return null;
  }
}

describe('traversal and authority payloads', () => {
  // Each payload goes through twice: GET with encryption on, POST (with a body) with it off.
  it('answers every one 400 or 404 with no upstream request, encryption on and off', async () => {
    const payloads = traversalPayloads();
    let sent = 0;
    for (const payload of payloads) {
      for (const [method, cfg] of [
        ['GET', config],
        ['POST', plainConfig],
      ] as const) {
        const request = buildRequest(payload, method);
        if (!request) continue;
        const response = await proxyRequest(request, cfg);
        expect([400, 404], `${method} ${JSON.stringify(payload)} → ${request.url}`).toContain(
          response.status,
        );
        const body = (await response.json()) as { code: number; tip: string };
        expect([4000, 4040]).toContain(body.code);
        expect(body.tip).not.toBe('');
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(400);
    expect(origin.hits).toBe(0);
  }, 60_000);

  it('405s listed paths asked with another method and 404s unlisted ones, without an upstream call', async () => {
    const cases: Array<[string, string, number, string | null]> = [
      ['GET', '/api/app/login/guest', 405, 'POST'],
      ['POST', '/api/app/ping/check', 405, 'GET'],
      ['PUT', '/api/app/ping/check', 405, 'GET'],
      ['DELETE', '/api/app/user/info', 405, 'POST'],
      ['HEAD', '/api/app/ping/check', 405, 'GET'],
      ['OPTIONS', '/api/app/ping/check', 405, 'GET'],
      ['POST', '/api/app/media/h5/m3u8/10086', 405, 'GET'],
      ['GET', '/api/app/admin/users', 404, null],
      ['POST', '/api/app/Login/guest', 404, null],
    ];
    for (const [method, path, status, allow] of cases) {
      const response = await proxyRequest(new Request(bffUrl(path), { method }), config);
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      if (method !== 'HEAD')
        expect(await response.json()).toMatchObject(
          status === 405
            ? { code: 4050, msg: 'method_not_allowed' }
            : { code: 4040, msg: 'not_found' },
        );
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(origin.hits).toBe(0);
  });
});

describe('headers', () => {
  it('forwards only Authorization, X-User-Agent, Accept and content type, plus its own', async () => {
    const signKey = await importSignKey(TEST_KEYS.SIGN_KEY);
    const requestKey = await importAesKey(TEST_KEYS.REQUEST_KEY);
    const responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
    const echo = await startServer(async (req, res, body) => {
      const verified = await verifyRequest(signKey, {
        token: String(req.headers.authorization ?? ''),
        path: req.url!.split('?')[0]!,
        userAgent: String(req.headers['x-user-agent']),
        header: req.headers['x-api-key'] as string,
        now: Math.floor(Date.now() / 1000),
      });
      const sealed = (JSON.parse(body.toString()) as { data: string }).data;
      const data = { headers: req.headers, verified, body: await decryptText(requestKey, sealed) };
      sendJson(res, 200, {
        code: 200,
        hash: true,
        data: await encryptJson(responseKey, data),
        tip: '',
        msg: 'ok',
      });
    });
    const hostile = {
      authorization: 'tok-123',
      'x-user-agent': UA,
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: 'session=abc',
      host: 'evil.com',
      connection: 'keep-alive, x-secret',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      trailer: 'x-secret',
      upgrade: 'websocket',
      'proxy-authorization': 'Basic eA==',
      forwarded: 'for=1.1.1.1;host=evil.com',
      'x-forwarded-for': '6.6.6.6, 10.0.0.9',
      'x-forwarded-host': 'evil.com',
      'x-forwarded-proto': 'https',
      'x-real-ip': '6.6.6.6',
      'x-middleware-subrequest': 'middleware:middleware:middleware',
      'x-middleware-rewrite': 'http://evil.com',
      'x-invoke-path': '/admin',
      'x-api-key': 't=1,s=0000000000000000000000000000000000000000,n=x',
      'x-encrypted': '0',
      'x-key-version': '9',
      origin: 'http://evil.com',
      referer: 'http://evil.com/',
      via: '1.1 evil',
      'x-custom': 'nope',
    };
    try {
      // One trusted proxy: x-real-ip is the X-Forwarded-For entry it appended, nothing the client wrote.
      const cfg = await testConfig(echo.url, { BFF_TRUSTED_PROXY_HOPS: '1' });
      const request = new Request(bffUrl('/api/app/user/info'), {
        method: 'POST',
        headers: hostile,
        body: '{"userId":7}',
      });
      const response = await proxyRequest(request, cfg);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { headers: Record<string, string>; verified: unknown; body: string };
      };
      const ours = [
        'authorization',
        'x-user-agent',
        'accept',
        'content-type',
        'content-length',
        'x-api-key',
        'x-encrypted',
        'x-key-version',
        'x-real-ip',
      ];
      // What node:http itself puts on every request (transport, not forwarded from the browser).
      const transport = ['host', 'connection'];
      expect(Object.keys(data.headers).sort()).toEqual([...ours, ...transport].sort());
      expect(data.headers).toMatchObject({
        authorization: 'tok-123',
        'x-user-agent': UA,
        accept: 'application/json',
        host: new URL(echo.url).host,
        connection: 'keep-alive',
        'x-real-ip': '10.0.0.9',
        'x-encrypted': '1',
        'x-key-version': '1',
      });
      expect(data.verified).toMatchObject({ ok: true });
      expect(data.body).toBe('{"userId":7}');
    } finally {
      await echo.close();
    }
  });

  it.each([
    ['x-user-agent', 'x'.repeat(257)],
    ['x-user-agent', 'dt=phone\u0001'],
    ['x-user-agent', 'dt=phone;bn=caf\u00e9'],
    ['x-user-agent', 'dt=phone&x=1'],
    ['authorization', 'tok&/api/app/user/info'],
    ['authorization', 'tok\u0007'],
    ['authorization', 't'.repeat(1025)],
  ])('refuses %s %j with 400 and no upstream call', async (name, value) => {
    const before = origin.hits;
    const response = await proxyRequest(
      new Request(bffUrl('/api/app/ping/check'), { headers: { [name]: value } }),
      config,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 4000, tip: '请求头无效' });
    expect(origin.hits).toBe(before);
  });

  it('accepts a 256-character X-User-Agent and an absent one (signed as "")', async () => {
    for (const headers of [{ 'x-user-agent': 'u'.repeat(256) }, {}] as Record<string, string>[]) {
      const response = await proxyRequest(
        new Request(bffUrl('/api/app/ping/check'), { headers }),
        config,
      );
      expect(response.status).toBe(200);
    }
  });
});

describe('redirects', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i from the origin is a 502 and its Location is never requested',
    async (status) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const elsewhere = await startServer((_req, res) =>
        sendJson(res, 200, { code: 200, data: 'stolen', tip: '', msg: '' }),
      );
      const redirecting = await startServer((_req, res) => {
        res.writeHead(status, { location: `${elsewhere.url}/steal` });
        res.end();
      });
      try {
        const request = new Request(bffUrl('/api/app/user/info'), {
          method: 'POST',
          headers: { authorization: 'secret-token', 'content-type': 'application/json' },
          body: '{}',
        });
        const response = await proxyRequest(request, await testConfig(redirecting.url));
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({
          code: 5020,
          data: null,
          tip: '网络连接异常，请稍后再试',
          msg: 'bad_gateway',
        });
        expect(response.headers.get('location')).toBeNull();
        expect(redirecting.hits).toBe(1);
        expect(elsewhere.hits).toBe(0);
        expect(String(warn.mock.calls[0]?.[0])).toBe(
          `[bff] 5020 POST user/info: origin answered ${status}`,
        );
      } finally {
        warn.mockRestore();
        await Promise.all([elsewhere.close(), redirecting.close()]);
      }
    },
  );
});
