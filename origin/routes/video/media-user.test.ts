// What a viewer does: media/like (idempotent counts), collect/operate and collect/delete
// (favourites), media/trackList (record and read resume positions), search and content/info.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { seedCatalogue } from '../../seed/seed-media';
import { demoActivity } from '../../seed/seed-wallets';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const catalogue = seedCatalogue();
const [A, B, C] = catalogue.videos.filter((v) => v.access === 'free').slice(5);
const detail = async (token: string, id: number) =>
  (await h.call('media/play', { token, body: { id } })).data.video;

describe('media/like', () => {
  it('counts a like once however often it is sent, and an unlike once', async () => {
    const one = await h.guest();
    const two = await h.guest();
    const like = (token: string, like: boolean) =>
      h.call('media/like', { token, body: { id: A!.id, like } });
    expect((await like(one.token, true)).envelope).toEqual({
      code: 200,
      data: { liked: true, likes: A!.likes + 1 },
      tip: '',
      msg: 'ok',
    });
    expect((await like(one.token, true)).data).toEqual({ liked: true, likes: A!.likes + 1 });
    expect((await like(two.token, true)).data).toEqual({ liked: true, likes: A!.likes + 2 });
    expect(await detail(one.token, A!.id)).toMatchObject({ liked: true, likes: A!.likes + 2 });
    expect((await like(one.token, false)).data).toEqual({ liked: false, likes: A!.likes + 1 });
    expect((await like(one.token, false)).data).toEqual({ liked: false, likes: A!.likes + 1 });
    expect(await detail(one.token, A!.id)).toMatchObject({ liked: false });
    expect(await detail(two.token, A!.id)).toMatchObject({ liked: true });
  });

  it('refuses unknown videos and a like that is not a boolean', async () => {
    const { token } = await h.guest();
    expect((await h.call('media/like', { token, body: { id: 99999, like: true } })).code).toBe(
      4040,
    );
    const r = await h.call('media/like', { token, body: { id: A!.id, like: 'yes' } });
    expect([r.code, r.tip]).toEqual([4000, '参数 like 需为 true 或 false']);
    expect((await h.call('media/like', { body: { id: A!.id, like: true } })).code).toBe(1000);
  });
});

describe('collect/operate and collect/delete', () => {
  it('adds favourites (twice is once) and removes them', async () => {
    const { token } = await h.guest();
    for (const id of [A!.id, A!.id, B!.id]) {
      const r = await h.call('collect/operate', { token, body: { id, type: 'video' } });
      expect(r.envelope).toEqual({ code: 200, data: { collected: true }, tip: '', msg: 'ok' });
    }
    expect(await detail(token, A!.id)).toMatchObject({ collected: true });
    const removed = await h.call('collect/delete', {
      token,
      body: { ids: [A!.id, B!.id, C!.id], type: 'video' },
    });
    expect(removed.data).toEqual({ removed: 2 });
    expect(await detail(token, A!.id)).toMatchObject({ collected: false });
    const again = await h.call('collect/delete', { token, body: { ids: [A!.id] } });
    expect(again.data).toEqual({ removed: 0 });
  });

  it('removes only the caller’s favourites', async () => {
    const demo = await h.login('demo');
    const guest = await h.guest();
    const [favourite] = demoActivity().favourites;
    const r = await h.call('collect/delete', { token: guest.token, body: { ids: [favourite] } });
    expect(r.data).toEqual({ removed: 0 });
    expect(await detail(demo.token, favourite!)).toMatchObject({ collected: true });
  });

  it.each([
    ['collect/operate', { id: 99999 }, 4040, '视频不存在或已下架'],
    ['collect/operate', { id: 'x' }, 4000, '收藏ID格式不正确'],
    ['collect/operate', { id: 1, type: 'album' }, 4000, '类型 type 需为 video 或 post'],
    ['collect/delete', { ids: [] }, 4000, '要删除的收藏 ids 需为1-100个ID'],
    ['collect/delete', { ids: 5 }, 4000, '要删除的收藏 ids 需为1-100个ID'],
    ['collect/delete', { ids: Array(101).fill(1) }, 4000, '要删除的收藏 ids 需为1-100个ID'],
    ['collect/delete', { ids: [1, 'x'] }, 4000, '收藏 ids 中有无效的ID'],
  ])('%s %j → %i %s', async (path, body, code, tip) => {
    const { token } = await h.guest();
    const r = await h.call(path, { token, body });
    expect([r.code, r.tip]).toEqual([code, tip]);
  });
});

