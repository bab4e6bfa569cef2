// The player's poster read by the web server (media/card with its own identity), through the
// real BFF code to the origin app served over HTTP on 127.0.0.1.
import { describe, expect, it } from 'vitest';

import { isOffered } from './first-covers';
import { fetchVideoCard, playerCover } from './player-cover';
import { serviceOrigin } from './service-origin.test-support';

const origin = serviceOrigin();

describe("the player's poster read by the web server", () => {
  it("is the video's public card, its cover a path on the IMAGE line, unmarked", async () => {
    const card = await fetchVideoCard(10001, await origin.service());
    expect(card).toMatchObject({ id: 10001, cover: expect.stringMatching(/^\/[^/]/) });
    expect(card).not.toHaveProperty('bought');
  });

  it('is null for an unknown video and without a SERVICE_TOKEN', async () => {
    expect(await fetchVideoCard(99999999, await origin.service())).toBeNull();
    expect(await fetchVideoCard(10001, await origin.anonymous())).toBeNull();
  });

  it('offers the cover to /api/cover once read, and nothing when the read fails', async () => {
    const config = await origin.service();
    const read = async (id: number) => (await fetchVideoCard(id, config))!.cover;
    const cover = await playerCover(10001, read);
    expect(cover).toBe((await fetchVideoCard(10001, config))!.cover);
    expect(isOffered(cover!)).toBe(true);
    expect(await playerCover(99999999, read)).toBeNull();
  });
});
