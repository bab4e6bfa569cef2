// The player's poster read by the web server (media/card with its own identity), through the
// real BFF code to the origin app served over HTTP on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureServiceIdentity } from '@/origin/services/service-identity';
import { createHarness, type Harness } from '@/origin/test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '@/origin/test/test-db';

import { isOffered } from './first-covers';
import { fetchVideoCard, playerCover } from './player-cover';
import { TEST_KEYS, testConfig } from './test-support';

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

describe("the player's poster read by the web server", () => {
  it("is the video's public card, its cover a path on the IMAGE line, unmarked", async () => {
    const config = await testConfig(originUrl, { SERVICE_TOKEN });
    const card = await fetchVideoCard(10001, config);
    expect(card).toMatchObject({ id: 10001, cover: expect.stringMatching(/^\/[^/]/) });
    expect(card).not.toHaveProperty('bought');
  });

  it('is null for an unknown video and without a SERVICE_TOKEN', async () => {
    const config = await testConfig(originUrl, { SERVICE_TOKEN });
    expect(await fetchVideoCard(99999999, config)).toBeNull();
    expect(await fetchVideoCard(10001, await testConfig(originUrl))).toBeNull();
  });

  it('offers the cover to /api/cover once read, and nothing when the read fails', async () => {
    const config = await testConfig(originUrl, { SERVICE_TOKEN });
    const read = async (id: number) => (await fetchVideoCard(id, config))!.cover;
    const cover = await playerCover(10001, read);
    expect(cover).toBe((await fetchVideoCard(10001, config))!.cover);
    expect(isOffered(cover!)).toBe(true);
    expect(await playerCover(99999999, read)).toBeNull();
  });
});