describe('media/trackList', () => {
  it('records positions and reads them back, the latest first', async () => {
    const { token } = await h.guest();
    const record = (id: number, position: number) =>
      h.call('media/trackList', { token, body: { id, position } });
    expect((await record(A!.id, 12.7)).data).toEqual({ position: 12 });
    h.clock.advance(60);
    expect((await record(B!.id, 5)).data).toEqual({ position: 5 });
    h.clock.advance(60);
    // Past the end is the end.
    expect((await record(A!.id, 86_400)).data).toEqual({ position: A!.duration });
    const read = await h.call('media/trackList', { token, body: { page: 1, pageSize: 10 } });
    expect(read.data).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(
      read.data.list.map((v: { id: number; position: number; watchedAt: number }) => [
        v.id,
        v.position,
        v.watchedAt,
      ]),
    ).toEqual([
      [A!.id, A!.duration, h.clock.ms / 1000],
      [B!.id, 5, h.clock.ms / 1000 - 60],
    ]);
    expect(read.data.list[0]).toMatchObject({
      title: A!.title,
      cover: A!.cover,
      duration: A!.duration,
    });
    const played = await h.call('media/play', { token, body: { id: B!.id } });
    expect(played.data.position).toBe(5);
  });

  it('pages the history without repeats', async () => {
    const { token } = await h.guest();
    const ids = catalogue.videos.slice(0, 13).map((v) => v.id);
    for (const id of ids) {
      await h.call('media/trackList', { token, body: { id, position: 1 } });
      h.clock.advance(1);
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const r = await h.call('media/trackList', { token, body: { page, pageSize: 5 } });
      expect(r.data.total).toBe(13);
      pages.push(...r.data.list.map((v: { id: number }) => v.id));
    }
    expect(pages).toEqual([...ids].reverse());
  });

  it('keeps a preview in the history, its position bounded by the preview', async () => {
    const vip = catalogue.videos.find((v) => v.access === 'vip' && v.duration > 60)!;
    const paid = catalogue.videos.find((v) => v.access === 'paid' && v.duration > 60)!;
    const { token } = await h.guest();
    const record = (id: number, position: number) =>
      h.call('media/trackList', { token, body: { id, position } });
    // A guest may not watch either in full: the preview (15 s here) is all they can have seen.
    expect((await record(vip.id, 40)).data).toEqual({ position: 15 });
    expect((await record(paid.id, 3)).data).toEqual({ position: 3 });
    // A VIP whose membership lapsed keeps where they got to: a preview does not move it back.
    h.clock.advance(1);
    expect((await record(vip.id, 2)).data).toEqual({ position: 15 });
    const read = await h.call('media/trackList', { token, body: {} });
    expect(read.data.list.map((v: { id: number; position: number }) => [v.id, v.position])).toEqual(
      [
        [vip.id, 15],
        [paid.id, 3],
      ],
    );
  });

  it('moves a guest’s preview into the account they log into', async () => {
    const vip = catalogue.videos.find((v) => v.access === 'vip' && v.duration > 60)!;
    const guest = await h.guest();
    await h.call('media/trackList', { token: guest.token, body: { id: vip.id, position: 9 } });
    const login = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login.code, login.tip).toBe(200);
    const read = await h.call('media/trackList', { token: login.data.token, body: {} });
    expect(read.data.list[0]).toMatchObject({ id: vip.id, position: 9 });
  });

  it('shows the demo account’s seeded history', async () => {
    const demo = await h.login('demo');
    const r = await h.call('media/trackList', { token: demo.token, body: {} });
    expect(r.data.list.map((v: { id: number; position: number }) => [v.id, v.position])).toEqual(
      demoActivity().history.map((x) => [x.videoId, x.position]),
    );
  });

  it.each([
    [{ id: 99999, position: 1 }, 4040],
    [{ id: 'x', position: 1 }, 4000],
    [{ id: 10001 }, 4000],
    [{ id: 10001, position: -1 }, 4000],
    [{ id: 10001, position: '5' }, 4000],
    [{ id: 10001, position: 86_401 }, 4000],
    [{ pageSize: 0 }, 4000],
  ])('refuses %j with %i', async (body, code) => {
    const { token } = await h.guest();
    const r = await h.call('media/trackList', { token, body });
    expect(r.code).toBe(code);
    expect(r.tip).not.toBe('');
  });
});
