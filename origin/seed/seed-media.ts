// The seed catalogue: 320 videos over the 4 committed clips, with tags, topics, actors,
// collections, home tabs and sections (seed-home.ts), and hot searches. Built by a seeded PRNG
// against a fixed clock, so every run writes the same rows; one statement per table.
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
  type VideoAccess,
} from '../db/schema/media';
import { insertRows } from './insert-rows';
import { ACTOR_AVATARS, CLIPS, TOPIC_COVERS, VIDEO_COVERS } from './media-assets';
import {
  GENRES,
  SEED_ACTORS,
  SEED_COLLECTIONS,
  SEED_HOT_SEARCHES,
  SEED_TAGS,
  SEED_TOPICS,
} from './media-words';
import { SECTIONS_BY_TAB, SEED_TABS } from './seed-home';

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
    const title = makeTitle(rand, genre, clip.look, seen);
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
