// Comments: add and reply (one level; a reply to a reply joins the thread and names whom it
// answers), @-mentions stored as ids, paging newest and hottest without repeats, the rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

type Thread = {
  id: number;
  replies: number;
  likes: number;
  createdAt: number;
  latestReplies: { id: number; parentId: number }[];
};
const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
  h.call(path, { token, body });

/** The seeded post with the most comments. */
async function busyPost(token: string): Promise<{ id: number; comments: number }> {
  const r = await call(token, 'post/list', { categoryId: 3, pageSize: 50 });
  const list = r.data.list as { id: number; comments: number }[];
  return list.reduce((a, b) => (b.comments > a.comments ? b : a));
}

describe('comment/list', () => {
  it('pages every top comment once, newest or hottest, each with its newest replies', async () => {
    const { token } = await h.guest();
    const post = await busyPost(token);
    for (const sort of ['new', 'hot'] as const) {
      const seen: Thread[] = [];
      for (let page = 1; ; page += 1) {
        const r = await call(token, 'comment/list', { postId: post.id, sort, page, pageSize: 7 });
        expect(r.code, r.tip).toBe(200);
        seen.push(...(r.data.list as Thread[]));
        if (r.data.list.length < 7) break;
      }
      expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
      const key = (c: Thread) => (sort === 'new' ? c.createdAt : c.replies);
      for (let i = 1; i < seen.length; i += 1)
        expect(key(seen[i]!)).toBeLessThanOrEqual(key(seen[i - 1]!));
      const replies = seen.reduce((n, c) => n + c.replies, 0);
      expect(seen.length + replies).toBe(post.comments);
      for (const c of seen) {
        expect(c.latestReplies.length).toBe(Math.min(3, c.replies));
        expect(c.latestReplies.every((r) => r.parentId === c.id)).toBe(true);
      }
    }
  }, 60_000);
});

describe('comment/add', () => {
  it('adds a comment, a reply, and a reply to the reply in the same thread', async () => {
    const me = await h.guest();
    const friend = await h.guest();
    const post = await busyPost(me.token);
    const top = await call(me.token, 'comment/add', {
      postId: post.id,
      content: '@小满的厨房 写得真好',
      mentions: [2004, 999_999],
    });
    expect(top.data).toMatchObject({
      parentId: null,
      replyTo: null,
      mentions: [{ id: 2004, name: '小满的厨房' }],
    });
    const reply = await call(friend.token, 'comment/add', {
      postId: post.id,
      content: '同意',
      parentId: top.data.id,
    });
    expect(reply.data).toMatchObject({ parentId: top.data.id, replyTo: { id: me.id } });
    const again = await call(me.token, 'comment/add', {
      postId: post.id,
      content: '谢谢',
      parentId: reply.data.id,
    });
    expect(again.data).toMatchObject({ parentId: top.data.id, replyTo: { id: friend.id } });

    const thread = await call(me.token, 'comment/list', { postId: post.id, parentId: top.data.id });
    expect(thread.data.list.map((c: { id: number }) => c.id)).toEqual([
      reply.data.id,
      again.data.id,
    ]);
    const first = await call(me.token, 'comment/list', { postId: post.id, sort: 'new' });
    expect(first.data.list[0]).toMatchObject({ id: top.data.id, replies: 2 });
    const detail = await call(me.token, 'post/detail', { id: post.id });
    expect(detail.data.comments).toBe(post.comments + 3);
  });

  it('tells the one answered in their 评论回复 messages, never oneself', async () => {
    const me = await h.guest();
    const friend = await h.guest();
    const post = await busyPost(me.token);
    const top = await call(me.token, 'comment/add', { postId: post.id, content: '第一' });
    // Replying to oneself tells nobody.
    await call(me.token, 'comment/add', {
      postId: post.id,
      content: '补充',
      parentId: top.data.id,
    });
    expect((await call(me.token, 'message/latest')).data.unread).toBe(0);
    await call(friend.token, 'comment/add', {
      postId: post.id,
      content: '说得对',
      parentId: top.data.id,
    });
    const latest = await call(me.token, 'message/latest');
    expect(latest.data.unread).toBe(1);
    const replies = await call(me.token, 'message/list', { kind: 'reply' });
    expect(replies.data.list[0]).toMatchObject({
      kind: 'reply',
      title: `游客${friend.id} 回复了你的评论`,
      body: '说得对',
      link: `/community/postDetail?id=${post.id}`,
      read: false,
    });
    // Opening the list read it.
    expect((await call(me.token, 'message/latest')).data.unread).toBe(0);
  });

  it('refuses empty, banned and too frequent comments, and unknown targets', async () => {
    const me = await h.guest();
    const post = await busyPost(me.token);
    const add = (body: Record<string, unknown>) =>
      call(me.token, 'comment/add', { postId: post.id, ...body });
    expect((await add({ content: ' \n ' })).tip).toBe('请输入评论内容');
    expect((await add({ content: '加我刷单返利' })).tip).toMatch(/违规词/);
    expect((await add({ content: 'x', parentId: 1_999_999 })).code).toBe(4040);
    expect((await call(me.token, 'comment/add', { postId: 1_999_999, content: 'x' })).code).toBe(
      4040,
    );
    for (let i = 0; i < 10; i += 1) expect((await add({ content: `第${i}条` })).code).toBe(200);
    expect((await add({ content: '再来' })).code).toBe(4290);
  });
});

describe('a guest without a name', () => {
  it('is called the same on 我的, on their comments, their posts and as UP主', async () => {
    const me = await h.guest();
    const name = (await call(me.token, 'user/info')).data.nickname;
    expect(name).toBe(`游客${me.id}`);
    const post = await busyPost(me.token);
    const comment = await call(me.token, 'comment/add', { postId: post.id, content: '路过' });
    expect(comment.data.author.name).toBe(name);
    const mine = await call(me.token, 'post/publish', { content: '游客也能发帖' });
    await h.jobs.idle();
    const detail = await call(me.token, 'post/detail', { id: mine.data.id });
    expect(detail.data.author.name).toBe(name);
    expect((await call(me.token, 'upblogers/info', { id: me.id })).data.name).toBe(name);
  });
});
