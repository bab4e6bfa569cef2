// Comments on a video (the player's 评论): the post's comment rules with the video as the subject:
// add, list newest and hottest, reply, like, the moderation and rate rules, the count on the
// video's play info, and clear refusals for a video that does not exist or no subject at all.
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../db/schema/account';
import { videos } from '../../db/schema/media';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

type Comment = {
  id: number;
  postId: number | null;
  videoId: number | null;
  parentId: number | null;
  likes: number;
  liked: boolean;
  replies: number;
  latestReplies: Comment[];
};
const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
  h.call(path, { token, body });

/** A seeded video of an UP主 (their 评论回复 message is checked too); each test its own. */
let next = 0;
async function aVideo(): Promise<{ id: number; uploaderId: number }> {
  const rows = await tdb.db
    .select({ id: videos.id, uploaderId: videos.uploaderId })
    .from(videos)
    .where(isNotNull(videos.uploaderId))
    .orderBy(asc(videos.id));
  const row = rows[next++]!;
  return { id: row.id, uploaderId: row.uploaderId! };
}

const list = async (token: string, body: Record<string, unknown>) => {
  const r = await call(token, 'comment/list', body);
  expect(r.code, r.tip).toBe(200);
  return r.data as { list: Comment[]; total: number };
};
const commentCount = async (token: string, videoId: number) =>
  ((await call(token, 'media/play', { id: videoId, prefetch: true })).data?.video.comments ??
    -1) as number;

describe('comments on a video', () => {
  it('adds, lists newest and hottest, replies and counts on the play info', async () => {
    const me = await h.guest();
    const friend = await h.guest();
    const video = await aVideo();
    expect(await commentCount(me.token, video.id)).toBe(0);

    const first = await call(me.token, 'comment/add', { videoId: video.id, content: '第一条' });
    expect(first.code, first.tip).toBe(200);
    expect(first.data).toMatchObject({ videoId: video.id, postId: null, parentId: null });
    h.clock.advance(1_000);
    const second = await call(friend.token, 'comment/add', {
      videoId: video.id,
      content: '第二条',
    });
    const reply = await call(friend.token, 'comment/add', {
      videoId: video.id,
      content: '同意',
      parentId: first.data.id,
    });
    expect(reply.data).toMatchObject({ parentId: first.data.id, replyTo: { id: me.id } });

    const newest = await list(me.token, { videoId: video.id, sort: 'new' });
    expect(newest.list.map((c) => c.id)).toEqual([second.data.id, first.data.id]);
    const hottest = await list(me.token, { videoId: video.id, sort: 'hot' });
    expect(hottest.list.map((c) => c.id)).toEqual([first.data.id, second.data.id]);
    expect(hottest.list[0]!.latestReplies.map((c) => c.id)).toEqual([reply.data.id]);
    const thread = await list(me.token, { videoId: video.id, parentId: first.data.id });
    expect(thread.list.map((c) => c.id)).toEqual([reply.data.id]);
    // Replies count with the top comments, as a post's.
    expect(await commentCount(me.token, video.id)).toBe(3);

    // The video's UP主 hears of the top comment, with a link to the player.
    const told = await tdb.db
      .select({ title: messages.title, link: messages.link })
      .from(messages)
      .where(eq(messages.userId, video.uploaderId));
    expect(told).toContainEqual({
      title: `游客${me.id} 评论了你的视频`,
      link: `/play/longVideo?id=${video.id}`,
    });
  });

  it('likes a comment once per user, and the list says whom', async () => {
    const me = await h.guest();
    const friend = await h.guest();
    const video = await aVideo();
    const said = await call(me.token, 'comment/add', { videoId: video.id, content: '好看' });
    const like = (token: string, value: boolean) =>
      call(token, 'media/like', { id: said.data.id, like: value, type: 'comment' });
    expect((await like(friend.token, true)).data).toEqual({ liked: true, likes: 1 });
    expect((await like(friend.token, true)).data).toEqual({ liked: true, likes: 1 });
    expect((await like(me.token, true)).data).toEqual({ liked: true, likes: 2 });
    const seen = await list(friend.token, { videoId: video.id });
    expect(seen.list[0]).toMatchObject({ likes: 2, liked: true });
    expect((await like(friend.token, false)).data).toEqual({ liked: false, likes: 1 });
    expect((await list(friend.token, { videoId: video.id })).list[0]).toMatchObject({
      likes: 1,
      liked: false,
    });
    // Hottest: the liked comment before a newer one without likes.
    h.clock.advance(1_000);
    await call(friend.token, 'comment/add', { videoId: video.id, content: '后来的' });
    const hot = await list(friend.token, { videoId: video.id, sort: 'hot' });
    expect(hot.list[0]!.id).toBe(said.data.id);
    expect(
      (await call(me.token, 'media/like', { id: 1_999_999, like: true, type: 'comment' })).code,
    ).toBe(4040);
  });

  it('refuses as on a post: banned words, too frequent, a foreign parent', async () => {
    const me = await h.guest();
    const video = await aVideo();
    const add = (body: Record<string, unknown>) =>
      call(me.token, 'comment/add', { videoId: video.id, ...body });
    expect((await add({ content: ' \n ' })).tip).toBe('请输入评论内容');
    const banned = await add({ content: '加我刷单返利' });
    expect(banned.code).toBe(4000);
    expect(banned.tip).toMatch(/^内容含有违规词“.+”/);
    // A comment of another video is no parent here.
    const other = await aVideo();
    const elsewhere = await call(me.token, 'comment/add', { videoId: other.id, content: '别处' });
    expect((await add({ content: 'x', parentId: elsewhere.data.id })).code).toBe(4040);
    for (let i = 1; i < 10; i += 1) expect((await add({ content: `第${i}条` })).code).toBe(200);
    const tooMany = await add({ content: '再来' });
    expect(tooMany.code).toBe(4290);
    expect(tooMany.tip).toBe('评论太频繁，请稍后再试');
  });

  it('answers a clear error for a video that does not exist, or no subject', async () => {
    const me = await h.guest();
    const missing = await call(me.token, 'comment/add', { videoId: 1_999_999, content: '在吗' });
    expect(missing).toMatchObject({ code: 4040, tip: '视频不存在或已下架' });
    const listed = await call(me.token, 'comment/list', { videoId: 1_999_999 });
    expect(listed).toMatchObject({ code: 4040, tip: '视频不存在或已下架' });
    const neither = await call(me.token, 'comment/add', { content: '在吗' });
    expect(neither).toMatchObject({ code: 4000, tip: '请指定评论的帖子或视频' });
    const both = await call(me.token, 'comment/list', { videoId: 1, postId: 1 });
    expect(both).toMatchObject({ code: 4000, tip: '请指定评论的帖子或视频' });
  });
});
