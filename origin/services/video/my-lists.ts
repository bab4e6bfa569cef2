// The caller's own video lists beside the watch history (media/trackList kind collect / bought),
// and clearing the history: what 我的收藏, 已购内容 and 观看记录 show.
import { desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { favourites, videos, watchHistory } from '../../db/schema/media';
import { purchases } from '../../db/schema/wallet';
import { cardColumns, toCards, type CardRow } from './media-cards';
import type { PageOf, VideoCard } from './media-types';
import { pageOf, type PageRequest } from '../platform/paging';

/** A card with the moment it joined the list, in the history's shape (position 0). */
export type ListedVideo = VideoCard & {
  position: number;
  watchedAt: number;
};

async function listed(
  db: Db,
  rows: (CardRow & { at: Date })[],
  request: PageRequest,
  total: number,
): Promise<PageOf<ListedVideo>> {
  const cards = await toCards(db, rows);
  const list = cards.map((card, i) => ({
    ...card,
    position: 0,
    watchedAt: Math.floor(rows[i]!.at.getTime() / 1000),
  }));
  return pageOf(list, request, total);
}

export async function favouritePage(db: Db, userId: number, request: PageRequest) {
  const rows = await db
    .select({ ...cardColumns, at: favourites.createdAt })
    .from(favourites)
    .innerJoin(videos, eq(videos.id, favourites.videoId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.videoId))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return listed(db, rows, request, Number(total?.n ?? 0));
}

/** Videos bought one by one; a bought collection's videos are unlocked but listed by the collection. */
export async function boughtPage(db: Db, userId: number, request: PageRequest) {
  const rows = await db
    .select({ ...cardColumns, at: purchases.createdAt })
    .from(purchases)
    .innerJoin(videos, eq(videos.id, purchases.videoId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.videoId))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return listed(db, rows, request, Number(total?.n ?? 0));
}

export async function clearHistory(db: Db, userId: number): Promise<{ cleared: number }> {
  const rows = await db
    .delete(watchHistory)
    .where(eq(watchHistory.userId, userId))
    .returning({ id: watchHistory.videoId });
  return { cleared: rows.length };
}
