// A video post end to end at the origin: chunked upload → 202 → transcoding into HLS (two
// renditions and a poster) → moderation → published, playing through media/play and the
// playlist route like a catalogue video.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;
let clip: Uint8Array;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  clip = makeTestClip();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('a video post', () => {
  it('is transcoded in the background, then published and playable', async () => {
    const me = await h.guest();
    const last = await uploadClip(h, me.token, clip);
    expect(last.status).toBe(202);
    expect(last.data.file).toMatchObject({ kind: 'video', status: 'processing' });
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '海边的一天', video: last.data.file.id },
    });
    expect(post.data.status).toBe('pending');
    await h.jobs.idle();
    const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
    expect(detail.data).toMatchObject({
      status: 'published',
      kind: 'video',
      video: { duration: 3 },
    });
    expect(detail.data.video.cover).toMatch(/^\/u\/[a-f0-9]{24}\.jpg$/);
    const play = await h.call('media/play', {
      token: me.token,
      body: { id: detail.data.video.id },
    });
    expect(play.data).toMatchObject({ entitled: true, video: { title: '海边的一天' } });
    const info = await h.call('upblogers/info', { token: me.token, body: { id: me.id } });
    expect(info.data.videoList.list[0].id).toBe(detail.data.video.id);
  }, 180_000);
});
