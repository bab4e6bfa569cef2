// Which uploaded videos are short ones (lib/domain/video/short-feed.ts isShortVideo): a portrait clip
// up to a minute, read from the probe with its rotation applied (a phone's portrait video is
// stored as rotated landscape frames); a landscape one stays a long video, however short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makePortraitClip, makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

/** Publishes `clip` as a video post and answers its video's card (media/play). */
async function publish(clip: Uint8Array, content: string) {
  const me = await h.guest();
  const last = await uploadClip(h, me.token, clip);
  expect(last.status).toBe(202);
  const post = await h.call('post/publish', {
    token: me.token,
    body: { content, video: last.data.file.id },
  });
  await h.jobs.idle();
  const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
  expect(detail.data.status).toBe('published');
  const play = await h.call('media/play', { token: me.token, body: { id: detail.data.video.id } });
  return { token: me.token, video: play.data.video as { id: number; short: boolean } };
}

async function shortFeedIds(token: string): Promise<number[]> {
  const r = await h.call('media/short/recommend', { token, body: { page: 1, pageSize: 50 } });
  return (r.data.list as { id: number }[]).map((c) => c.id);
}

describe('an uploaded video', () => {
  it('is a short one when portrait, a long one when landscape', async () => {
    const landscape = await publish(makeTestClip(), '横屏的一天');
    expect(landscape.video.short).toBe(false);
    const portrait = await publish(makePortraitClip(), '竖屏的一天');
    expect(portrait.video.short).toBe(true);
    const phone = await publish(makePortraitClip(true), '手机竖拍');
    expect(phone.video.short).toBe(true);
    const feed = await shortFeedIds(phone.token);
    expect(feed).toContain(portrait.video.id);
    expect(feed).toContain(phone.video.id);
    expect(feed).not.toContain(landscape.video.id);
  }, 240_000);
});
