// The editorial order (videos.sort) of the seed, arranged so that no home tab shows one video
// twice: not in two of its sections, nor in a section and the first page of its 为你推荐.
// Newest, most liked and most viewed lists are fixed by the videos' numbers; lists in the
// editorial order (every tab's 为你推荐, topic sections) are not, so a video they share with
// another list of the tab moves to the back of the order until nothing is shared.
import type { FeedOrder } from '../db/schema/media';
import type { FeedSeed, SectionSeed, TabSeed } from './seed-home';

/** What of a video the feeds read (as origin/services/video/media-feeds.ts filters and orders). */
export type FeedVideo = {
  id: number;
  views: number;
  likes: number;
  publishedAt: Date;
  tagIds: readonly number[];
  topicId?: number | null;
};

/** 为你推荐's first page (LIST_PAGE_SIZE): what a tab shows under its sections at first. */
export const RECOMMEND_HEAD = 10;

type Compare = (a: FeedVideo, b: FeedVideo) => number;
// Ties by id, descending, as the origin's ORDER BY … DESC, id DESC.
const ORDERS: Record<Exclude<FeedOrder, 'sort'>, Compare> = {
  new: (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id,
  hot: (a, b) => b.likes - a.likes || b.id - a.id,
  views: (a, b) => b.views - a.views || b.id - a.id,
};

function inFeed(video: FeedVideo, feed: FeedSeed): boolean {
  if (feed.kind === 'tag') return video.tagIds.includes(feed.refId);
  if (feed.kind === 'topic') return video.topicId === feed.refId;
  return true;
}

/** The first `size` video ids of a feed, `editorial` holding the videos in editorial order. */
export function feedHead(editorial: readonly FeedVideo[], feed: FeedSeed, size: number): number[] {
  const list = editorial.filter((v) => inFeed(v, feed));
  if (feed.feedOrder !== 'sort') list.sort(ORDERS[feed.feedOrder]);
  return list.slice(0, size).map((v) => v.id);
}

type Shown = { name: string; feed: FeedSeed; size: number };

/** What each tab shows at first: its sections, then 为你推荐's first page. */
function tabPages(
  tabs: readonly TabSeed[],
  sectionsByTab: Record<number, SectionSeed[]>,
): { tab: string; shown: Shown[] }[] {
  return tabs.map((tab) => ({
    tab: `${tab.area}/${tab.name}`,
    shown: [
      ...(sectionsByTab[tab.id] ?? []).map((s) => ({ name: s.name, feed: s, size: s.size })),
      { name: '为你推荐', feed: tab, size: RECOMMEND_HEAD },
    ],
  }));
}

type Head = (feed: FeedSeed, size: number) => number[];

/** A video shown twice on one tab, where one of the lists is editorial (else it throws). */
function firstRepeat(head: Head, pages: ReturnType<typeof tabPages>) {
  for (const { tab, shown } of pages) {
    const seen = new Map<number, { name: string; editorial: boolean }>();
    for (const { name, feed, size } of shown) {
      const editorial = feed.feedOrder === 'sort';
      for (const id of head(feed, size)) {
        const before = seen.get(id);
        if (before && (editorial || before.editorial)) return { id, where: `${tab}: ${name}` };
        if (before) throw new Error(`${tab}: ${before.name} and ${name} both show video ${id}`);
        seen.set(id, { name, editorial });
      }
    }
  }
  return null;
}

/** The videos in a new editorial order (first = sort 1) with no tab showing one video twice. */
export function curateEditorialOrder<T extends FeedVideo>(
  editorial: readonly T[],
  tabs: readonly TabSeed[],
  sectionsByTab: Record<number, SectionSeed[]>,
): T[] {
  const order = [...editorial];
  const pages = tabPages(tabs, sectionsByTab);
  // Lists in another order than the editorial one never change: computed once.
  const fixed = new Map<string, number[]>();
  const head: Head = (feed, size) => {
    if (feed.feedOrder === 'sort') return feedHead(order, feed, size);
    const key = `${feed.kind}/${feed.refId}/${feed.feedOrder}/${size}`;
    if (!fixed.has(key)) fixed.set(key, feedHead(order, feed, size));
    return fixed.get(key)!;
  };
  // Each move sends one video behind all the others; far fewer are needed when a fit exists.
  let repeated = firstRepeat(head, pages);
  for (let moves = 0; repeated && moves < order.length; moves++) {
    const at = order.findIndex((v) => v.id === repeated!.id);
    order.push(...order.splice(at, 1));
    repeated = firstRepeat(head, pages);
  }
  if (repeated) throw new Error(`editorial order: ${repeated.where} has too few videos of its own`);
  return order;
}
