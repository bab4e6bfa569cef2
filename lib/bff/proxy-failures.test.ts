import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { encryptJson, importAesKey } from '@/lib/protocol/cipher';
import { proxyRequest } from './proxy';
import {
  bffUrl,
  perTestServers,
  sendJson,
  startServer,
  testConfig,
  UA,
  type Handler,
} from './bff.test-support';

// What the browser sees when the origin misbehaves: one 502 body for every unreadable answer,
// 504 on a timeout, the origin's own status for its own envelopes, and aborts that propagate.

const BAD_GATEWAY = { code: 5020, data: null, tip: '网络连接异常，请稍后再试', msg: 'bad_gateway' };
const { servers, warn } = perTestServers();

async function origin(handle: Handler, onRequest?: Parameters<typeof startServer>[1]) {
  const server = await startServer(handle, onRequest);
  servers.push(server);
  return server;
}

const post = (
  path: string,
  body = '{}',
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) =>
  new Request(bffUrl(path), {
    method: 'POST',
    headers: {
      'x-user-agent': UA,
      authorization: 'tok-secret',
      'content-type': 'application/json',
      ...headers,
    },
    body,
    signal,
  });

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('unreadable origin answers', () => {
  const otherKey = importAesKey('3d'.repeat(32));
  const cases: Array<[string, Handler]> = [
    [
      'HTML',
      (_q, res) => (
        res.writeHead(200, { 'content-type': 'text/html' }),
        res.end('<html>502 Bad Gateway</html>')
      ),
    ],
    [
      'HTML error page',
      (_q, res) => (
        res.writeHead(500, { 'content-type': 'text/html' }),
        res.end('<h1>Error</h1><pre>stack</pre>')
      ),
    ],
    ['no content type', (_q, res) => res.end('{"code":200}')],
    [
      'malformed JSON',
      (_q, res) => (
        res.writeHead(200, { 'content-type': 'application/json' }),
        res.end('{"code":200,')
      ),
    ],
    [
      'not UTF-8',
      (_q, res) => (
        res.writeHead(200, { 'content-type': 'application/json' }),
        res.end(Buffer.from([0x7b, 0xff, 0x7d]))
      ),
    ],
    ['JSON array', (_q, res) => sendJson(res, 200, [1, 2])],
    ['no code', (_q, res) => sendJson(res, 200, { data: 1 })],
    [
      'wrong-key ciphertext',
      async (_q, res) =>
        sendJson(res, 200, {
          code: 200,
          hash: true,
          data: await encryptJson(await otherKey, { a: 1 }),
        }),
    ],
    [
      'garbage ciphertext',
      (_q, res) => sendJson(res, 200, { code: 200, hash: true, data: 'bm90IGEgY2lwaGVydGV4dA==' }),
    ],
    [
      'non-string ciphertext',
      (_q, res) => sendJson(res, 200, { code: 200, hash: true, data: { a: 1 } }),
    ],
    [
      'unsealed success',
      (_q, res) => sendJson(res, 200, { code: 200, data: { leaked: true }, tip: '', msg: 'ok' }),
    ],
    [
      'unknown key version',
      (_q, res) =>
        sendJson(res, 200, { code: 200, hash: true, data: 'x' }, { 'x-key-version': '77' }),
    ],
    [
      'answer over the cap',
      (_q, res) => (
        res.writeHead(200, { 'content-type': 'application/json' }),
        res.end(Buffer.alloc(9 * 1024 * 1024, 0x20))
      ),
    ],
    ['connection reset', (req) => req.socket.destroy()],
  ];

  it.each(cases)('%s → 502 with the one generic body', async (_name, handle) => {
    const server = await origin(handle);
    const response = await proxyRequest(post('/api/app/user/info'), await testConfig(server.url));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(BAD_GATEWAY);
    // Logged for the operator without the token.
    expect(warn()).toHaveBeenCalledTimes(1);
    expect(String(warn().mock.calls[0]![0])).not.toContain('tok-secret');
  });

  it('connection refused → the same 502', async () => {
    const response = await proxyRequest(
      post('/api/app/user/info'),
      await testConfig(`http://127.0.0.1:${await closedPort()}`),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(BAD_GATEWAY);
  });
});

describe('the origin answering for itself', () => {
  it('relays its status and plain error envelope, and a numeric Retry-After', async () => {
    const server = await origin((_q, res) =>
      sendJson(
        res,
        429,
        { code: 4290, data: null, tip: '操作太频繁，请稍后再试', msg: 'rate_limited', extra: 1 },
        { 'retry-after': '30', 'set-cookie': 'a=1' },
      ),
    );
    const response = await proxyRequest(post('/api/app/login/guest'), await testConfig(server.url));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({
      code: 4290,
      data: null,
      tip: '操作太频繁，请稍后再试',
      msg: 'rate_limited',
    });
  });

  it('fills a missing tip and msg with "" and decrypts sealed data (encryption off on our side too)', async () => {
    const key = await importAesKey('2e'.repeat(32));
    const server = await origin(async (_q, res) =>
      sendJson(res, 200, { code: 200, hash: true, data: await encryptJson(key, [1, 2]) }),
    );
    const response = await proxyRequest(
      post('/api/app/user/info'),
      await testConfig(server.url, { START_ENCRYPT_HTTP: '0' }),
    );
    expect(await response.json()).toEqual({ code: 200, data: [1, 2], tip: '', msg: '' });
  });
});

describe('timeouts and aborts', () => {
  it('a hanging origin → 504 / 5040 within the timeout + 1 s, and the origin request is dropped', async () => {
    let closed = false;
    const server = await origin(
      () => undefined,
      (req) => req.socket.on('close', () => (closed = true)),
    );
    const started = Date.now();
    const response = await proxyRequest(
      post('/api/app/user/info'),
      await testConfig(server.url, { BFF_TIMEOUT_MS: '300' }),
    );
    expect(Date.now() - started).toBeLessThan(1300);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      code: 5040,
      data: null,
      tip: '请求超时，请稍后再试',
      msg: 'gateway_timeout',
    });
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('an origin that stalls mid-answer is cut off by the same timeout', async () => {
    const server = await origin((_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":200,');
    });
    const response = await proxyRequest(
      post('/api/app/user/info'),
      await testConfig(server.url, { BFF_TIMEOUT_MS: '300' }),
    );
    expect(response.status).toBe(504);
  });

  it('the browser aborting mid-request closes the upstream socket', async () => {
    let upstreamClosed = false;
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const server = await origin(
      () => arrived(),
      (req) => req.socket.on('close', () => (upstreamClosed = true)),
    );
    const browser = new AbortController();
    const pending = proxyRequest(
      post('/api/app/user/info', '{}', {}, browser.signal),
      await testConfig(server.url),
    );
    await reached;
    expect(upstreamClosed).toBe(false);
    browser.abort();
    await vi.waitFor(() => expect(upstreamClosed).toBe(true), { timeout: 2000 });
    expect((await pending).status).toBe(502);
    // A browser leaving is not an origin failure: nothing logged.
    expect(warn()).not.toHaveBeenCalled();
  });

  it('a browser that already left never reaches the origin', async () => {
    const server = await origin((_q, res) => sendJson(res, 200, {}));
    const response = await proxyRequest(
      post('/api/app/user/info', '{}', {}, AbortSignal.abort()),
      await testConfig(server.url),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(server.recorded).toHaveLength(0);
  });
});
