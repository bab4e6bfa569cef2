import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptJson, importAesKey } from '@/lib/protocol/cipher';
import { METHOD_HEADER } from '@/lib/bff/node-request-hook';
import { sendFrom, startWebTier, type WebTier } from '@/lib/bff/web-tier.test-support';
import {
  bffUrl,
  sendJson,
  startServer,
  TEST_KEYS,
  UA,
  type TestServer,
} from '@/lib/bff/bff.test-support';

// The route module as Next loads it: its exports, called with plain Requests or over HTTP
// through Next's own method dispatch (autoImplementMethods), configured from process.env,
// against a real upstream.

let origin: TestServer;
const names = ['SIGN_KEY', 'REQUEST_KEY', 'RESPONSE_KEY', 'ORIGIN_URL'] as const;
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));

beforeAll(async () => {
  const responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
  origin = await startServer(async (req, res) => {
    sendJson(res, 200, {
      code: 200,
      hash: true,
      data: await encryptJson(responseKey, { path: req.url }),
      tip: '',
      msg: 'ok',
    });
  });
  Object.assign(process.env, TEST_KEYS, { ORIGIN_URL: origin.url });
  vi.resetModules();
});
afterAll(async () => {
  for (const n of names) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  await origin.close();
});

describe('app/api/app/[...path]/route', () => {
  it('exports a handler for each of Next’s seven methods, and no runtime segment config', async () => {
    const route = await import('./route');
    expect(Object.keys(route).sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
  });

  it('GET and POST forward allow-listed calls and ignore the route context Next passes', async () => {
    const { GET, POST } = await import('./route');
    const context = { params: Promise.resolve({ path: ['..', 'admin'] }) };
    const get = await (GET as (r: Request, c: unknown) => Promise<Response>)(
      new Request(bffUrl('/api/app/ping/config'), { headers: { 'x-user-agent': UA } }),
      context,
    );
    expect(await get.json()).toEqual({
      code: 200,
      data: { path: '/api/app/ping/config' },
      tip: '',
      msg: 'ok',
    });
    const post = await POST(
      new Request(bffUrl('/api/app/login/guest'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"devID":"1234567"}',
      }),
    );
    expect(post.status).toBe(200);
    expect((await GET(new Request(bffUrl('/api/app/login/guest')))).status).toBe(405);
    expect(origin.hits).toBe(2);
  });
});

describe('methods the BFF does not serve, over HTTP', () => {
  let web: WebTier;
  beforeAll(async () => {
    const route = await import('./route');
    // Next's own dispatch: the exported handler per method, HEAD and OPTIONS filled in if absent.
    const methods = autoImplementMethods(
      route as unknown as Parameters<typeof autoImplementMethods>[0],
    );
    web = await startWebTier(
      (request) =>
        methods[request.method as keyof typeof methods](
          request as never,
          undefined as never,
        ) as Promise<Response>,
    );
  });
  afterAll(() => web.close());

  const send = (method: string, path: string) =>
    sendFrom('127.0.0.1', `${web.url}/api/app/${path}`, {
      method,
      headers: { 'x-user-agent': UA },
    });
  const NOT_ALLOWED = {
    code: 4050,
    data: null,
    tip: '不支持的请求方式',
    msg: 'method_not_allowed',
  };

  it.each([
    ['ping/check', 'GET', ['POST']],
    ['user/info', 'POST', ['GET']],
    ['upload/chunk', 'GET, POST', []],
    ['media/h5/m3u8/5', 'GET', ['POST']],
  ])('%s: 405 / 4050 with Allow: %s, never a 500', async (path, allow, others) => {
    const hits = origin.hits;
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', ...others]) {
      const sent = await send(method, path);
      expect(sent.status, method).toBe(405);
      expect(sent.headers.allow, method).toBe(allow);
      expect(JSON.parse(sent.body), method).toEqual(NOT_ALLOWED);
    }
    // HEAD: the same answer without a body.
    const head = await send('HEAD', path);
    expect([head.status, head.headers.allow, head.body]).toEqual([405, allow, '']);
    expect(origin.hits).toBe(hits);
  });

  it('a client cannot pass its call off as another method', async () => {
    const sent = await sendFrom('127.0.0.1', `${web.url}/api/app/ping/config`, {
      headers: { 'x-user-agent': UA, [METHOD_HEADER]: `${'0'.repeat(32)} POST` },
    });
    expect(sent.status).toBe(200);
  });

  it('an unknown path is 404 / 4040 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const sent = await send(method, 'admin/secrets');
      expect(sent.status, method).toBe(404);
      expect(JSON.parse(sent.body).code, method).toBe(4040);
      expect(sent.headers.allow, method).toBeUndefined();
    }
  });
});
