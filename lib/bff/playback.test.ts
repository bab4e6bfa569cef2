import type { IncomingMessage } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptJson, encryptText, importAesKey } from '@/lib/protocol/cipher';
import { proxyRequest } from './proxy';
import { importSignKey, verifyPlayback } from '@/lib/protocol/sign';
import {
  bffUrl,
  sendJson,
  startServer,
  testConfig,
  TEST_KEYS,
  type Handler,
  type TestServer,
} from './bff.test-support';

// The playback route against a small real upstream standing in for the origin's side of it
// (which comes with the video issue): it checks the signed query like docs/protocol.md says.

const PLAYLIST =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000,\nhttps://vid.example/cdn/vid/1/s000.ts?e=1&s=ab\n#EXT-X-ENDLIST\n';
let signKey: CryptoKey;
let responseKey: CryptoKey;
const servers: TestServer[] = [];

beforeAll(async () => {
  signKey = await importSignKey(TEST_KEYS.SIGN_KEY);
  responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function origin(handle: Handler) {
  const server = await startServer(handle);
  servers.push(server);
  return server;
}

function verify(req: IncomingMessage) {
  const url = new URL(req.url!, 'http://origin');
  return verifyPlayback(signKey, {
    token: url.searchParams.get('token') ?? '',
    path: url.pathname,
    timestamp: url.searchParams.get('timestamp'),
    sign: url.searchParams.get('sign'),
    nonce: url.searchParams.get('nonce'),
    now: Math.floor(Date.now() / 1000),
  });
}

/** Verifies the signature, then answers the playlist sealed when asked to (x-encrypted: 1). */
const playlistOrigin: Handler = async (req, res) => {
  if (!(await verify(req)).ok)
    return sendJson(res, 401, {
      code: 4001,
      data: null,
      tip: '请求校验失败，请检查手机时间后重试',
      msg: 'bad_signature',
    });
  if (req.headers['x-encrypted'] === '1') {
    res.writeHead(200, { 'content-type': 'text/plain', 'x-encrypted': '1' });
    res.end(`${await encryptText(responseKey, PLAYLIST)}\n`);
  } else {
    res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
    res.end(PLAYLIST);
  }
};

const play = (query = '?token=tok-1', path = '/api/app/media/h5/m3u8/10086') =>
  new Request(bffUrl(path + query), {
    headers: { 'x-forwarded-for': '203.0.113.9', cookie: 'a=1', authorization: 'other' },
  });

describe('playback', () => {
  it('signs the query, opens the sealed playlist and serves it as HLS, never cached', async () => {
    const server = await origin(playlistOrigin);
    const response = await proxyRequest(
      play('?token=tok-1&sign=forged&extra=1'),
      // One trusted proxy: the X-Forwarded-For entry it appended is the client's address.
      await testConfig(server.url, { BFF_TRUSTED_PROXY_HOPS: '1' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(PLAYLIST);
    const seen = server.recorded[0]!;
    const url = new URL(seen.url, 'http://origin');
    expect(url.pathname).toBe('/api/app/media/h5/m3u8/10086');
    expect([...url.searchParams.keys()]).toEqual(['token', 'timestamp', 'sign', 'nonce']);
    expect(url.searchParams.get('token')).toBe('tok-1');
    expect(seen.headers).toMatchObject({
      'x-encrypted': '1',
      'x-key-version': '1',
      'x-real-ip': '203.0.113.9',
    });
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('passes a plain playlist through with START_ENCRYPT_M3U8 off, and signs an absent token as ""', async () => {
    const server = await origin(playlistOrigin);
    const response = await proxyRequest(
      play(''),
      await testConfig(server.url, { START_ENCRYPT_M3U8: 'off' }),
    );
    expect(await response.text()).toBe(PLAYLIST);
    expect(server.recorded[0]!.headers['x-encrypted']).toBeUndefined();
  });

  it('relays the origin refusing the signature (a replay, a dead token) as its JSON envelope', async () => {
    const server = await origin((_q, res) =>
      sendJson(res, 401, {
        code: 4001,
        data: null,
        tip: '请求校验失败，请检查手机时间后重试',
        msg: 'bad_signature',
      }),
    );
    const response = await proxyRequest(play(), await testConfig(server.url));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 4001 });
  });

  it('forwards `line` when it is one or two digits, after the signed values', async () => {
    const server = await origin(playlistOrigin);
    const config = await testConfig(server.url);
    expect((await proxyRequest(play('?line=1&token=tok-1'), config)).status).toBe(200);
    expect((await proxyRequest(play('?token=tok-1&line=12'), config)).status).toBe(200);
    const seen = server.recorded.map((r) => new URL(r.url, 'http://origin').searchParams);
    expect([...seen[0]!.keys()]).toEqual(['token', 'timestamp', 'sign', 'nonce', 'line']);
    expect(seen[0]!.get('line')).toBe('1');
    expect(seen[1]!.get('line')).toBe('12');
  });

  it.each(['123', '-1', '1.5', 'x', '', '%2B1', '1%00'])('drops a `line` of %j', async (line) => {
    const server = await origin(playlistOrigin);
    const response = await proxyRequest(
      play(`?token=tok-1&line=${line}`),
      await testConfig(server.url),
    );
    expect(response.status).toBe(200);
    const url = new URL(server.recorded[0]!.url, 'http://origin');
    expect(url.searchParams.has('line')).toBe(false);
  });

  it('opens a sealed JSON answer on the playlist route too', async () => {
    const server = await origin(async (_q, res) =>
      sendJson(res, 200, { code: 200, hash: true, data: await encryptJson(responseKey, { m: 1 }) }),
    );
    expect(await (await proxyRequest(play(), await testConfig(server.url))).json()).toMatchObject({
      data: { m: 1 },
    });
  });

  const bad: Array<[string, Handler, Record<string, string>?]> = [
    [
      'a plain playlist while sealing is on (downgrade)',
      (_q, res) => (res.writeHead(200, { 'content-type': 'text/plain' }), res.end(PLAYLIST)),
    ],
    [
      'garbage ciphertext',
      (_q, res) => (res.writeHead(200, { 'x-encrypted': '1' }), res.end('AAAA')),
    ],
    [
      'ciphertext that is not base64 text',
      (_q, res) => (res.writeHead(200, { 'x-encrypted': '1' }), res.end(Buffer.from([0xff, 0xfe]))),
    ],
    [
      'something that is not a playlist',
      async (_q, res) => (
        res.writeHead(200, { 'x-encrypted': '1' }),
        res.end(await encryptText(responseKey, '<html>'))
      ),
    ],
    [
      'HTML',
      (_q, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end('<html></html>')),
      { START_ENCRYPT_M3U8: '0' },
    ],
    [
      'a plain body that is not UTF-8',
      (_q, res) => (res.writeHead(200), res.end(Buffer.from([0xc3, 0x28]))),
      { START_ENCRYPT_M3U8: '0' },
    ],
    [
      'an HTML error page',
      (_q, res) => (res.writeHead(500, { 'content-type': 'text/html' }), res.end('<h1>500</h1>')),
    ],
    [
      'a redirect',
      (_q, res) => (res.writeHead(302, { location: 'http://127.0.0.1:1/x' }), res.end()),
    ],
  ];

  it.each(bad)('502 with the generic tip for %s', async (_name, handle, env = {}) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await origin(handle);
    const response = await proxyRequest(play(), await testConfig(server.url, env));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 5020,
      data: null,
      tip: '网络连接异常，请稍后再试',
      msg: 'bad_gateway',
    });
  });

  it.each([
    ['a token with "&"', '?token=a%26b', '/api/app/media/h5/m3u8/1', 400],
    ['a control character in the token', '?token=a%01', '/api/app/media/h5/m3u8/1', 400],
    ['an id with a dot', '?token=t', '/api/app/media/h5/m3u8/1.m3u8', 400],
    ['an encoded traversal id', '?token=t', '/api/app/media/h5/m3u8/%2e%2e', 400],
    ['a sub-path', '?token=t', '/api/app/media/h5/m3u8/1/2', 404],
  ])('refuses %s without an upstream call', async (_name, query, path, status) => {
    const server = await origin(playlistOrigin);
    const response = await proxyRequest(play(query, path), await testConfig(server.url));
    expect(response.status).toBe(status);
    expect(server.hits).toBe(0);
  });
});
