// A refusal (a wrong password, a bad code, media/play's 4030 preview, a purchase's 4010) reaches
// the browser as HTTP 200 with its code and data: the page reads it as an answer, and the browser
// logs no failed request for it (docs/protocol.md "Codes"). Failures of the request keep their
// status. Through the real BFF code to the origin app served over HTTP on 127.0.0.1.
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '@/origin/test/harness';
import { PAID } from '@/origin/test/media-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '@/origin/test/test-db';

import { proxyRequest } from './proxy';
import { TEST_KEYS, UA, bffUrl, testConfig } from './bff.test-support';

let tdb: TestDb;
let h: Harness;
let server: ServerType;
let originUrl: string;

beforeAll(async () => {
  tdb = await openTestDb();
  server = serve({ fetch: (request) => h.app.fetch(request), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  originUrl = `http://127.0.0.1:${port}`;
  h = await createHarness(tdb.db, {
    config: {
      port,
      publicUrl: originUrl,
      signKey: TEST_KEYS.SIGN_KEY,
      keyVersions: [
        { version: '1', requestKey: TEST_KEYS.REQUEST_KEY, responseKey: TEST_KEYS.RESPONSE_KEY },
      ],
    },
  });
  // The BFF signs with the real clock; the harness clock stands still at that moment.
  h.clock.ms = Date.now();
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

async function call(path: string, body: unknown, token?: string) {
  const config = await testConfig(originUrl);
  const headers: Record<string, string> = {
    'x-user-agent': UA,
    'content-type': 'application/json',
  };
  if (token) headers.authorization = token;
  const response = await proxyRequest(
    new Request(bffUrl(`/api/app/${path}`), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
    config,
  );
  return { status: response.status, body: await response.json() };
}

describe('expected refusals through the BFF', () => {
  it('media/play of a paid video: HTTP 200, code 4030, with the preview rules and price', async () => {
    const { token } = await h.guest();
    const r = await call('media/play', { id: PAID.id }, token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      code: 4030,
      tip: '购买后即可观看完整视频',
      data: { entitled: false, price: PAID.price },
    });
  });

  it('media/pay with too few diamonds: HTTP 200, code 4010', async () => {
    const { token } = await h.guest();
    const r = await call('media/pay', { id: PAID.id }, token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 4010, data: null });
  });

  it('a wrong password: HTTP 200, code 4000 with its tip', async () => {
    const { token } = await h.guest();
    const r = await call('login/account/login', { account: 'demo', password: 'wrong-pass' }, token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 4000, tip: '账号或密码错误', data: null });
  });

  it('bad input, a session gone and a missing item: HTTP 200, the code in the envelope', async () => {
    const gone = await call('media/play', { id: PAID.id });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ code: 1000 });
    const { token } = await h.guest();
    const bad = await call('media/play', { id: 'x' }, token);
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ code: 4000, tip: '视频ID格式不正确' });
    const missing = await call('media/play', { id: 99_999_999 }, token);
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ code: 4040 });
  });

  it('a failure of the request keeps its HTTP status: the BFF refusing an unlisted path', async () => {
    const r = await call('admin/users', {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 4040 });
  });
});
