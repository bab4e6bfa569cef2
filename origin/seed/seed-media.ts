// The seed catalogue: 320 videos over the 4 committed clips, with tags, topics, actors,
// collections, home tabs and sections, and hot searches. Built by a seeded PRNG against a fixed
// clock, so every run writes the same rows; inserted a table at a time (PGlite pays per statement).
import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client';
import {
  actors,
  collections,
  homeSections,
  homeTabs,
  hotSearches,
  tags,
  topics,
  videos,
  videoTags,
  type FeedKind,
  type FeedOrder,
  type HomeArea,
  type SectionLayout,
  type VideoAccess,
} from '../db/schema/media';
import { ACTOR_AVATARS, CLIPS, TOPIC_COVERS, VIDEO_COVERS } from './media-assets';
import {
  GENRES,
  SEED_ACTORS,
  SEED_COLLECTIONS,
  SEED_HOT_SEARCHES,
  SEED_TAGS,
  SEED_TOPICS,
  TAG,
} from './media-words';

/** "Now" of the catalogue: videos were published during the year before it. */
export const SEED_MEDIA_CLOCK = new Date('2025-06-01T00:00:00+08:00');
export const SEED_VIDEO_COUNT = 320;
export const FIRST_VIDEO_ID = 10001;
/** Prices of paid videos, diamond tenths (5 to 50 diamonds). */
export const PAID_PRICES = [50, 100, 200, 300, 500] as const;

