// The web server's own reads of the public catalogue, through the real BFF code to the origin
// app served over HTTP on 127.0.0.1: media/home answers it; the same token from a browser gets
// nothing a user owns.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureServiceIdentity } from '@/origin/services/platform/service-identity';
import { createHarness, type Harness } from '@/origin/test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '@/origin/test/test-db';

import { fetchFirstScreen } from './catalogue';
import { proxyRequest } from './proxy';
import { TEST_KEYS, UA, bffUrl, testConfig } from './bff.test-support';

let tdb: TestDb;
let h: Harness;
let server: ServerType;
let originUrl: string;
const SERVICE_TOKEN = randomBytes(32).toString('base64url');

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
  h.clock.ms = Date.now();
  await ensureServiceIdentity(tdb.db, SERVICE_TOKEN, h.clock.ms);
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

describe('the first screen read by the web server', () => {
  it('is media/home of the area, as the service identity, sealed on the way', async () => {
    const config = await testConfig(originUrl, { SERVICE_TOKEN });
    for (const area of ['home', 'lld'] as const) {
      const screen = await fetchFirstScreen(area, config);
      expect(screen?.sections.length, area).toBeGreaterThan(0);
      expect(screen?.sections[0]?.videos[0]).toMatchObject({ id: expect.any(Number) });
    }
  });

  it('is null without a SERVICE_TOKEN (the browser then asks with its own session)', async () => {
    expect(await fetchFirstScreen('home', await testConfig(originUrl))).toBeNull();
  });

  it('the token sent by a browser opens no user call: 4030', async () => {
    const config = await testConfig(originUrl, { SERVICE_TOKEN });
    for (const [path, body] of [
      ['user/info', {}],
      ['collect/operate', { id: 10001, type: 'video' }],
      ['media/pay', { id: 10002 }],
    ] as const) {
      const response = await proxyRequest(
        new Request(bffUrl(`/api/app/${path}`), {
          method: 'POST',
          headers: {
            'x-user-agent': UA,
            'content-type': 'application/json',
            authorization: SERVICE_TOKEN,
          },
          body: JSON.stringify(body),
        }),
        config,
      );
      expect(await response.json(), path).toMatchObject({ code: 4030 });
    }
  });
});
