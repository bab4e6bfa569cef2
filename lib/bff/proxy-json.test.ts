import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptText, encryptJson, importAesKey } from '@/lib/protocol/cipher';
import { proxyRequest } from './proxy';
import {
  bffUrl,
  sendJson,
  startServer,
  testConfig,
  TEST_KEYS,
  UA,
  type TestServer,
} from './bff.test-support';

// JSON calls across the BFF: sealed or plain as configured, forwarded byte for byte, and
// refused before any upstream byte when too large or not JSON.

let requestKey: CryptoKey;
let responseKey: CryptoKey;
const servers: TestServer[] = [];

beforeAll(async () => {
  requestKey = await importAesKey(TEST_KEYS.REQUEST_KEY);
  responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** An origin that opens sealed bodies like the real one and reports what it saw. */
async function decryptingOrigin() {
  const server = await startServer(async (req, res, raw) => {
    const encrypted = req.headers['x-encrypted'] === '1';
    const text = raw.toString('utf8');
    const seen =
      encrypted && text
        ? await decryptText(requestKey, (JSON.parse(text) as { data: string }).data)
        : text;
    const data = {
      seen,
      url: req.url,
      method: req.method,
      wire: text,
      encrypted,
      version: req.headers['x-key-version'] ?? null,
    };
    if (encrypted)
      sendJson(res, 200, {
        code: 200,
        hash: true,
        data: await encryptJson(responseKey, data),
        tip: '',
        msg: 'ok',
      });
    else sendJson(res, 200, { code: 200, data, tip: '', msg: 'ok' });
  });
  servers.push(server);
  return server;
}

const json = (path: string, body?: string, headers: Record<string, string> = {}) =>
  new Request(bffUrl(path), {
    method: 'POST',
    headers: {
      'x-user-agent': UA,
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...headers,
    },
    body,
  });

async function countingOrigin() {
  const server = await startServer((_q, res) => sendJson(res, 200, {}));
  servers.push(server);
  return server;
}

type Seen = {
  seen: string;
  url: string;
  method: string;
  wire: string;
  encrypted: boolean;
  version: string | null;
};

describe('JSON calls', () => {
  const original =
    '{"devID":"20240601123045a1b2c3","affCode":"{\\"code\\":\\"A\\"}","big":12345678901234567890,"name":"测试"}';

  it('with encryption on: sealed on the wire, the origin opens the original text, the browser gets plain data', async () => {
    const server = await decryptingOrigin();
    const response = await proxyRequest(
      json('/api/app/login/guest', original),
      await testConfig(server.url),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Seen };
    expect(data).toMatchObject({
      seen: original,
      url: '/api/app/login/guest',
      method: 'POST',
      encrypted: true,
      version: '1',
    });
    expect(data.wire).toMatch(/^\{"data":"[A-Za-z0-9+/]+=*"\}$/);
    expect(data.wire).not.toContain('devID');
  });

  it('with encryption off: the original text as is, no encryption headers, plain answer', async () => {
    const server = await decryptingOrigin();
    const response = await proxyRequest(
      json('/api/app/login/guest', original),
      await testConfig(server.url, { START_ENCRYPT_HTTP: 'false' }),
    );
    const body = (await response.json()) as { data: Seen };
    expect(body.data).toMatchObject({
      seen: original,
      wire: original,
      encrypted: false,
      version: null,
    });
  });

  it('an empty POST is sent as {}', async () => {
    const server = await decryptingOrigin();
    for (const env of [{}, { START_ENCRYPT_HTTP: 'off' }]) {
      const response = await proxyRequest(
        json('/api/app/ping/announcement'),
        await testConfig(server.url, env),
      );
      expect(((await response.json()) as { data: Seen }).data.seen).toBe('{}');
    }
  });

  it('a GET call has no body, keeps its query and still asks for a sealed answer', async () => {
    const server = await decryptingOrigin();
    const request = new Request(
      bffUrl('/api/app/upload/chunk?chunkNumber=2&identifier=abc-1&filename=a%20b.mp4'),
      {
        headers: { authorization: 'tok', 'x-user-agent': UA },
      },
    );
    const { data } = (await (await proxyRequest(request, await testConfig(server.url))).json()) as {
      data: Seen;
    };
    expect(data).toMatchObject({
      method: 'GET',
      url: '/api/app/upload/chunk?chunkNumber=2&identifier=abc-1&filename=a%20b.mp4',
      wire: '',
      encrypted: true,
    });
  });
});

describe('JSON bodies', () => {
  const twoMiB = JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) });

  it('413 for a 2 MiB body by Content-Length, before any upstream byte', async () => {
    const server = await countingOrigin();
    const response = await proxyRequest(
      json('/api/app/user/info/modify', twoMiB, { 'content-length': String(twoMiB.length) }),
      await testConfig(server.url),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 4000, tip: '请求内容过大' });
    expect(server.hits).toBe(0);
  });

  it('413 for a 2 MiB body streamed without Content-Length, still before any upstream byte', async () => {
    const server = await countingOrigin();
    const bytes = new TextEncoder().encode(twoMiB);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024)
          controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const request = new Request(bffUrl('/api/app/user/info/modify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await proxyRequest(request, await testConfig(server.url));
    expect(response.status).toBe(413);
    expect(server.hits).toBe(0);
  });

  it.each([
    ['not JSON', 'nope', {}, 400],
    ['a JSON array', '[1]', {}, 400],
    ['JSON null', 'null', {}, 400],
    ['text/plain', '{}', { 'content-type': 'text/plain' }, 415],
    ['form-encoded', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['shorter than its Content-Length', '{}', { 'content-length': '10' }, 400],
    ['a malformed Content-Length', '{}', { 'content-length': '1e3' }, 400],
  ])('refuses a body that is %s without an upstream call', async (_name, body, headers, status) => {
    const server = await countingOrigin();
    const response = await proxyRequest(
      json('/api/app/user/info/modify', body, headers),
      await testConfig(server.url),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: 4000 });
    expect(server.hits).toBe(0);
  });
});
