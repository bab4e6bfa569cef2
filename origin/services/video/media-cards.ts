// Videos as the app shows them: cards (with up to 3 tags, fetched for a whole list at once) and
// the detail of one video for the player, with the viewer's like, favourite and purchase state.
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';

import { isShortVideo } from '@/lib/domain/video/short-feed';

import type { Db } from '../../db/client';
import type { UserKind } from '../../db/schema/users';
import {
  actors,
  collections,
  favourites,
  tags,
  topics,
  videoLikes,
  videos,
  videoTags,
} from '../../db/schema/media';
import { collectionPurchases, purchases } from '../../db/schema/wallet';
import { notFound } from '../../http/envelope';
import type { PageOf, Ref, VideoCard, VideoDetail } from './media-types';

export const CARD_TAGS = 3;
export const TIP_VIDEO_NOT_FOUND = '视频不存在或已下架';

/** The columns a card needs; select these and pass the rows to toCards. */
export const cardColumns = {
  id: videos.id,
  title: videos.title,
  cover: videos.cover,
  duration: videos.duration,
  width: videos.width,
  height: videos.height,
  views: videos.views,
  likes: videos.likes,
  access: videos.access,
  price: videos.price,
  publishedAt: videos.publishedAt,
};

/** `short` is derived (toCard) from the picture size and length, never selected. */
export type CardRow = Omit<VideoCard, 'tags' | 'publishedAt' | 'bought' | 'short'> & {
  publishedAt: Date;
  width: number;
  height: number;
};

/** Tags of many videos in one query, each list in tag order, at most `limit` per video. */
export async function tagsOf(
  db: Db,
  ids: number[],
  limit = CARD_TAGS,
): Promise<Map<number, Ref[]>> {
  const byVideo = new Map<number, Ref[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byVideo;
  const rows = await db
    .select({ videoId: videoTags.videoId, id: tags.id, name: tags.name })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(inArray(videoTags.videoId, [...new Set(ids)]))
    .orderBy(asc(videoTags.videoId), asc(tags.sort), asc(tags.id));
  for (const r of rows) {
    const list = byVideo.get(r.videoId)!;
    if (list.length < limit) list.push({ id: r.id, name: r.name });
  }
  return byVideo;
}

export function toCard(row: CardRow, tagList: Ref[]): VideoCard {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    duration: row.duration,
    views: Number(row.views),
    likes: row.likes,
    access: row.access,
    price: row.price,
    publishedAt: Math.floor(row.publishedAt.getTime() / 1000),
    tags: tagList,
    short: isShortVideo(row),
  };
}

export async function toCards(db: Db, rows: CardRow[]): Promise<VideoCard[]> {
  const byVideo = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCard(r, byVideo.get(r.id) ?? []));
}

const one = { one: sql`1` };

/**
 * Whether `userId` bought the video or a collection holding it, for a select list. Built from
 * subqueries, not raw SQL: Drizzle leaves columns unqualified inside a select list's sql``, where
 * `collection_id = collection_id` would silently match every collection.
 */
export function boughtSql(db: Db, userId: number) {
  return or(
    exists(
      db
        .select(one)
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.videoId, videos.id))),
    ),
    exists(
      db
        .select(one)
        .from(collectionPurchases)
        .where(
          and(
            eq(collectionPurchases.userId, userId),
            eq(collectionPurchases.collectionId, videos.collectionId),
          ),
        ),
    ),
  )!;
}

/** Who reads a list of cards: their purchases mark it (the service identity has none to show). */
export type CardViewer = { userId: number; kind: UserKind };

/**
 * Marks each paid card with whether the viewer owns it, in one query per list. A list the web
 * server reads with its own identity stays unmarked: it is cached and shown to anyone
 * (ARCHITECTURE "Server-rendered launch frames"), and the browser fills ownership in itself.
 */
export async function markOwned<T extends VideoCard>(
  db: Db,
  viewer: CardViewer,
  cards: T[],
): Promise<T[]> {
  const paid = [...new Set(cards.filter((c) => c.access === 'paid').map((c) => c.id))];
  if (viewer.kind === 'service' || paid.length === 0) return cards;
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, paid), boughtSql(db, viewer.userId)));
  const owned = new Set(rows.map((r) => r.id));
  return cards.map((c) => (c.access === 'paid' ? { ...c, bought: owned.has(c.id) } : c));
}

/** markOwned over a page's list. */
export async function markOwnedPage<T extends VideoCard>(
  db: Db,
  viewer: CardViewer,
  page: PageOf<T>,
): Promise<PageOf<T>> {
  return { ...page, list: await markOwned(db, viewer, page.list) };
}

export type DetailRow = Awaited<ReturnType<typeof detailRow>>;

async function detailRow(db: Db, videoId: number, userId: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: videos.description,
      comments: videos.comments,
      clip: videos.clip,
      actorId: actors.id,
      actorName: actors.name,
      actorAvatar: actors.avatar,
      topicId: topics.id,
      topicName: topics.name,
      collectionId: collections.id,
      collectionName: collections.name,
      liked: exists(
        db
          .select(one)
          .from(videoLikes)
          .where(and(eq(videoLikes.userId, userId), eq(videoLikes.videoId, videos.id))),
      ),
      collected: exists(
        db
          .select(one)
          .from(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.videoId, videos.id))),
      ),
      bought: boughtSql(db, userId),
    })
    .from(videos)
    .leftJoin(actors, eq(actors.id, videos.actorId))
    .leftJoin(topics, eq(topics.id, videos.topicId))
    .leftJoin(collections, eq(collections.id, videos.collectionId))
    .where(eq(videos.id, videoId));
  return row;
}

/** One video with everything the player shows, and whether the viewer bought it; 4040 if unknown. */
export async function videoDetail(
  db: Db,
  videoId: number,
  userId: number,
): Promise<{ detail: VideoDetail; bought: boolean; clip: string }> {
  const row = await detailRow(db, videoId, userId);
  if (!row) throw notFound(TIP_VIDEO_NOT_FOUND);
  const tagList = (await tagsOf(db, [row.id])).get(row.id) ?? [];
  const detail: VideoDetail = {
    ...toCard(row, tagList),
    description: row.description,
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: row.actorName!, avatar: row.actorAvatar! },
    topic: row.topicId === null ? null : { id: row.topicId, name: row.topicName! },
    collection:
      row.collectionId === null ? null : { id: row.collectionId, name: row.collectionName! },
    liked: Boolean(row.liked),
    collected: Boolean(row.collected),
    comments: row.comments,
  };
  return { detail, bought: Boolean(row.bought), clip: row.clip };
}
