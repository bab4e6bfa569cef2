import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptJson, importAesKey } from '@/lib/protocol/cipher';
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

// Multipart uploads across the BFF: streamed untouched (never buffered), and limits that refuse
// rather than truncate: the origin sees an aborted request, never a complete short one.

let responseKey: CryptoKey;
const servers: TestServer[] = [];

beforeAll(async () => {
  responseKey = await importAesKey(TEST_KEYS.RESPONSE_KEY);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function multipart(total: number) {
  const boundary = '----yingshi' + randomBytes(8).toString('hex');
  const file = randomBytes(total);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="chunkNumber"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = Buffer.concat([head, file, tail]);
  return {
    bytes,
    type: `multipart/form-data; boundary=${boundary}`,
    sha: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** A body the BFF cannot buffer up front: 64 KiB pieces, pulled as the upstream reads. */
function streamOf(bytes: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + 64 * 1024)));
      offset += 64 * 1024;
    },
  });
}

const upload = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new Request(bffUrl(path), {
    method: 'POST',
    headers: { authorization: 'tok', 'x-user-agent': UA, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('multipart uploads', () => {
  async function hashingOrigin() {
    let aborted = 0;
    const server = await startServer(
      async (req, res, raw) => {
        const data = {
          sha: createHash('sha256').update(raw).digest('hex'),
          type: req.headers['content-type'],
          te: req.headers['transfer-encoding'],
        };
        sendJson(res, 200, {
          code: 200,
          hash: true,
          data: await encryptJson(responseKey, data),
          tip: '',
          msg: 'ok',
        });
      },
      (req) => req.on('aborted', () => (aborted += 1)),
    );
    servers.push(server);
    return { server, aborted: () => aborted };
  }

  it('streams a 3 MiB upload to the origin intact, boundary and all', async () => {
    const { server } = await hashingOrigin();
    const body = multipart(3 * 1024 * 1024);
    const response = await proxyRequest(
      upload('/api/app/upload/chunk', streamOf(body.bytes), { 'content-type': body.type }),
      await testConfig(server.url),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { sha: string; type: string; te: string } };
    expect(data).toEqual({ sha: body.sha, type: body.type, te: 'chunked' });
  });

  it('does not buffer: the origin has the first bytes before the browser sends the rest', async () => {
    let firstBytes!: () => void;
    const originHasBytes = new Promise<void>((resolve) => (firstBytes = resolve));
    const observer = await startServer(
      (_q, res) => sendJson(res, 200, { code: 200, data: null, tip: '', msg: 'ok' }),
      (req) => req.once('data', () => firstBytes()),
    );
    servers.push(observer);
    const body = multipart(256 * 1024);
    const half = body.bytes.length >> 1;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(body.bytes.subarray(0, half)));
        // Deadlocks (and the test times out) if the BFF waits for the whole body before sending.
        await originHasBytes;
        controller.enqueue(new Uint8Array(body.bytes.subarray(half)));
        controller.close();
      },
    });
    const cfg = await testConfig(observer.url, { START_ENCRYPT_HTTP: 'off' });
    const response = await proxyRequest(
      upload('/api/app/upload/chunk', stream, { 'content-type': body.type }),
      cfg,
    );
    expect(response.status).toBe(200);
    expect(observer.recorded[0]!.body.equals(body.bytes)).toBe(true);
  });

  it('413 by Content-Length before any upstream byte', async () => {
    const { server } = await hashingOrigin();
    const body = multipart(100 * 1024);
    const cfg = await testConfig(server.url, { BFF_MULTIPART_LIMIT_BYTES: String(64 * 1024) });
    const response = await proxyRequest(
      upload('/api/app/upload/img', streamOf(body.bytes), {
        'content-type': body.type,
        'content-length': String(body.bytes.length),
      }),
      cfg,
    );
    expect(response.status).toBe(413);
    expect(server.hits).toBe(0);
  });

  it('over the limit while streaming: 413, and the origin sees an aborted request, never a complete one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, aborted } = await hashingOrigin();
    const body = multipart(512 * 1024);
    const cfg = await testConfig(server.url, { BFF_MULTIPART_LIMIT_BYTES: String(128 * 1024) });
    const response = await proxyRequest(
      upload('/api/app/upload/img', streamOf(body.bytes), { 'content-type': body.type }),
      cfg,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 4000, tip: '请求内容过大' });
    await vi.waitFor(() => expect(aborted()).toBe(1));
    expect(server.recorded).toHaveLength(0);
  });

  it('a body that ends short of its Content-Length (e.g. truncated by a middleware clone) is never completed upstream', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, aborted } = await hashingOrigin();
    const body = multipart(200 * 1024);
    const declared = String(body.bytes.length + 1000);
    const response = await proxyRequest(
      upload('/api/app/upload/img', streamOf(body.bytes), {
        'content-type': body.type,
        'content-length': declared,
      }),
      await testConfig(server.url),
    );
    expect(response.status).toBe(400);
    await vi.waitFor(() => expect(aborted()).toBe(1));
    expect(server.recorded).toHaveLength(0);
  });

  it('a body longer than its Content-Length is refused the same way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server } = await hashingOrigin();
    const body = multipart(200 * 1024);
    const response = await proxyRequest(
      upload('/api/app/upload/img', streamOf(body.bytes), {
        'content-type': body.type,
        'content-length': '1000',
      }),
      await testConfig(server.url),
    );
    expect(response.status).toBe(400);
    expect(server.recorded).toHaveLength(0);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['JSON to an upload call', 'application/json'],
    ['no content type', ''],
  ])('415 for %s, no upstream call', async (_name, type) => {
    const { server } = await hashingOrigin();
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const response = await proxyRequest(
      upload('/api/app/upload/images', streamOf(Buffer.from('x')), headers),
      await testConfig(server.url),
    );
    expect(response.status).toBe(415);
    expect(server.hits).toBe(0);
  });

  it('400 for an upload without a body', async () => {
    const { server } = await hashingOrigin();
    const request = new Request(bffUrl('/api/app/upload/images'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect((await proxyRequest(request, await testConfig(server.url))).status).toBe(400);
    expect(server.hits).toBe(0);
  });
});
