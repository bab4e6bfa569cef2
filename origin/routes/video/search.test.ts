// search/details (title, tag or actor name; case-insensitive; wildcards literal), search/hot,
// and content/info (a shared item's route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEARCH_SIDE_RESULTS } from '@/lib/protocol/calls/video';

import { seedCatalogue } from '../../seed/seed-media';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;
let token: string;

// Nothing here writes: one seeded database serves the whole file.
beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  token = (await h.guest()).token;
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const catalogue = seedCatalogue();
type SeedVideo = (typeof catalogue.videos)[number];

/** What the search should find, computed from the seed: title, any tag or the actor. */
function expected(keyword: string) {
  const k = keyword.toLowerCase();
  const tagName = new Map(catalogue.tags.map((t) => [t.id, t.name.toLowerCase()]));
  const actorName = new Map(catalogue.actors.map((a) => [a.id, a.name.toLowerCase()]));
  const matches = (v: SeedVideo) =>
    v.title.toLowerCase().includes(k) ||
    v.tagIds.some((t) => tagName.get(t)!.includes(k)) ||
    (v.actorId !== null && v.actorId !== undefined && actorName.get(v.actorId)!.includes(k));
  return catalogue.videos
    .filter(matches)
    .sort((a, b) => a.sort! - b.sort! || a.id - b.id)
    .map((v) => v.id);
}

async function searchAll(keyword: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const r = await h.call('search/details', { token, body: { keyword, page, pageSize: 50 } });
    expect(r.code, r.tip).toBe(200);
    ids.push(...r.data.list.map((v: { id: number }) => v.id));
    if (r.data.list.length < 50) {
      expect(r.data.total).toBe(ids.length);
      return ids;
    }
  }
}

describe('search/details', () => {
  it('finds by title', async () => {
    const ids = await searchAll('美食');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected('美食'));
  });

  it('finds by tag even when the title does not say it', async () => {
    const ids = await searchAll('解压');
    const byTagOnly = catalogue.videos.filter(
      (v) => v.tagIds.includes(12) && !v.title.includes('解压'),
    );
    expect(byTagOnly.length).toBeGreaterThan(0);
    for (const v of byTagOnly) expect(ids).toContain(v.id);
    expect(ids).toEqual(expected('解压'));
  });

  it('finds by actor name, ignoring letter case', async () => {
    const ids = await searchAll('mia');
    const actorVideos = catalogue.videos.filter((v) => v.actorId === 8).map((v) => v.id);
    expect(actorVideos.length).toBeGreaterThan(0);
    for (const id of actorVideos) expect(ids).toContain(id);
    expect(ids).toEqual(expected('mia'));
    expect(await searchAll('ai绘画')).toEqual(expected('AI绘画'));
  });

  it('trims the keyword and takes % and _ literally', async () => {
    expect(await searchAll('  纪录片  ')).toEqual(expected('纪录片'));
    for (const keyword of ['%', '_', '\\']) {
      const r = await h.call('search/details', { token, body: { keyword } });
      expect(r.data).toEqual({
        list: [],
        page: 1,
        pageSize: 10,
        total: 0,
        uploaders: [],
        posts: [],
      });
    }
  });

  it.each([
    [{}, '请输入搜索关键词'],
    [{ keyword: '   ' }, '请输入搜索关键词'],
    [{ keyword: 42 }, '请输入搜索关键词'],
    [{ keyword: '纪'.repeat(31) }, '搜索关键词不能超过30个字'],
    [{ keyword: '纪录片', pageSize: 100 }, '每页条数 pageSize 需为1-50的整数'],
  ])('refuses %j', async (body, tip) => {
    const r = await h.call('search/details', { token, body });
    expect(r.raw).toEqual({ code: 4000, data: null, tip, msg: 'bad_input' });
  });

  it('accepts 30 characters, counting characters not UTF-16 units', async () => {
    expect(
      (await h.call('search/details', { token, body: { keyword: '纪'.repeat(30) } })).code,
    ).toBe(200);
    const emoji = '😀'.repeat(30);
    expect((await h.call('search/details', { token, body: { keyword: emoji } })).code).toBe(200);
  });

  it('needs a session', async () => {
    expect((await h.call('search/details', { body: { keyword: '美食' } })).code).toBe(1000);
  });
});

