import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptJson, importAesKey } from '@/lib/protocol/cipher';
import {
  bffUrl,
  sendJson,
  startServer,
  TEST_KEYS,
  UA,
  type TestServer,
} from '@/lib/bff/test-support';

// The route module as Next loads it: its exports, called with plain Requests, configured from
// process.env, against a real upstream.

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
  it('exports GET and POST only, and no runtime segment config', async () => {
    const route = await import('./route');
    expect(Object.keys(route).sort()).toEqual(['GET', 'POST']);
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
    expect((await GET(new Request(bffUrl('/api/app/login/guest')))).status).toBe(404);
    expect(origin.hits).toBe(2);
  });
});
