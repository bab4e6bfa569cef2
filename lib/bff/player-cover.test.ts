// The player's poster read by the web server (media/card with its own identity), through the
// real BFF code to the origin app served over HTTP on 127.0.0.1.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureServiceIdentity } from '@/origin/services/platform/service-identity';
import { DB_HOOK_TIMEOUT_MS } from '@/origin/test/test-db';

import { isOffered } from './first-covers';
import { fetchVideoCard, playerCover } from './player-cover';
import { startTestOrigin, type TestOrigin } from '@/test/test-origin';
import { testConfig } from './bff.test-support';

let origin: TestOrigin;
let originUrl: string;
const SERVICE_TOKEN = randomBytes(32).toString('base64url');

beforeAll(async () => {
  origin = await startTestOrigin();
  originUrl = origin.url;
  await ensureServiceIdentity(origin.db, SERVICE_TOKEN, origin.harness.clock.ms);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => origin.close(), DB_HOOK_TIMEOUT_MS);

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
