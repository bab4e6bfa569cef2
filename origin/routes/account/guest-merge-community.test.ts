// A guest's community life moves into the account they log into (password or phone: both run the
// merge, services/account/guest-merge-kinds.ts): their posts (and the pictures the posts show), follows,
// followers, likes and favourites of posts, comments and video likes. Each count stays exact: a
// post or an UP主 both liked or followed counts once, and following the account itself is dropped.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { UNREFERENCED_UPLOAD_MS } from '@/lib/domain/platform/upload-limits';

import { cleanUploads } from '../../services/platform/upload-cleanup';
import { uploadPaths } from '../../services/platform/upload-paths';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { testConfig } from '../../test/harness';
import { catalogue } from '../../test/media-fixtures';
import {
  DEMO_ID,
  DEMO_NAME,
  followedBy,
  loginToDemo,
  MERGE_LOGINS,
  myPostIds,
  postSeenBy,
  seededPosts,
  upSeenBy,
} from '../../test/merge-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const call = async (token: string, path: string, body: Record<string, unknown> = {}) => {
  const r = await h.call(path, { token, body });
  expect(r.code, `${path}: ${r.tip}`).toBe(200);
  return r.data;
};

describe.each(MERGE_LOGINS)('a guest logging into an account by %s', (how) => {
  it('brings their posts: 我的帖子, the public post under the account, its pictures kept', async () => {
    const guest = await h.guest();
    const picture = await h.call('upload/img', {
      token: guest.token,
      form: formOf({}, fileOf(jpegBytes(), 'a.jpg')),
    });
    const post = await call(guest.token, 'post/publish', {
      content: '游客发的第一帖',
      images: [picture.data.id],
    });
    await h.jobs.idle();
    const reader = await h.guest();
    await call(reader.token, 'media/like', { id: post.id, like: true, type: 'post' });
    await call(reader.token, 'comment/add', { postId: post.id, content: '好看' });
    const before = await postSeenBy(h, reader.token, post.id);

    const account = await loginToDemo(h, guest.token, how);
    expect(await myPostIds(h, account.token)).toContain(post.id);
    expect(await myPostIds(h, guest.token)).toEqual([]);
    const after = await postSeenBy(h, reader.token, post.id);
    expect(after).toEqual({ ...before, author: expect.objectContaining({ id: DEMO_ID }) });
    expect(after.author).toMatchObject({ id: DEMO_ID, name: DEMO_NAME });
    const byGuest = await call(reader.token, 'post/list', { userId: guest.id });
    expect(byGuest.total).toBe(0);
    const byAccount = await call(reader.token, 'post/list', { userId: DEMO_ID });
    expect(byAccount.list.map((p: { id: number }) => p.id)).toContain(post.id);

    // A day on, housekeeping removes pictures no post of their owner shows: not this one.
    h.clock.advance(UNREFERENCED_UPLOAD_MS / 1000 + 3600);
    const paths = uploadPaths(testConfig().dataDir);
    await cleanUploads({ db: tdb.db, paths, media: h.media }, h.clock.ms);
    const detail = await call(reader.token, 'post/detail', { id: post.id });
    expect((await h.app.request(`/cdn/img${detail.images[0]}`)).status).toBe(200);
  });

  it('brings their follows: 我的关注, each UP主 counted once, a follow of the account itself dropped', async () => {
    const account0 = await h.login('demo');
    await call(account0.token, 'upblogers/cares', { id: 2002, follow: true });
    const guest = await h.guest();
    for (const id of [2001, 2002, DEMO_ID])
      await call(guest.token, 'upblogers/cares', { id, follow: true });
    const before = {
      only: await upSeenBy(h, guest.token, 2001),
      both: await upSeenBy(h, guest.token, 2002),
      self: await upSeenBy(h, guest.token, DEMO_ID),
    };

    const account = await loginToDemo(h, guest.token, how);
    expect(await followedBy(h, account.token)).toEqual([2001, 2002]);
    expect(await followedBy(h, guest.token)).toEqual([]);
    expect(await upSeenBy(h, account.token, 2001)).toEqual({
      followers: before.only.followers,
      following: true,
    });
    expect(await upSeenBy(h, account.token, 2002)).toEqual({
      followers: before.both.followers - 1,
      following: true,
    });
    expect((await upSeenBy(h, account.token, DEMO_ID)).followers).toBe(before.self.followers - 1);
  });

  it('brings their followers: a fan of the guest follows the account, a fan of both counts once', async () => {
    const guest = await h.guest();
    const fan = await h.guest();
    const both = await h.guest();
    await call(fan.token, 'upblogers/cares', { id: guest.id, follow: true });
    await call(both.token, 'upblogers/cares', { id: guest.id, follow: true });
    await call(both.token, 'upblogers/cares', { id: DEMO_ID, follow: true });
    const demo = await h.login('demo');
    // The account followed the guest: after the merge that would be following itself.
    await call(demo.token, 'upblogers/cares', { id: guest.id, follow: true });
    const before = await upSeenBy(h, fan.token, DEMO_ID);

    const account = await loginToDemo(h, guest.token, how);
    expect(await upSeenBy(h, fan.token, DEMO_ID)).toEqual({
      followers: before.followers + 1,
      following: true,
    });
    expect(await followedBy(h, fan.token)).toEqual([DEMO_ID]);
    expect(await followedBy(h, both.token)).toEqual([DEMO_ID]);
    expect(await followedBy(h, account.token)).not.toContain(guest.id);
    expect(await upSeenBy(h, fan.token, guest.id)).toEqual({ followers: 0, following: false });
  });

  it('brings their likes and favourites of posts: each post counted once', async () => {
    const [one, two] = await seededPosts(h, (await h.guest()).token, 2);
    const demo = await h.login('demo');
    await call(demo.token, 'media/like', { id: one, like: true, type: 'post' });
    await call(demo.token, 'collect/operate', { id: one, type: 'post' });
    const guest = await h.guest();
    for (const id of [one, two]) {
      await call(guest.token, 'media/like', { id, like: true, type: 'post' });
      await call(guest.token, 'collect/operate', { id, type: 'post' });
    }
    const before = [await postSeenBy(h, guest.token, one!), await postSeenBy(h, guest.token, two!)];

    const account = await loginToDemo(h, guest.token, how);
    const after = [
      await postSeenBy(h, account.token, one!),
      await postSeenBy(h, account.token, two!),
    ];
    // Both liked and collected the first: the guest's like and favourite were one too many.
    expect(after[0]).toEqual({
      ...before[0],
      likes: before[0]!.likes - 1,
      collects: before[0]!.collects - 1,
    });
    expect(after[1]).toEqual(before[1]);
    const left = await postSeenBy(h, guest.token, two!);
    expect([left.liked, left.collected]).toEqual([false, false]);
  });

  it('brings their comments: theirs and the replies to them name the account; counts unchanged', async () => {
    const [postId] = await seededPosts(h, (await h.guest()).token, 1);
    const guest = await h.guest();
    const friend = await h.guest();
    const mine = await call(guest.token, 'comment/add', { postId, content: '我先来' });
    const reply = await call(friend.token, 'comment/add', {
      postId,
      content: '同意',
      parentId: mine.id,
      mentions: [guest.id],
    });
    const before = await postSeenBy(h, friend.token, postId!);

    await loginToDemo(h, guest.token, how);
    expect(await postSeenBy(h, friend.token, postId!)).toEqual(before);
    const thread = await call(friend.token, 'comment/list', { postId, parentId: mine.id });
    expect(thread.list).toEqual([
      expect.objectContaining({
        id: reply.id,
        replyTo: { id: DEMO_ID, name: DEMO_NAME },
        mentions: [{ id: DEMO_ID, name: DEMO_NAME }],
      }),
    ]);
    const top = await call(friend.token, 'comment/list', { postId, sort: 'new' });
    expect(top.list.find((c: { id: number }) => c.id === mine.id)).toMatchObject({
      author: { id: DEMO_ID, name: DEMO_NAME },
      replies: 1,
    });
  });

  it('brings their video likes: a video both liked counted once', async () => {
    const seen = async (token: string, id: number) => {
      const d = await call(token, 'media/play', { id });
      return { liked: d.video.liked as boolean, likes: d.video.likes as number };
    };
    const demo = await h.login('demo');
    const unliked: number[] = [];
    for (const v of catalogue.videos.filter((v) => v.access === 'free'))
      if (unliked.length < 2 && !(await seen(demo.token, v.id)).liked) unliked.push(v.id);
    const [both, only] = unliked as [number, number];
    await call(demo.token, 'media/like', { id: both, like: true });
    const guest = await h.guest();
    for (const id of [both, only]) await call(guest.token, 'media/like', { id, like: true });
    const before = [await seen(guest.token, both), await seen(guest.token, only)];

    const account = await loginToDemo(h, guest.token, how);
    expect(await seen(account.token, both)).toEqual({ liked: true, likes: before[0]!.likes - 1 });
    expect(await seen(account.token, only)).toEqual(before[1]);
    expect((await seen(guest.token, only)).liked).toBe(false);
  });

  it('brings their likes of comments: a comment both liked counted once', async () => {
    const author = await h.guest();
    const videoId = catalogue.videos[0]!.id;
    const [both, only] = [
      await call(author.token, 'comment/add', { videoId, content: '第一条' }),
      await call(author.token, 'comment/add', { videoId, content: '第二条' }),
    ];
    const demo = await h.login('demo');
    await call(demo.token, 'media/like', { id: both.id, like: true, type: 'comment' });
    const guest = await h.guest();
    for (const c of [both, only])
      await call(guest.token, 'media/like', { id: c.id, like: true, type: 'comment' });
    const seen = async (token: string) => {
      const page = await call(token, 'comment/list', { videoId });
      return (page.list as { id: number; likes: number; liked: boolean }[])
        .filter((c) => c.id === both.id || c.id === only.id)
        .map((c) => ({ id: c.id, likes: c.likes, liked: c.liked }));
    };

    const account = await loginToDemo(h, guest.token, how);
    expect(await seen(account.token)).toEqual([
      { id: only.id, likes: 1, liked: true },
      { id: both.id, likes: 1, liked: true },
    ]);
    expect((await seen(guest.token)).map((c) => c.liked)).toEqual([false, false]);
  });
});