describe('search/details with a kind: one kind alone, paged (the result screen’s tabs)', () => {
  type Item = { id: number };
  async function all(keyword: string, kind: string) {
    const items: Item[] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const r = await h.call('search/details', {
        token,
        body: { keyword, kind, page, pageSize: 4 },
      });
      expect(r.code, r.tip).toBe(200);
      expect(Object.keys(r.data).sort()).toEqual(['list', 'page', 'pageSize', 'total']);
      total = r.data.total;
      items.push(...r.data.list);
      if (r.data.list.length < 4) break;
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.length).toBe(total);
    return items;
  }

  it('pages posts past the five of the first answer, the first of them in the same order', async () => {
    const posts = await all('影', 'post');
    expect(posts.length).toBeGreaterThan(SEARCH_SIDE_RESULTS);
    const first = await h.call('search/details', { token, body: { keyword: '影' } });
    expect(first.data.posts.map((p: Item) => p.id)).toEqual(
      posts.slice(0, SEARCH_SIDE_RESULTS).map((p) => p.id),
    );
    for (const post of posts as unknown as { content: string; locked: boolean }[]) {
      if (!post.locked) expect(post.content).toContain('影');
    }
  });

  it('pages UP主 by name, the same ones the first answer lists', async () => {
    const ups = (await all('山', 'uploader')) as unknown as { id: number; name: string }[];
    expect(ups.map((u) => u.name).sort()).toEqual(['南山南', '山野拾光', '看山是山'].sort());
    const first = await h.call('search/details', { token, body: { keyword: '山' } });
    expect(first.data.uploaders.map((u: Item) => u.id)).toEqual(ups.map((u) => u.id));
  });

  it('kind video is the video page alone, the same videos', async () => {
    expect((await all('美食', 'video')).map((v) => v.id)).toEqual(expected('美食'));
  });

  it('finds nothing of a kind as an empty page', async () => {
    const r = await h.call('search/details', {
      token,
      body: { keyword: '无此内容zq', kind: 'post' },
    });
    expect(r.data).toEqual({ list: [], page: 1, pageSize: 10, total: 0 });
  });

  it('refuses an unknown kind', async () => {
    const r = await h.call('search/details', { token, body: { keyword: '影', kind: 'tag' } });
    expect([r.code, r.tip]).toEqual([4000, '搜索类型 kind 需为 video、post 或 uploader']);
  });
});

describe('search/hot', () => {
  it('answers the ten hottest searches', async () => {
    const r = await h.call('search/hot', { token, body: {} });
    const top = [...catalogue.hotSearches].sort((a, b) => b.heat - a.heat).slice(0, 10);
    expect(r.data).toEqual({ list: top.map(({ keyword, heat }) => ({ keyword, heat })) });
  });
});

describe('content/info', () => {
  it('resolves videos and collections to their routes, without a session', async () => {
    const video = catalogue.videos[0]!;
    for (const contentType of [1, 2, '1']) {
      const r = await h.call('content/info', { body: { contentType, id: video.id } });
      expect(r.envelope).toEqual({
        code: 200,
        data: {
          contentType: Number(contentType),
          id: video.id,
          link: `/play/longVideo?id=${video.id}`,
        },
        tip: '',
        msg: 'ok',
      });
    }
    const collection = await h.call('content/info', { token, body: { contentType: 3, id: 2 } });
    expect(collection.data.link).toBe('/play/videoCollection?id=2');
    const post = await h.call('content/info', { token, body: { contentType: 4, id: 1 } });
    expect(post.data.link).toBe('/circle/postDetail?id=1');
  });

  it.each([
    [{ contentType: 1, id: 99999 }, 4040, '视频不存在或已下架'],
    [{ contentType: 3, id: 99 }, 4040, '合集不存在或已下架'],
    [{ contentType: 4, id: 99999 }, 4040, '帖子不存在或已删除'],
    [{ contentType: 5, id: 1 }, 4040, '该内容不存在或暂不支持分享'],
    [{ contentType: 0, id: 1 }, 4000, '内容类型 contentType 需为1-10的整数'],
    [{ contentType: 11, id: 1 }, 4000, '内容类型 contentType 需为1-10的整数'],
    [{ contentType: 'video', id: 1 }, 4000, '内容类型 contentType 需为1-10的整数'],
    [{ contentType: 1 }, 4000, '内容ID格式不正确'],
  ])('%j → %i %s', async (body, code, tip) => {
    const r = await h.call('content/info', { body });
    expect([r.code, r.tip]).toEqual([code, tip]);
  });
});
