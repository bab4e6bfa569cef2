// Test support: media data shaped exactly like docs/media-api.md (typed by its types), for
// the tests of the hooks, cards and screens.
import type { Collection, MediaHome, PageOf, Section, Topic, VideoCard } from './media-types';

export function videoCard(id: number, overrides: Partial<VideoCard> = {}): VideoCard {
  return {
    id,
    title: `测试视频${id}`,
    cover: `/vcovers/v-${String((id % 24) + 1).padStart(2, '0')}.jpg`,
    duration: 24,
    views: 1000 + id,
    likes: 10,
    access: 'free',
    price: 0,
    publishedAt: 1_760_000_000 + id,
    tags: [{ id: 1, name: '剧情' }],
    // A long video's card (it opens the player) unless a test says short.
    short: false,
    ...overrides,
  };
}

/** Videos `from`..`from+count-1`. */
export function videoCards(from: number, count: number, overrides: Partial<VideoCard> = {}) {
  return Array.from({ length: count }, (_, i) => videoCard(from + i, overrides));
}

export function pageOf<T>(list: T[], page = 1, total = list.length, pageSize = 10): PageOf<T> {
  return { list, page, pageSize, total };
}

/**
 * A feed of `total` videos starting at id `firstId`, answering `{ page, pageSize }` bodies as
 * the origin would.
 */
export function feedPage(body: Record<string, unknown>, total: number, firstId = 1) {
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return pageOf(videoCards(firstId + start, count), page, total, pageSize);
}

export function section(id: number, overrides: Partial<Section> = {}): Section {
  return {
    id,
    name: `栏目${id}`,
    layout: 'grid2',
    videos: videoCards(id * 100, 4),
    more: null,
    ...overrides,
  };
}

export function mediaHome(overrides: Partial<MediaHome> = {}): MediaHome {
  return {
    tabs: [
      { id: 1, name: '推荐' },
      { id: 2, name: '电影' },
    ],
    tabId: 1,
    sections: [section(1, { name: '热门推荐', more: { kind: 'tag', id: 3 } })],
    ...overrides,
  };
}

export const TOPIC: Topic = {
  id: 4,
  name: '夏日专题',
  cover: '/topics/t-1.jpg',
  description: '清凉一夏的精选影片',
};

export const COLLECTION: Collection = {
  id: 7,
  name: '测试合集',
  cover: '/vcovers/v-03.jpg',
  count: 12,
  price: 300,
  description: '十二集连看',
};
