// Video feeds: one filter and one order each, paged by offset over a key that ends in the id, so
// consecutive pages never repeat or skip a video while the catalogue stands still.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { SHORT_VIDEO_MAX_SECONDS } from '@/lib/domain/video/short-feed';

import type { Db } from '../../db/client';
import { videos, videoTags, type FeedKind, type FeedOrder } from '../../db/schema/media';
import { notFound } from '../../http/envelope';
import { cardColumns, TIP_VIDEO_NOT_FOUND, toCards, type CardRow } from './media-cards';
import type { PageOf, VideoCard } from './media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { listedAt } from './visibility';

const ORDERS: Record<FeedOrder, SQL[]> = {
  sort: [asc(videos.sort), asc(videos.id)],
  new: [desc(videos.publishedAt), desc(videos.id)],
  hot: [desc(videos.likes), desc(videos.id)],
  views: [desc(videos.views), desc(videos.id)],
};

export type FeedSource =
  { kind: FeedKind; id: number } | { kind: 'actor' | 'collection'; id: number } | { kind: 'short' };

/** The WHERE of a feed (undefined: every video). */
export function feedFilter(db: Db, source: FeedSource): SQL | undefined {
  switch (source.kind) {
    case 'published':
      return undefined;
    case 'tag':
      return inArray(
        videos.id,
        db.select({ id: videoTags.videoId }).from(videoTags).where(eq(videoTags.tagId, source.id)),
      );
    case 'topic':
      return eq(videos.topicId, source.id);
    case 'actor':
      return eq(videos.actorId, source.id);
    case 'collection':
      return eq(videos.collectionId, source.id);
    case 'short':
      // isShortVideo's rule in SQL (portrait, ≤ 60 s): the cards it lists say `short` (toCard).
      return sql`${videos.height} > ${videos.width} AND ${videos.duration} <= ${SHORT_VIDEO_MAX_SECONDS}`;
  }
}

/** A page of cards matching `where`, in `order` (or an explicit ORDER BY list). */
export async function videoPage(
  db: Db,
  where: SQL | undefined,
  order: FeedOrder | SQL[],
  request: PageRequest,
  nowMs: number,
): Promise<PageOf<VideoCard>> {
  // Scheduled, taken down and paid posts' videos are in no list (visibility.ts).
  where = and(where, listedAt(db, nowMs));
  const rows = await db
    .select(cardColumns)
    .from(videos)
    .where(where)
    .orderBy(...(Array.isArray(order) ? order : ORDERS[order]))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db.select({ n: count() }).from(videos).where(where);
  return pageOf(await toCards(db, rows), request, total?.n ?? 0);
}

export function feedPage(
  db: Db,
  source: FeedSource,
  order: FeedOrder,
  request: PageRequest,
  nowMs: number,
) {
  return videoPage(db, feedFilter(db, source), order, request, nowMs);
}

/** The first `size` videos of a feed as card rows (home sections; toCards adds the tags). */
export function feedHeadRows(
  db: Db,
  source: FeedSource,
  order: FeedOrder,
  size: number,
  nowMs: number,
): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(videos)
    .where(and(feedFilter(db, source), listedAt(db, nowMs)))
    .orderBy(...ORDERS[order])
    .limit(size);
}

/**
 * Videos related to one: sharing a tag, its topic, collection or actor, the closest first
 * (each shared tag 1, same topic or collection 2, same actor 1), then the editorial order.
 * The video itself is never in its own list; an unknown video is 4040.
 */
export async function relatedPage(
  db: Db,
  videoId: number,
  request: PageRequest,
  nowMs: number,
): Promise<PageOf<VideoCard>> {
  const [video] = await db
    .select({
      id: videos.id,
      topicId: videos.topicId,
      actorId: videos.actorId,
      collectionId: videos.collectionId,
    })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  const tagIds = (
    await db.select({ id: videoTags.tagId }).from(videoTags).where(eq(videoTags.videoId, video.id))
  ).map((r) => r.id);
  const sharedTags = tagIds.length
    ? sql`(${db
        .select({ n: sql`count(*)` })
        .from(videoTags)
        .where(and(eq(videoTags.videoId, videos.id), inArray(videoTags.tagId, tagIds)))})::int`
    : sql`0`;
  const same = (column: PgColumn, value: number | null, weight: number) =>
    value === null ? sql`0` : sql`CASE WHEN ${column} = ${value} THEN ${weight}::int ELSE 0 END`;
  const score = sql`(${sharedTags} + ${same(videos.topicId, video.topicId, 2)} + ${same(
    videos.collectionId,
    video.collectionId,
    2,
  )} + ${same(videos.actorId, video.actorId, 1)})`;
  return videoPage(
    db,
    and(ne(videos.id, video.id), sql`${score} > 0`),
    [desc(score), ...ORDERS.sort],
    request,
    nowMs,
  );
}

/** One video's card, as a feed lists it (a paid post's video is not in any feed): 4040 if not. */
export async function videoCardOf(db: Db, videoId: number, nowMs: number): Promise<VideoCard> {
  const rows: CardRow[] = await db
    .select(cardColumns)
    .from(videos)
    .where(and(eq(videos.id, videoId), listedAt(db, nowMs)));
  const [card] = await toCards(db, rows);
  if (!card) throw notFound(TIP_VIDEO_NOT_FOUND);
  return card;
}
