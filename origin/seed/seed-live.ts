// Demo live TV (docs/live-api.md): four categories and eight fictional channels, each looping a
// seeded clip since one fixed past instant, three of them 热门直播. Ids follow this order (1…).
import type { Db } from '../db/client';
import { liveCategories, liveChannels } from '../db/schema/live';
import type { ClipKey } from '../services/video/media-library';

/** When every demo channel's loop started (a fixed past instant: the playlists are reproducible). */
export const SEED_LIVE_EPOCH = new Date('2025-01-01T00:00:00+08:00');

export const SEED_LIVE_CATEGORIES = ['综合', '影视', '体育', '少儿'] as const;
type Category = (typeof SEED_LIVE_CATEGORIES)[number];

export type SeedLiveChannel = {
  name: string;
  category: Category;
  programme: string;
  clip: ClipKey;
  baseViewers: number;
  featured?: boolean;
};

export const SEED_LIVE_CHANNELS: readonly SeedLiveChannel[] = [
  {
    name: '影视一台',
    category: '影视',
    programme: '电视剧《青山行》第12集',
    clip: 'clip-6',
    baseViewers: 48_200,
    featured: true,
  },
  {
    name: '电影频道',
    category: '影视',
    programme: '电影《暮色之城》',
    clip: 'clip-7',
    baseViewers: 36_500,
    featured: true,
  },
  {
    name: '剧场精选',
    category: '影视',
    programme: '精选短剧连播',
    clip: 'clip-5',
    baseViewers: 15_800,
  },
  {
    name: '体育赛事',
    category: '体育',
    programme: '城市篮球联赛 半决赛',
    clip: 'clip-8',
    baseViewers: 52_300,
    featured: true,
  },
  {
    name: '户外运动',
    category: '体育',
    programme: '山野徒步纪行',
    clip: 'clip-2',
    baseViewers: 9_400,
  },
  {
    name: '少儿动画',
    category: '少儿',
    programme: '动画《像素小镇》',
    clip: 'clip-4',
    baseViewers: 21_700,
  },
  {
    name: '纪录探索',
    category: '综合',
    programme: '纪录片《瀑布之下》',
    clip: 'clip-1',
    baseViewers: 12_600,
  },
  {
    name: '音乐现场',
    category: '综合',
    programme: '午夜音乐会',
    clip: 'clip-3',
    baseViewers: 7_300,
  },
];

/** The generic covers /covers/c-01.jpg … c-12.jpg, one per channel in order. */
const coverOf = (index: number) => `/covers/c-${String(index + 1).padStart(2, '0')}.jpg`;

export async function seedLive(db: Db): Promise<void> {
  const categories = await db
    .insert(liveCategories)
    .values(SEED_LIVE_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })))
    .returning({ id: liveCategories.id, name: liveCategories.name });
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await db.insert(liveChannels).values(
    SEED_LIVE_CHANNELS.map((c, i) => ({
      name: c.name,
      cover: coverOf(i),
      categoryId: categoryId.get(c.category)!,
      programme: c.programme,
      clip: c.clip,
      baseViewers: c.baseViewers,
      featured: c.featured ?? false,
      sort: i + 1,
      epoch: SEED_LIVE_EPOCH,
    })),
  );
}
