// The read-only media calls: home tabs and sections, recommend, short/recommend, published, the
// tag, topic, actor and collection pages, hot searches. Paging must never repeat or skip a video.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { videoCardRoute } from '@/lib/domain/video/links';
import type { ShortCard } from '@/lib/protocol/shapes/video';

import { seedCatalogue, SEED_VIDEO_COUNT } from '../../seed/seed-media';
import { PAID_SHORT_INDEX, seedShortVideos, SHORT_COUNT } from '../../seed/seed-shorts';
import { CLIPS, isPortrait } from '../../services/video/media-library';
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
/** The catalogue and the short-video feed's own shorts. */
const ALL_VIDEOS = SEED_VIDEO_COUNT + SHORT_COUNT;
// The shorts (seed-shorts.ts) are videos of every feed too.
const byId = new Map<number, Seeded>(
  [...catalogue.videos, ...seedShortVideos()].map((v) => [v.id, v]),
);
const clipOf = (key: string) => CLIPS.find((c) => c.key === key)!;
const tagged = (tagId: number) =>
  new Set(catalogue.videoTags.filter((t) => t.tagId === tagId).map((t) => t.videoId));

type Card = { id: number; views: number; likes: number; publishedAt: number; duration: number };
const call = (path: string, body: Record<string, unknown> = {}) => h.call(path, { token, body });

/** Every page of a feed at `pageSize`, checked for a stable total and no repeats. */
async function walk(path: string, body: Record<string, unknown>, pageSize = 50) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const r = await call(path, { ...body, page, pageSize });
    expect(r.code, r.tip).toBe(200);
    const list = (r.data.videos ?? r.data).list as Card[];
    const pageTotal = (r.data.videos ?? r.data).total as number;
    if (total < 0) total = pageTotal;
    expect(pageTotal).toBe(total);
    ids.push(...list.map((v) => v.id));
    if (list.length < pageSize) break;
  }
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(total);
  return ids;
}

type Seeded = { sort?: number | null; publishedAt: Date; views: number; likes: number };
const sortedIds = (ids: number[], key: (v: Seeded) => number) =>
  [...ids].sort((a, b) => key(byId.get(a)!) - key(byId.get(b)!) || a - b);

describe('media/home', () => {
  it('lists the /home tabs and the first tab’s sections in every layout', async () => {
    const r = await call('media/home', { area: 'home' });
    expect(r.code).toBe(200);
    expect(r.data.tabs.map((t: { name: string }) => t.name)).toEqual([
      '推荐',
      '最新',
      '热门',
      '美食',
      '旅行',
      '科技',
    ]);
    expect(r.data.tabId).toBe(r.data.tabs[0].id);
    const layouts = r.data.sections.map((s: { layout: string }) => s.layout);
    expect(new Set(layouts)).toEqual(new Set(['grid2', 'list', 'nine', 'slider']));
    for (const section of r.data.sections) {
      expect([4, 6, 9]).toContain(section.videos.length);
      for (const card of section.videos) {
        // A paid card read with a user's session also says whether that user owns it.
        expect(Object.keys(card).sort()).toEqual(
          [
            'access',
            'cover',
            'duration',
            'id',
            'likes',
            'price',
            'publishedAt',
            'short',
            'tags',
            'title',
            'views',
            ...(card.access === 'paid' ? ['bought'] : []),
          ].sort(),
        );
        expect(card.tags.length).toBeLessThanOrEqual(3);
      }
    }
    expect(r.data.sections.find((s: { name: string }) => s.name === '今日推荐').more).toBeNull();
  });

  it('fills each section from the feed its “more” link opens', async () => {
    const { data } = await call('media/home', { area: 'home' });
    const hot = data.sections.find((s: { name: string }) => s.name === '热播榜');
    expect(hot.more).toEqual({ kind: 'published', id: 0, sort: 'views' });
    const feed = await call('media/published', { sort: 'views', pageSize: hot.videos.length });
    expect(hot.videos).toEqual(feed.data.list);
    const food = data.sections.find((s: { name: string }) => s.name === '深夜食堂');
    expect(food.more).toEqual({ kind: 'topic', id: 2 });
    const topic = await call('media/topic/details', { id: 2, pageSize: food.videos.length });
    expect(food.videos).toEqual(topic.data.videos.list);
  });

  it('lists the /lld tabs and answers a chosen tab', async () => {
    const lld = await call('media/home', { area: 'lld' });
    expect(lld.data.tabs.map((t: { name: string }) => t.name)).toEqual([
      '电影',
      '剧集',
      '纪录片',
      '动漫',
      '综艺',
    ]);
    const docs = lld.data.tabs[2];
    const r = await call('media/home', { area: 'lld', tabId: docs.id });
    expect(r.data.tabId).toBe(docs.id);
    expect(r.data.sections.map((s: { name: string }) => s.name)).toContain('最新纪录片');
  });

  it('refuses a missing area, and a tab of the other area or none', async () => {
    const bad = await call('media/home', {});
    expect([bad.code, bad.tip]).toEqual([4000, '区域 area 需为 home 或 lld']);
    const home = await call('media/home', { area: 'home' });
    const other = await call('media/home', { area: 'lld', tabId: home.data.tabs[0].id });
    expect([other.code, other.tip]).toEqual([4040, '分类不存在或已下线']);
    expect((await call('media/home', { area: 'home', tabId: 'x' })).code).toBe(4000);
    expect((await h.call('media/home', { body: { area: 'home' } })).code).toBe(1000);
  });
});

