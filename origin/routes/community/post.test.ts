// Posts: the category feeds, publish → moderation → visible (or rejected with a reason), the
// operator's rules, pictures from upload/img, paid posts bought through the wallet, likes and
// favourites of posts, and text that stays text.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { decodeImage } from '@/lib/domain/platform/image-codec';

import { SEED_POST_COUNT } from '../../seed/seed-community';
import { SHORT_COUNT } from '../../seed/seed-shorts';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

type Card = { id: number; likes: number; comments: number; createdAt: number; status: string };
const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
  h.call(path, { token, body });

describe('post/list', () => {
  it('lists the seeded posts hottest first on 推荐, newest first on 最新, without repeats', async () => {
    const { token } = await h.guest();
    const ids: number[] = [];
    let last = Infinity;
    for (let page = 1; page <= 4; page += 1) {
      const r = await call(token, 'post/list', { categoryId: 1, page, pageSize: 50 });
      expect(r.code, r.tip).toBe(200);
      expect(r.data.total).toBeGreaterThanOrEqual(150);
      for (const card of r.data.list as Card[]) {
        expect(card.likes).toBeLessThanOrEqual(last);
        last = card.likes;
        ids.push(card.id);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    // The seeded posts and the short-video feed's video posts (seed-shorts.ts).
    expect(ids.length).toBe(SEED_POST_COUNT + SHORT_COUNT);
    const latest = await call(token, 'post/list', { categoryId: 3 });
    const times = (latest.data.list as Card[]).map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by topic, kind, essence, author and followed authors', async () => {
    const { token } = await h.guest();
    const topic = await call(token, 'post/list', { categoryId: 7, pageSize: 50 });
    expect(
      topic.data.list.every((p: { category: { name: string } }) => p.category.name === '美食'),
    ).toBe(true);
    const video = await call(token, 'post/list', { categoryId: 10 });
    expect(video.data.list[0]).toMatchObject({ kind: 'video', video: { id: expect.any(Number) } });
    const essence = await call(token, 'post/list', { categoryId: 4 });
    expect(essence.data.list.every((p: { essence: boolean }) => p.essence)).toBe(true);
    const byUser = await call(token, 'post/list', { userId: 2001 });
    expect(byUser.data.list.every((p: { author: { id: number } }) => p.author.id === 2001)).toBe(
      true,
    );
    expect((await call(token, 'post/list', { categoryId: 2 })).data.total).toBe(0);
    await call(token, 'upblogers/cares', { id: 2001, follow: true });
    const followed = await call(token, 'post/list', { categoryId: 2 });
    expect(followed.data.total).toBe(byUser.data.total);
    expect((await call(token, 'post/list', { categoryId: 99 })).code).toBe(4040);
  });
});

describe('post/publish', () => {
  it('is pending (seen only by its author) until moderation publishes it', async () => {
    const held = await createCommunityHarness(
      tdb.db,
      { guestPerIpPerMinute: 10_000 },
      { held: true },
    );
    const call = (token: string, path: string, body: Record<string, unknown> = {}) =>
      held.call(path, { token, body });
    const me = await held.guest();
    const other = await held.guest();
    const r = await call(me.token, 'post/publish', {
      content: '第一次发帖，大家好',
      categoryId: 6,
    });
    expect(r.data).toEqual({ id: expect.any(Number), status: 'pending', rejectReason: '' });
    const mine = await call(me.token, 'post/mypublish');
    expect(mine.data.list[0]).toMatchObject({ id: r.data.id, status: 'pending' });
    expect((await call(other.token, 'post/detail', { id: r.data.id })).code).toBe(4040);
    held.jobs.release();
    await held.jobs.idle();
    const detail = await call(other.token, 'post/detail', { id: r.data.id });
    expect(detail.data).toMatchObject({
      status: 'published',
      content: '第一次发帖，大家好',
      kind: 'text',
    });
    const latest = await call(other.token, 'post/list', { categoryId: 3 });
    expect(latest.data.list[0].id).toBe(r.data.id);
  });

  it.each([
    ['一起来赌 博吧', '内容含有违规词“赌博”，请修改后重新发布'],
    ['看这里 a.com b.com c.com', '内容中的链接不能超过2个'],
  ])('rejects %j with a reason its author sees', async (content, reason) => {
    const me = await h.guest();
    const r = await call(me.token, 'post/publish', { content });
    await h.jobs.idle();
    const mine = await call(me.token, 'post/mypublish', { status: 'rejected' });
    expect(mine.data.list[0]).toMatchObject({
      id: r.data.id,
      status: 'rejected',
      rejectReason: reason,
    });
    const latest = await call(me.token, 'post/list', { categoryId: 3 });
    expect(latest.data.list.map((p: Card) => p.id)).not.toContain(r.data.id);
  });

  it('keeps hostile text as text and refuses what is not a post', async () => {
    const me = await h.guest();
    const text = '<img src=x onerror=alert(1)> <svg onload=alert(1)> javascript:alert(1)';
    const r = await call(me.token, 'post/publish', { content: text });
    await h.jobs.idle();
    expect((await call(me.token, 'post/detail', { id: r.data.id })).data.content).toBe(text);
    expect((await call(me.token, 'post/publish', { content: '  ' })).tip).toBe('请输入帖子内容');
    expect((await call(me.token, 'post/publish', { content: '字'.repeat(2001) })).tip).toBe(
      '帖子内容最多2000个字',
    );
    expect((await call(me.token, 'post/publish', { content: 'x', categoryId: 1 })).code).toBe(4000);
    expect(
      (await call(me.token, 'post/publish', { content: 'x', images: ['0'.repeat(24)] })).tip,
    ).toBe('图片未上传完成或已失效，请重新上传');
  });

  it('limits posts per user per hour', async () => {
    const me = await h.guest();
    for (let i = 0; i < 10; i += 1)
      expect((await call(me.token, 'post/publish', { content: `第${i}条` })).code).toBe(200);
    const r = await call(me.token, 'post/publish', { content: '再来一条' });
    expect([r.code, r.tip]).toEqual([4290, '发帖太频繁，请稍后再试']);
    h.clock.advance(3601);
    expect((await call(me.token, 'post/publish', { content: '一小时后' })).code).toBe(200);
  });

  it('publishes pictures uploaded with upload/img, served on the IMAGE line', async () => {
    const me = await h.guest();
    const ids: string[] = [];
    for (const name of ['a.jpg', 'b.jpg']) {
      const up = await h.call('upload/img', {
        token: me.token,
        form: formOf({}, fileOf(jpegBytes(), name)),
      });
      expect(up.data).toMatchObject({
        kind: 'image',
        status: 'ready',
        url: expect.stringMatching(/^\/u\/[a-f0-9]{24}\.jpg$/),
      });
      ids.push(up.data.id);
    }
    const r = await call(me.token, 'post/publish', { content: '两张图', images: ids.reverse() });
    await h.jobs.idle();
    const detail = await call(me.token, 'post/detail', { id: r.data.id });
    expect(detail.data).toMatchObject({ kind: 'image', imageCount: 2 });
    const image = await h.app.request(`/cdn/img${detail.data.images[0]}`);
    expect(image.status).toBe(200);
    // Obfuscated (§5), the picture as kept inside: decoded and encoded again.
    const kept = await sharp(decodeImage(new Uint8Array(await image.arrayBuffer()))).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
  });
});

describe('paid posts, likes and favourites', () => {
  it('locks a paid post until bought, once, through the wallet', async () => {
    const demo = await h.login('demo');
    const guest = await h.guest();
    const list = await call(demo.token, 'post/list', { categoryId: 3, pageSize: 50 });
    const paid = (list.data.list as { id: number; locked: boolean; price: number }[]).find(
      (p) => p.price > 0,
    )!;
    expect(paid).toMatchObject({ locked: true, images: [], video: null });
    const poor = await call(guest.token, 'post/pay', { id: paid.id });
    expect([poor.code, poor.tip]).toEqual([4010, '钻石余额不足']);
    const bought = await call(demo.token, 'post/pay', { id: paid.id });
    expect(bought.data).toMatchObject({ bought: true, charged: paid.price });
    expect((await call(demo.token, 'post/pay', { id: paid.id })).data.charged).toBe(0);
    expect((await call(demo.token, 'post/detail', { id: paid.id })).data.locked).toBe(false);
    const free = (list.data.list as { id: number; price: number }[]).find((p) => p.price === 0)!;
    expect((await call(demo.token, 'post/pay', { id: free.id })).code).toBe(4000);
  });

  it('counts a like once and keeps favourites of posts apart from videos', async () => {
    const { token } = await h.guest();
    const [first] = (await call(token, 'post/list', { categoryId: 3 })).data.list as Card[];
    const like = await call(token, 'media/like', { id: first!.id, like: true, type: 'post' });
    expect(like.data).toEqual({ liked: true, likes: first!.likes + 1 });
    const again = await call(token, 'media/like', { id: first!.id, like: true, type: 'post' });
    expect(again.data.likes).toBe(first!.likes + 1);
    expect((await call(token, 'collect/operate', { id: first!.id, type: 'post' })).code).toBe(200);
    const detail = await call(token, 'post/detail', { id: first!.id });
    expect(detail.data).toMatchObject({ liked: true, collected: true });
    const removed = await call(token, 'collect/delete', { ids: [first!.id], type: 'post' });
    expect(removed.data).toEqual({ removed: 1 });
    expect((await call(token, 'collect/operate', { id: 1_999_999, type: 'post' })).code).toBe(4040);
  });
});

describe('search/details', () => {
  it('also finds UP主 and posts on its first page', async () => {
    const { token } = await h.guest();
    const r = await call(token, 'search/details', { keyword: '厨房' });
    expect(r.data.uploaders.map((u: { name: string }) => u.name)).toContain('小满的厨房');
    const posts = await call(token, 'search/details', { keyword: '红烧肉' });
    expect(posts.data.posts.length).toBeGreaterThan(0);
    const second = await call(token, 'search/details', { keyword: '厨房', page: 2 });
    expect(second.data.uploaders).toEqual([]);
  });
});
