// The live player's poster read by the web server (live/home with its own identity), through
// the real BFF code to the origin app served over HTTP on 127.0.0.1.
import { describe, expect, it } from 'vitest';

import { isOffered } from './first-covers';
import { fetchLiveChannel, liveCover } from './live-cover';
import { serviceOrigin } from './service-origin.test-support';

const origin = serviceOrigin();

describe("the live player's poster read by the web server", () => {
  it('is the channel as the guide shows it, its cover a path on the IMAGE line', async () => {
    const channel = await fetchLiveChannel(1, await origin.service());
    expect(channel).toMatchObject({ id: 1, cover: expect.stringMatching(/^\/[^/]/) });
  });

  it('is null for an unknown channel and without a SERVICE_TOKEN', async () => {
    expect(await fetchLiveChannel(99999999, await origin.service())).toBeNull();
    expect(await fetchLiveChannel(1, await origin.anonymous())).toBeNull();
  });

  it('offers the cover to /api/cover once read, and nothing when the read fails', async () => {
    const config = await origin.service();
    const read = async (id: number) => (await fetchLiveChannel(id, config))!.cover;
    const cover = await liveCover(1, read);
    expect(cover).toBe((await fetchLiveChannel(1, config))!.cover);
    expect(isOffered(cover!)).toBe(true);
    expect(await liveCover(99999999, read)).toBeNull();
  });
});