describe('paging', () => {
  it('walks the whole default feed in editorial order without repeats, at any page size', async () => {
    const ids = await walk('media/recommend', {});
    expect(ids).toHaveLength(ALL_VIDEOS);
    expect(ids).toEqual(sortedIds(ids, (v) => v.sort!));
    expect(await walk('media/recommend', {}, 7)).toEqual(ids);
  });

  it('defaults to page 1 of 10', async () => {
    const r = await call('media/recommend');
    expect(r.data).toMatchObject({ page: 1, pageSize: 10, total: ALL_VIDEOS });
    expect(r.data.list).toHaveLength(10);
    const past = await call('media/recommend', { page: 100 });
    expect(past.data).toMatchObject({ list: [], page: 100, total: ALL_VIDEOS });
  });

  it.each([
    [{ page: 0 }, '页码 page 需为1-10000的整数'],
    [{ page: 'two' }, '页码 page 需为1-10000的整数'],
    [{ page: 1.5 }, '页码 page 需为1-10000的整数'],
    [{ pageSize: 51 }, '每页条数 pageSize 需为1-50的整数'],
    [{ pageSize: -1 }, '每页条数 pageSize 需为1-50的整数'],
  ])('refuses %j', async (body, tip) => {
    const r = await call('media/published', body);
    expect(r.raw).toEqual({ code: 4000, data: null, tip, msg: 'bad_input' });
  });
});

