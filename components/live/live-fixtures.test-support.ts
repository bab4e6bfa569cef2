// Live channels for the screen tests: a channel by id, the guide's answer and its pages.
import type { LiveChannel } from '@/lib/api/live/live';

export const LIVE_CATEGORIES = [
  { id: 1, name: '央视' },
  { id: 2, name: '卫视' },
];

export function channel(id: number, categoryId = 1): LiveChannel {
  const category = LIVE_CATEGORIES.find((c) => c.id === categoryId);
  return {
    id,
    name: `频道${id}`,
    cover: `/live/cover-${id}.jpg`,
    categoryId,
    categoryName: category?.name ?? '其他',
    programme: `节目${id}`,
    viewers: 12_000 + id,
    playId: `live-${id}`,
  };
}

export const FEATURED = [channel(1), channel(2, 2), channel(3)];

/** A page of live/recommended: `total` channels of a category, ids from `firstId`. */
export function channelPage(body: Record<string, unknown>, total: number, firstId: number) {
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  const categoryId = Number(body.categoryId ?? 1);
  const from = (page - 1) * pageSize;
  const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) =>
    channel(firstId + from + i, categoryId),
  );
  return { list, page, pageSize, total };
}
