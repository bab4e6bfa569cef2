// A paid video post: the catalogue row its video becomes plays only for whom may read the post
// (its author, its buyers), and is neither listed nor found outside the post. Before, the row
// was a free video with the whole text as its description: any id guess played it in full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newNonce, signPlayback } from '@/lib/protocol/sign';

import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;
let author: { token: string; id: number };
let postId: number;
let videoId: number;

const PREVIEW = '周末去海边拍的日落，前面这段大家都能看，后面是付费的拍摄参数和机位分享';
const HIDDEN = '光圈八快门一百二十五分之一';

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
  author = await h.guest();
  const upload = await uploadClip(h, author.token, makeTestClip());
  const made = await h.call('post/publish', {
    token: author.token,
    body: { content: `${PREVIEW}${HIDDEN}`, price: 10, video: upload.data.file.id },
  });
  expect(made.code, made.tip).toBe(200);
  postId = made.data.id;
  await h.jobs.idle();
  const detail = await h.call('post/detail', { token: author.token, body: { id: postId } });
  expect(detail.data.status).toBe('published');
  videoId = detail.data.video.id;
}, 180_000);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

async function playlist(token: string) {
  const path = `/api/app/media/h5/m3u8/${videoId}`;
  const timestamp = Math.floor(h.clock.ms / 1000);
  const nonce = newNonce();
  const sign = await signPlayback(h.keys.signKey, { token, path, timestamp, nonce });
  const query = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
  return h.app.request(`${path}?${query}`);
}

const play = (token: string) => h.call('media/play', { token, body: { id: videoId } });

describe('the video of a paid post', () => {
  it('does not play for a stranger, by media/play or by its playlist', async () => {
    const stranger = await h.guest();
    const r = await play(stranger.token);
    expect(r.code).toBe(4030);
    expect(r.tip).toBe('购买帖子后即可观看该视频');
    expect(JSON.stringify(r.data ?? null)).not.toContain('光圈');
    const list = await playlist(stranger.token);
    expect(list.status).toBe(403);
    expect(((await list.json()) as { code: number }).code).toBe(4030);
  });

  it('is not listed on the author’s page nor found by search', async () => {
    const stranger = await h.guest();
    const info = await h.call('upblogers/info', { token: stranger.token, body: { id: author.id } });
    expect(info.code, info.tip).toBe(200);
    const listed = (info.data.videoList.list as { id: number }[]).map((v) => v.id);
    expect(listed).not.toContain(videoId);
    const found = await h.call('search/details', {
      token: stranger.token,
      body: { keyword: '海边' },
    });
    expect((found.data.list as { id: number }[]).map((v) => v.id)).not.toContain(videoId);
  });

  it('plays in full for its author, and for a buyer once bought', async () => {
    const own = await play(author.token);
    expect(own.code, own.tip).toBe(200);
    expect(own.data.previewSeconds).toBe(0);
    expect((await playlist(author.token)).status).toBe(200);

    const buyer = await h.login('demo');
    expect((await play(buyer.token)).code).toBe(4030);
    const paid = await h.call('post/pay', { token: buyer.token, body: { id: postId } });
    expect(paid.data).toMatchObject({ bought: true });
    const bought = await play(buyer.token);
    expect(bought.code, bought.tip).toBe(200);
    expect(bought.data.previewSeconds).toBe(0);
    expect((await playlist(buyer.token)).status).toBe(200);
  });
});