describe('feeds', () => {
  it('recommend with tabId lists the tab’s feed', async () => {
    const { data } = await call('media/home', { area: 'home' });
    const food = data.tabs.find((t: { name: string }) => t.name === '美食');
    const ids = await walk('media/recommend', { tabId: food.id });
    expect(new Set(ids)).toEqual(tagged(6));
    expect((await call('media/recommend', { tabId: 999 })).code).toBe(4040);
  });

  it('recommend with videoId lists related videos, closest first, never the video itself', async () => {
    const video = catalogue.videos.find((v) => v.topicId !== null && v.tagIds.length > 1)!;
    const ids = await walk('media/recommend', { videoId: video.id });
    expect(ids).not.toContain(video.id);
    // Each shared tag 1, same topic or collection 2, same actor 1 (docs/media-api.md).
    const score = (id: number) => {
      const v = catalogue.videos.find((c) => c.id === id)!;
      const same = (a: number | null | undefined, b: number | null | undefined) =>
        a !== null && a !== undefined && a === b;
      return (
        v.tagIds.filter((t) => video.tagIds.includes(t)).length +
        (same(v.topicId, video.topicId) ? 2 : 0) +
        (same(v.collectionId, video.collectionId) ? 2 : 0) +
        (same(v.actorId, video.actorId) ? 1 : 0)
      );
    };
    const related = catalogue.videos.filter((v) => v.id !== video.id && score(v.id) > 0);
    expect(ids).toEqual(
      related
        .sort((a, b) => score(b.id) - score(a.id) || a.sort! - b.sort! || a.id - b.id)
        .map((v) => v.id),
    );
    expect((await call('media/recommend', { videoId: 99999 })).code).toBe(4040);
  });

  it('short/recommend lists the portrait videos up to 60 s, newest first', async () => {
    const ids = await walk('media/short/recommend', {});
    // Exactly the 9:16 shorts: the catalogue's landscape clips under a minute are long videos.
    const short = [...catalogue.videos, ...seedShortVideos()].filter(
      (v) => isPortrait(clipOf(v.clip)) && v.duration <= 60,
    );
    expect(short.map((v) => v.id)).toEqual(seedShortVideos().map((v) => v.id));
    expect(ids).toEqual(
      short
        .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
        .map((v) => v.id),
    );
  });

  it('a landscape 30 s catalogue video is a long one, a portrait 15 s one short', async () => {
    const served = new Set(await walk('media/short/recommend', {}));
    const landscape = catalogue.videos.find(
      (v) => !isPortrait(clipOf(v.clip)) && v.duration >= 24 && v.duration <= 38,
    )!;
    const portrait = seedShortVideos().find((v) => v.duration === 15)!;
    expect(isPortrait(clipOf(portrait.clip))).toBe(true);
    const card = async (id: number) =>
      (await call('media/play', { id })).data.video as { id: number; short: boolean };
    const long = await card(landscape.id);
    expect(long.short).toBe(false);
    expect(videoCardRoute(long)).toBe(`/play/longVideo?id=${landscape.id}`);
    expect(served.has(landscape.id)).toBe(false);
    const short = await card(portrait.id);
    expect(short.short).toBe(true);
    expect(videoCardRoute(short)).toBe(`/shortVideo?id=${portrait.id}`);
    expect(served.has(portrait.id)).toBe(true);
  });

  it('every card says `short` exactly for the videos short/recommend serves', async () => {
    const served = new Set(await walk('media/short/recommend', {}));
    const cards: { id: number; short: boolean }[] = [];
    for (let page = 1; ; page++) {
      const r = await call('media/published', { page, pageSize: 50 });
      const list = r.data.list as { id: number; short: boolean }[];
      cards.push(...list);
      if (list.length < 50) break;
    }
    expect(cards).toHaveLength(ALL_VIDEOS);
    expect(
      cards
        .filter((c) => c.short)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...served].sort());
    const feed = await call('media/short/recommend', { page: 1, pageSize: 5 });
    expect((feed.data.list as { short: boolean }[]).every((c) => c.short)).toBe(true);
  });

  it('short/recommend opens on the portrait shorts, each with its uploader and post', async () => {
    const r = await call('media/short/recommend', { page: 1, pageSize: 10 });
    expect(r.code).toBe(200);
    const shorts = seedShortVideos();
    const list = (r.data as { list: ShortCard[] }).list;
    expect(list.map((c) => c.id)).toEqual(shorts.slice(0, 10).map((v) => v.id));
    for (const card of list) {
      expect(card.uploader?.id).toBe(shorts.find((v) => v.id === card.id)!.uploaderId);
      expect(card.uploader?.name).toBeTruthy();
      expect(card.postId).toBeGreaterThan(0);
    }
    expect(list[PAID_SHORT_INDEX]!.access).toBe('paid');
  });

  it.each([
    ['new', (v: Seeded) => -v.publishedAt.getTime()],
    ['views', (v: Seeded) => -v.views],
    ['hot', (v: Seeded) => -v.likes],
  ] as const)('published sort=%s orders by it, ties by id', async (sort, key) => {
    const ids = await walk('media/published', { sort });
    const expected = [...ids].sort((a, b) => key(byId.get(a)!) - key(byId.get(b)!) || b - a);
    expect(ids).toEqual(expected);
  });

  it('published refuses an unknown sort', async () => {
    const r = await call('media/published', { sort: 'random' });
    expect([r.code, r.tip]).toEqual([4000, '排序 sort 需为 new、hot、views 之一']);
  });

  it('spreads views from tens to hundreds of millions', async () => {
    const top = await call('media/published', { sort: 'views', pageSize: 1 });
    expect(top.data.list[0].views).toBeGreaterThan(100_000_000);
    const ids = await walk('media/published', { sort: 'views' });
    expect(byId.get(ids.at(-1)!)!.views).toBeLessThan(100);
  });
});