const DAY_MS = 86_400_000;
// Views spread log-uniformly over 10^1 … 10^8.9 (tens to ~800 million): every abbreviation shows.
const VIEWS_LOG_MIN = 1;
const VIEWS_LOG_SPAN = 7.9;

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function shuffle<T>(rand: Rand, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export type SeedVideo = typeof videos.$inferInsert & {
  id: number;
  access: VideoAccess;
  price: number;
  views: number;
  likes: number;
  publishedAt: Date;
  tagIds: number[];
};

function makeTitle(
  rand: Rand,
  genre: (typeof GENRES)[number],
  clipTitle: string,
  seen: Set<string>,
) {
  let title = '';
  // A few draws usually find a new title; a template without {n} can run out, so number it then.
  for (let attempt = 0; attempt < 8; attempt++) {
    title = pick(rand, genre.templates)
      .replace('{s}', pick(rand, genre.subjects))
      .replace('{clip}', clipTitle)
      .replace('{n}', String(1 + Math.floor(rand() * 60)));
    if (!seen.has(title)) break;
  }
  for (let part = 2; seen.has(title); part++) title = title.replace(/（\d+）$/, '') + `（${part}）`;
  seen.add(title);
  return title;
}

function accessPlan(rand: Rand): VideoAccess[] {
  const n = SEED_VIDEO_COUNT;
  const free = Math.round(n * 0.5);
  const vip = Math.round(n * 0.3);
  const plan: VideoAccess[] = [
    ...Array<VideoAccess>(free).fill('free'),
    ...Array<VideoAccess>(vip).fill('vip'),
    ...Array<VideoAccess>(n - free - vip).fill('paid'),
  ];
  shuffle(rand, plan);
  // The first video is the one the seeded home banner ad opens: keep it free for everyone.
  const firstFree = plan.indexOf('free');
  [plan[0], plan[firstFree]] = [plan[firstFree]!, plan[0]!];
  return plan;
}

function buildVideos(): SeedVideo[] {
  const rand = prng(20250601);
  const n = SEED_VIDEO_COUNT;
  const access = accessPlan(rand);
  const viewRank = shuffle(
    rand,
    Array.from({ length: n }, (_, i) => i),
  );
  const sortRank = shuffle(
    rand,
    Array.from({ length: n }, (_, i) => i + 1),
  );
  const seen = new Set<string>();
  return Array.from({ length: n }, (_, i) => {
    const clip = CLIPS[i % CLIPS.length]!;
    const genre = GENRES[i % GENRES.length]!;
    const title = makeTitle(rand, genre, clip.title, seen);
    const extra = shuffle(
      rand,
      GENRES.map((g) => g.tagId).filter((t) => t !== genre.tagId),
    ).slice(0, Math.floor(rand() * 3));
    const views = Math.floor(
      10 ** (VIEWS_LOG_MIN + (VIEWS_LOG_SPAN * (viewRank[i]! + rand())) / n),
    );
    const topic = SEED_TOPICS.find((t) => t.tags.includes(genre.tagId));
    const collection = SEED_COLLECTIONS.find((c) => c.tags.includes(genre.tagId));
    const publishedMs = SEED_MEDIA_CLOCK.getTime() - Math.floor(rand() * 365 * DAY_MS);
    const videoAccess = access[i]!;
    return {
      id: FIRST_VIDEO_ID + i,
      title,
      description: `${title}。${genre.blurb}`,
      cover: VIDEO_COVERS[(i * 7) % VIDEO_COVERS.length]!,
      clip: clip.key,
      duration: clip.duration,
      views,
      likes: Math.floor(views * (0.005 + 0.05 * rand())),
      access: videoAccess,
      price: videoAccess === 'paid' ? pick(rand, PAID_PRICES) : 0,
      // Whole minutes: a reader of the seed sees round times.
      publishedAt: new Date(Math.floor(publishedMs / 60_000) * 60_000),
      sort: sortRank[i]!,
      actorId: rand() < 0.7 ? SEED_ACTORS[Math.floor(rand() * SEED_ACTORS.length)]!.id : null,
      topicId: topic && rand() < 0.6 ? topic.id : null,
      collectionId: collection && rand() < 0.45 ? collection.id : null,
      tagIds: [genre.tagId, ...extra],
    };
  });
}

type TabSeed = {
  id: number;
  area: HomeArea;
  name: string;
  kind: FeedKind;
  refId: number;
  feedOrder: FeedOrder;
};
type SectionSeed = {
  name: string;
  layout: SectionLayout;
  size: 4 | 6 | 9;
  kind: FeedKind;
  refId: number;
  feedOrder: FeedOrder;
  showMore?: boolean;
};

const published = (feedOrder: FeedOrder) => ({ kind: 'published' as const, refId: 0, feedOrder });
const tagFeed = (tag: string, feedOrder: FeedOrder = 'sort') => ({
  kind: 'tag' as const,
  refId: TAG[tag]!,
  feedOrder,
});
const topicFeed = (id: number) => ({
  kind: 'topic' as const,
  refId: id,
  feedOrder: 'sort' as const,
});

export const SEED_TABS: readonly TabSeed[] = [
  { id: 1, area: 'home', name: '推荐', ...published('sort') },
  { id: 2, area: 'home', name: '最新', ...published('new') },
  { id: 3, area: 'home', name: '热门', ...published('views') },
  { id: 4, area: 'home', name: '美食', ...tagFeed('美食') },
  { id: 5, area: 'home', name: '旅行', ...tagFeed('旅行') },
  { id: 6, area: 'home', name: '科技', ...tagFeed('科技') },
  { id: 11, area: 'lld', name: '电影', ...tagFeed('电影') },
  { id: 12, area: 'lld', name: '剧集', ...tagFeed('剧集') },
  { id: 13, area: 'lld', name: '纪录片', ...tagFeed('纪录片') },
  { id: 14, area: 'lld', name: '动漫', ...tagFeed('动漫') },
  { id: 15, area: 'lld', name: '综艺', ...tagFeed('综艺') },
];

function tagTabSections(tag: string, topicId: number): SectionSeed[] {
  return [
    { name: `热播${tag}`, layout: 'slider', size: 6, ...tagFeed(tag, 'hot') },
    { name: `最新${tag}`, layout: 'grid2', size: 6, ...tagFeed(tag, 'new') },
    { name: `${tag}精选`, layout: 'nine', size: 9, ...tagFeed(tag) },
    { name: '专题推荐', layout: 'list', size: 4, ...topicFeed(topicId) },
  ];
}

const SECTIONS_BY_TAB: Record<number, SectionSeed[]> = {
  1: [
    { name: '热播榜', layout: 'slider', size: 6, ...published('views') },
    { name: '今日推荐', layout: 'grid2', size: 4, ...published('sort'), showMore: false },
    { name: '猜你喜欢', layout: 'nine', size: 9, ...tagFeed('搞笑', 'hot') },
    { name: '纪录片精选', layout: 'list', size: 4, ...tagFeed('纪录片', 'new') },
    { name: '深夜食堂', layout: 'grid2', size: 6, ...topicFeed(2) },
  ],
  2: [
    { name: '最新上架', layout: 'grid2', size: 6, ...published('new') },
    { name: '新番速递', layout: 'nine', size: 9, ...tagFeed('动漫', 'new') },
    { name: '新剧抢先看', layout: 'list', size: 4, ...tagFeed('剧集', 'new') },
  ],
  3: [
    { name: '播放最多', layout: 'list', size: 4, ...published('views') },
    { name: '点赞最多', layout: 'grid2', size: 6, ...published('hot') },
    { name: '热门纪录片', layout: 'nine', size: 9, ...tagFeed('纪录片', 'hot') },
  ],
  4: tagTabSections('美食', 2),
  5: tagTabSections('旅行', 3),
  6: tagTabSections('科技', 4),
  11: tagTabSections('电影', 5),
  12: tagTabSections('剧集', 1),
  13: tagTabSections('纪录片', 4),
  14: tagTabSections('动漫', 1),
  15: tagTabSections('综艺', 1),
};

export type SeedCatalogue = ReturnType<typeof buildCatalogue>;

let built: SeedCatalogue | undefined;

/** The whole catalogue as rows (memoised: tests reseed often, and the result never changes). */
export function seedCatalogue() {
  return (built ??= buildCatalogue());
}

function buildCatalogue() {
  const videoRows = buildVideos();
  let sectionId = 0;
  return {
    tags: SEED_TAGS,
    topics: SEED_TOPICS.map((t, i) => ({
      id: t.id,
      name: t.name,
      cover: TOPIC_COVERS[i % TOPIC_COVERS.length]!,
      description: t.description,
      sort: t.id,
    })),
    actors: SEED_ACTORS.map((a, i) => ({
      ...a,
      avatar: ACTOR_AVATARS[i % ACTOR_AVATARS.length]!,
      sort: a.id,
    })),
    collections: SEED_COLLECTIONS.map((c, i) => ({
      id: c.id,
      name: c.name,
      cover: VIDEO_COVERS[(i * 3 + 1) % VIDEO_COVERS.length]!,
      description: c.description,
      price: c.price,
      sort: c.id,
    })),
    videos: videoRows,
    videoTags: videoRows.flatMap((v) => v.tagIds.map((tagId) => ({ videoId: v.id, tagId }))),
    tabs: SEED_TABS.map((t, i) => ({ ...t, sort: i + 1 })),
    sections: SEED_TABS.flatMap((tab) =>
      (SECTIONS_BY_TAB[tab.id] ?? []).map((s, i) => ({
        ...s,
        showMore: s.showMore ?? true,
        id: ++sectionId,
        tabId: tab.id,
        sort: i + 1,
      })),
    ),
    hotSearches: SEED_HOT_SEARCHES.map((keyword, i) => ({
      id: i + 1,
      keyword,
      // Falling heat, not round, so the list reads like real numbers.
      heat: Math.floor(986_543 / (1 + i * 0.37)),
    })),
  };
}

/**
 * One INSERT … SELECT from a JSON array: Drizzle's multi-row insert spends ~1 ms of JavaScript per
 * 6 rows building its statement (measured: 50 ms for the 320 videos), the database far less.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const used = columns.filter(([key]) => key in (rows[0] as object));
  const names = sql.raw(used.map(([, c]) => `"${c.name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(used.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key]])),
    ),
  );
  const name = sql.raw(`"${getTableName(table)}"`);
  await db.execute(
    sql`INSERT INTO ${name} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${name}, ${json}::jsonb)`,
  );
}

export async function seedMedia(db: Db): Promise<void> {
  const c = seedCatalogue();
  await insertRows(db, tags, c.tags);
  await insertRows(db, topics, c.topics);
  await insertRows(db, actors, c.actors);
  await insertRows(db, collections, c.collections);
  await insertRows(
    db,
    videos,
    c.videos.map(({ tagIds: _tagIds, ...row }) => row),
  );
  await insertRows(db, videoTags, c.videoTags);
  await insertRows(db, homeTabs, c.tabs);
  await insertRows(db, homeSections, c.sections);
  await insertRows(db, hotSearches, c.hotSearches);
}
