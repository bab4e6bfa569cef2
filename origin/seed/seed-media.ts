// The seed catalogue: 320 videos over the 8 committed clips, with tags, topics, actors,
// collections, home tabs and sections (seed-home.ts), and hot searches. Built by seeded PRNGs
// against a fixed clock, so every run writes the same rows; one statement per table.
import type { VideoAccess } from '@/lib/domain/video/entitlement';

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
} from '../db/schema/media';
import { clipSize } from '../services/video/media-library';
import { curateEditorialOrder } from './editorial-order';
import { insertRows } from './insert-rows';
import { actorAvatar, collectionCover, topicCover, videoCover } from './media-assets';
import { SEED_ACTORS, SEED_COLLECTIONS, SEED_HOT_SEARCHES, SEED_TOPICS } from './media-lists';
import { SEED_TAGS } from './media-words';
import { pick, prng, shuffle, type Rand } from './seed-random';
import { SECTIONS_BY_TAB, SEED_TABS } from './seed-home';
import { seedWords, type VideoWords } from './seed-words';

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
// Two streams: the numbers (access, views, dates, prices) stay put when the words change.
const NUMBERS_SEED = 20250601;
const WORDS_SEED = 20250602;

export type SeedVideo = typeof videos.$inferInsert & {
  id: number;
  access: VideoAccess;
  price: number;
  views: number;
  likes: number;
  publishedAt: Date;
  width: number;
  height: number;
  tagIds: number[];
};

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

/** The numbers of every video, in id order, and a first editorial rank (a shuffled 1–n). */
function videoNumbers() {
  const rand = prng(NUMBERS_SEED);
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
  return Array.from({ length: n }, (_, i) => {
    const views = Math.floor(
      10 ** (VIEWS_LOG_MIN + (VIEWS_LOG_SPAN * (viewRank[i]! + rand())) / n),
    );
    const publishedMs = SEED_MEDIA_CLOCK.getTime() - Math.floor(rand() * 365 * DAY_MS);
    return {
      access: access[i]!,
      price: access[i] === 'paid' ? pick(rand, PAID_PRICES) : 0,
      views,
      likes: Math.floor(views * (0.005 + 0.05 * rand())),
      // Whole minutes: a reader of the seed sees round times.
      publishedAt: new Date(Math.floor(publishedMs / 60_000) * 60_000),
      sort: sortRank[i]!,
    };
  });
}

function toVideo(i: number, numbers: ReturnType<typeof videoNumbers>[number], words: VideoWords) {
  const id = FIRST_VIDEO_ID + i;
  return {
    id,
    title: words.title,
    description: words.description,
    cover: videoCover(id),
    clip: words.clip.key,
    duration: words.clip.duration,
    ...clipSize(words.clip),
    views: numbers.views,
    likes: numbers.likes,
    access: numbers.access,
    price: numbers.price,
    publishedAt: numbers.publishedAt,
    sort: numbers.sort,
    actorId: words.actorId,
    topicId: words.topicId,
    collectionId: words.collectionId,
    tagIds: words.tagIds,
  } satisfies SeedVideo;
}

function buildVideos(): SeedVideo[] {
  const numbers = videoNumbers();
  const words = seedWords(prng(WORDS_SEED), SEED_VIDEO_COUNT);
  const built = numbers.map((n, i) => toVideo(i, n, words[i]!));
  const editorial = [...built].sort((a, b) => a.sort - b.sort);
  const curated = curateEditorialOrder(editorial, SEED_TABS, SECTIONS_BY_TAB);
  curated.forEach((v, i) => (v.sort = i + 1));
  return built;
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
    topics: SEED_TOPICS.map((t) => ({
      id: t.id,
      name: t.name,
      cover: topicCover(t.id),
      description: t.description,
      sort: t.id,
    })),
    actors: SEED_ACTORS.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      avatar: actorAvatar(a.id),
      sort: a.id,
    })),
    collections: SEED_COLLECTIONS.map((c) => ({
      id: c.id,
      name: c.name,
      cover: collectionCover(c.id),
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