describe('tag, topic, actor and collection pages', () => {
  it('tag/details lists the tag’s videos, in editorial order or new/hot', async () => {
    const r = await call('media/tag/details', { id: 3 });
    expect(r.data.tag).toEqual({ id: 3, name: '纪录片' });
    const ids = await walk('media/tag/details', { id: 3 });
    expect(new Set(ids)).toEqual(tagged(3));
    expect(ids).toEqual(sortedIds(ids, (v) => v.sort!));
    const newest = await walk('media/tag/details', { id: 3, sort: 'new' });
    expect(newest).toEqual(
      [...ids].sort(
        (a, b) => byId.get(b)!.publishedAt.getTime() - byId.get(a)!.publishedAt.getTime() || b - a,
      ),
    );
    expect((await call('media/tag/details', { id: 3, sort: 'views' })).code).toBe(4000);
    expect((await call('media/tag/details', { id: 999 })).raw.tip).toBe('标签不存在');
  });

  it('topic/details and actor/details answer the head and its videos', async () => {
    const topic = await call('media/topic/details', { id: 4 });
    expect(topic.data.topic).toEqual({
      id: 4,
      name: '科学之光',
      cover: catalogue.topics[3]!.cover,
      description: '好奇心是最好的老师。',
    });
    expect(new Set(await walk('media/topic/details', { id: 4 }))).toEqual(
      new Set(catalogue.videos.filter((v) => v.topicId === 4).map((v) => v.id)),
    );
    const actor = await call('media/actor/details', { id: 8 });
    expect(actor.data.actor).toMatchObject({ id: 8, name: 'Mia米娅', avatar: '/actors/a-8.jpg' });
    expect(new Set(await walk('media/actor/details', { id: 8 }))).toEqual(
      new Set(catalogue.videos.filter((v) => v.actorId === 8).map((v) => v.id)),
    );
    expect((await call('media/topic/details', { id: 99 })).code).toBe(4040);
    expect((await call('media/actor/details', { id: 99 })).code).toBe(4040);
    expect((await call('media/actor/details', {})).code).toBe(4000);
  });

  it('collect/home lists the collections with their size and price; details pages their videos', async () => {
    const r = await call('media/collect/home');
    expect(r.data.total).toBe(catalogue.collections.length);
    for (const c of r.data.list) {
      const seeded = catalogue.collections.find((s) => s.id === c.id)!;
      expect(c).toEqual({
        id: seeded.id,
        name: seeded.name,
        cover: seeded.cover,
        price: seeded.price,
        description: seeded.description,
        count: catalogue.videos.filter((v) => v.collectionId === c.id).length,
      });
    }
    const details = await call('media/collect/details', { id: 1, pageSize: 50 });
    expect(details.data.bought).toBe(false);
    expect(details.data.collection.id).toBe(1);
    expect(details.data.videos.list.map((v: Card) => v.id)).toEqual(
      sortedIds(
        catalogue.videos.filter((v) => v.collectionId === 1).map((v) => v.id),
        (v) => v.sort!,
      ),
    );
    expect((await call('media/collect/details', { id: 99 })).raw.tip).toBe('合集不存在或已下架');
  });

  it('hotSearchs/list answers every hot search, hottest first', async () => {
    const r = await call('media/hotSearchs/list');
    expect(r.data.list).toHaveLength(16);
    const heats = r.data.list.map((x: { heat: number }) => x.heat);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    expect(r.data.list[0]).toEqual({ keyword: '纪录片', heat: catalogue.hotSearches[0]!.heat });
  });
});

describe('sessions', () => {
  it.each([
    'media/home',
    'media/recommend',
    'media/short/recommend',
    'media/published',
    'media/tag/details',
    'media/topic/details',
    'media/actor/details',
    'media/collect/home',
    'media/collect/details',
    'media/hotSearchs/list',
    'media/trackList',
    'search/hot',
  ])('%s needs a live session (1000)', async (path) => {
    const r = await h.call(path, { body: { area: 'home', id: 1 } });
    expect([r.status, r.code]).toEqual([401, 1000]);
  });
});
