// Body limits over real HTTP, as the BFF's keep-alive pool meets them: the JSON limit is what the
// BFF sends for its largest body, sealed; an answer given before the body arrived closes the
// connection, so the next request never lands behind the unread rest of a body.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JSON_PLAIN_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '@/lib/protocol/body-limits';
import { encryptTextSync, importAesKey } from '@/lib/protocol/cipher';

import { JSON_LIMIT_BYTES, sealedJsonLength } from './http/body-limit';
import { createHarness, TEST_REQUEST_KEY, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from './test/test-db';

let tdb: TestDb;
let h: Harness;
let server: ServerType;
let port: number;
// One socket, kept alive: every request after the first reuses whatever the last one left.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  server = serve({ fetch: (req, env) => h.app.fetch(req, env), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

type Answer = { status: number; headers: IncomingHttpHeaders; body: Record<string, unknown> };

function send(
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { agent, host: '127.0.0.1', port, method, path, headers };
    const req = httpRequest(options, async (res) => {
      const text = Buffer.concat((await res.toArray()) as Buffer[]).toString('utf8');
      const body = JSON.parse(text) as Record<string, unknown>;
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
    });
    // The origin may answer and close before the body is out: that is the point, not a failure.
    req.on('error', (error) => (body ? undefined : reject(error)));
    req.end(body);
  });
}

const json = (bytes: number) => Buffer.from(`{"pad":"${'x'.repeat(bytes - '{"pad":""}'.length)}"}`);
const JSON_HEADERS = { 'content-type': 'application/json' };

describe('limits', () => {
  it('the JSON limit is the sealed size of the BFF’s largest plain body', async () => {
    const key = await importAesKey(TEST_REQUEST_KEY);
    const plain = 'x'.repeat(JSON_PLAIN_LIMIT_BYTES);
    const sealed = JSON.stringify({ data: encryptTextSync(key, plain) });
    expect(sealed.length).toBe(sealedJsonLength(JSON_PLAIN_LIMIT_BYTES));
    expect(JSON_LIMIT_BYTES).toBe(sealed.length);
  });

  it('a JSON body at the limit passes it (to the signature check); one byte more is 413', async () => {
    const at = await send('POST', '/api/app/login/before', json(JSON_LIMIT_BYTES), JSON_HEADERS);
    expect(at.body.code).toBe(4001);
    const over = await send(
      'POST',
      '/api/app/login/before',
      json(JSON_LIMIT_BYTES + 1),
      JSON_HEADERS,
    );
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 4000, tip: '请求内容过大', msg: 'payload_too_large' });
  });

  it('multipart bodies get the multipart limit', async () => {
    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const big = Buffer.alloc(MULTIPART_LIMIT_BYTES - 1024);
    expect((await send('POST', '/api/app/upload/img', big, type)).body.code).toBe(4001);
    const over = Buffer.alloc(MULTIPART_LIMIT_BYTES + 1);
    expect((await send('POST', '/api/app/upload/img', over, type)).status).toBe(413);
  });
});

describe('a kept-alive connection after a body the origin did not read', () => {
  it('413 on a body still arriving says Connection: close, and the next request is answered', async () => {
    for (let round = 0; round < 3; round++) {
      const over = await send('POST', '/api/app/user/info', json(2 * 1024 * 1024), JSON_HEADERS);
      expect(over.status).toBe(413);
      expect(over.headers.connection).toBe('close');
      const next = await send('GET', '/api/app/ping/check');
      expect(next.body.code).toBe(4001);
    }
  });

  it('a refusal before the body is read (4001 on an upload) closes too', async () => {
    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const refused = await send('POST', '/api/app/upload/img', Buffer.alloc(1024 * 1024), type);
    expect(refused.body.code).toBe(4001);
    expect(refused.headers.connection).toBe('close');
    expect((await send('GET', '/api/app/ping/check')).body.code).toBe(4001);
  });

  it('a small body is waited for and dropped: the connection stays open', async () => {
    const refused = await send('POST', '/api/app/user/info', Buffer.from('{}'), JSON_HEADERS);
    expect(refused.body.code).toBe(4001);
    expect(refused.headers.connection).toBe('keep-alive');
  });
});
