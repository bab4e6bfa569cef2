// More of what a guest brings into the account they log into (password or phone): their inbox
// (messages and feedback) and the messages they caused, bought posts (one both bought is refunded,
// as a video is), an upload made under an identifier the account used too, and AI works.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { UNREFERENCED_UPLOAD_MS } from '@/lib/domain/platform/upload-limits';

import { cleanUploads } from '../../services/platform/upload-cleanup';
import { uploadPaths } from '../../services/platform/upload-paths';
import { callForm, fund, ledgerBalanced, pngOf } from '../../test/account-fixtures';
import { generateVideo, solidPhoto, uploadPhoto } from '../../test/ai-fixtures';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { testConfig } from '../../test/harness';
import {
  DEMO_ID,
  loginToDemo,
  MERGE_LOGINS,
  myPostIds,
  postSeenBy,
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

type Message = { title: string; body: string; link: string; images?: string[] };
const messages = async (token: string, kind: string) =>
  (await call(token, 'message/list', { kind, pageSize: 50 })).list as Message[];

/** A one-chunk upload of a picture under the client's `identifier`, as a resumable upload makes it. */
async function chunkUpload(token: string, identifier: string): Promise<string> {
  const bytes = jpegBytes(2048);
  const r = await h.call('upload/chunk', {
    token,
    form: formOf(
      {
        chunkNumber: 1,
        chunkSize: bytes.length,
        currentChunkSize: bytes.length,
        totalSize: bytes.length,
        identifier,
        filename: 'same.jpg',
        totalChunks: 1,
      },
      fileOf(bytes, 'same.jpg'),
    ),
  });
  expect(r.status, r.tip).toBe(201);
  return r.data.file.id as string;
}

describe.each(MERGE_LOGINS)('a guest logging into an account by %s', (how) => {
  it('brings their inbox: replies, new followers and feedback; messages they caused lead to the account', async () => {
    const guest = await h.guest();
    const post = await call(guest.token, 'post/publish', { content: '游客的帖子' });
    await h.jobs.idle();
    const friend = await h.guest();
    await call(friend.token, 'comment/add', { postId: post.id, content: '沙发' });
    await call(friend.token, 'upblogers/cares', { id: guest.id, follow: true });
    const feedback = await callForm(
      h,
      'feedback/add',
      { category: '播放问题', content: '视频播放到一半卡住了', image1: new Blob([pngOf(64, 64)]) },
      guest.token,
    );
    expect(feedback.code, feedback.tip).toBe(200);
    // The guest follows another user: that user's 新增粉丝 message names the guest.
    await call(guest.token, 'upblogers/cares', { id: friend.id, follow: true });

    const account = await loginToDemo(h, guest.token, how);
    expect(await messages(account.token, 'reply')).toContainEqual(
      expect.objectContaining({ body: '沙发', link: `/community/postDetail?id=${post.id}` }),
    );
    expect(await messages(account.token, 'follow')).toContainEqual(
      expect.objectContaining({ body: `游客${friend.id} 关注了你` }),
    );
    const [sent] = (await messages(account.token, 'feedback')).filter(
      (m) => m.body === '视频播放到一半卡住了',
    );
    expect(sent?.images).toHaveLength(1);
    expect((await h.app.request(`/cdn/img${sent!.images![0]}`)).status).toBe(200);
    for (const kind of ['reply', 'follow', 'feedback'])
      expect(await messages(guest.token, kind)).toEqual([]);
    expect(await messages(friend.token, 'follow')).toEqual([
      expect.objectContaining({ link: `/community/upInfo?id=${DEMO_ID}` }),
    ]);
  });

  it('brings the posts they bought; one both bought is refunded to the account', async () => {
    const demo = await h.login('demo');
    const list = await call(demo.token, 'post/list', { categoryId: 3, pageSize: 50 });
    const [both, only] = (list.list as { id: number; price: number }[]).filter((p) => p.price > 0);
    expect(only).toBeDefined();
    await call(demo.token, 'post/pay', { id: both!.id });
    const guest = await h.guest();
    await fund(tdb.db, guest.id, 500, 0, h.clock.ms);
    for (const p of [both!, only!]) await call(guest.token, 'post/pay', { id: p.id });
    const demoBefore = (await call(demo.token, 'user/info')).wallet.diamonds as number;
    const guestLeft = 500 - both!.price - only!.price;

    const account = await loginToDemo(h, guest.token, how);
    for (const p of [both!, only!])
      expect((await call(account.token, 'post/detail', { id: p.id })).locked).toBe(false);
    expect((await call(guest.token, 'post/detail', { id: only!.id })).locked).toBe(true);
    const after = (await call(account.token, 'user/info')).wallet.diamonds as number;
    expect(after).toBe(demoBefore + guestLeft + both!.price);
    expect(await ledgerBalanced(tdb.db, DEMO_ID)).toBe(true);
    expect(await ledgerBalanced(tdb.db, guest.id)).toBe(true);
  });

  it('brings an upload made under an identifier the account used too, and the post showing it', async () => {
    const demo = await h.login('demo');
    await chunkUpload(demo.token, 'photo-2048-same.jpg');
    const guest = await h.guest();
    const upload = await chunkUpload(guest.token, 'photo-2048-same.jpg');
    const post = await call(guest.token, 'post/publish', { content: '同一张图', images: [upload] });
    await h.jobs.idle();

    const account = await loginToDemo(h, guest.token, how);
    expect(await myPostIds(h, account.token)).toContain(post.id);
    h.clock.advance(UNREFERENCED_UPLOAD_MS / 1000 + 3600);
    const paths = uploadPaths(testConfig().dataDir);
    await cleanUploads({ db: tdb.db, paths, media: h.media }, h.clock.ms);
    const detail = await call(account.token, 'post/detail', { id: post.id });
    expect((await h.app.request(`/cdn/img${detail.images[0]}`)).status).toBe(200);
    expect((await postSeenBy(h, account.token, post.id)).author.id).toBe(DEMO_ID);
  });

  it('brings their AI works: a 图生视频 still being made is made for the account', async () => {
    const held = await createCommunityHarness(
      tdb.db,
      { guestPerIpPerMinute: 10_000 },
      { held: true },
    );
    const guest = await held.guest();
    await fund(tdb.db, guest.id, 1000, 0, held.clock.ms);
    const photo = await uploadPhoto(held, guest.token, await solidPhoto('teal', '300x400'));
    const queued = await generateVideo(held, guest.token, { photo });
    expect(queued.code, queued.tip).toBe(200);

    const account = await loginToDemo(held, guest.token, how);
    held.jobs.release();
    await held.jobs.idle();
    const works = await held.call('imgToVideo/order', { token: account.token, body: {} });
    expect(works.data.list).toEqual([
      expect.objectContaining({ id: queued.data.order.id, status: 'done' }),
    ]);
  });
});
