// What a viewer does to videos: like (counted once per user), favourites (Collect operate and
// delete), and the watch history with resume positions (media/trackList).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import { MAX_FAVOURITE_IDS, MAX_POSITION_SECONDS } from '@/lib/protocol/calls/video';

import type { Db } from '../../db/client';
import { favourites, videos, watchHistory } from '../../db/schema/media';
import { badInput, notFound } from '../../http/envelope';
import { setCountedLike } from '../community/counted-like';
import { resolvePlayback } from './entitlement';
import { cardColumns, TIP_VIDEO_NOT_FOUND, toCards } from './media-cards';
import type { PageOf, VideoCard } from './media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { USERS_LOCKED, usersLockedFirst } from '../account/user-lock';
import { positiveId, type Payload } from '../platform/validate';

type Rows<T> = { rows: T[] };

/** Sets the caller's like of a video and answers the count (counted-like.ts). */
export async function setLike(
  db: Db,
  input: { userId: number; videoId: number; like: boolean; nowMs: number },
): Promise<{ liked: boolean; likes: number }> {
  const { videoId, ...rest } = input;
  return setCountedLike(
    db,
    {
      table: 'videos',
      likeTable: 'video_likes',
      likeColumn: 'video_id',
      notFoundTip: TIP_VIDEO_NOT_FOUND,
    },
    { ...rest, subjectId: videoId },
  );
}

/** Collect operate/delete act on videos only for now. */
export function collectType(payload: Payload): 'video' {
  const type = payload.type ?? 'video';
  if (type !== 'video') throw badInput('收藏类型 type 暂只支持 video');
  return 'video';
}

export async function addFavourite(
  db: Db,
  input: { userId: number; videoId: number; nowMs: number },
): Promise<{ collected: true }> {
  const [video] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.id, input.videoId));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  await db.execute(sql`WITH ${usersLockedFirst([input.userId])}
    INSERT INTO favourites (user_id, video_id, created_at)
    SELECT ${input.userId}, ${input.videoId}, ${new Date(input.nowMs).toISOString()}::timestamptz
    WHERE ${USERS_LOCKED} ON CONFLICT DO NOTHING`);
  return { collected: true };
}

export function favouriteIds(payload: Payload): number[] {
  const ids = payload.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_FAVOURITE_IDS) {
    throw badInput(`要删除的收藏 ids 需为1-${MAX_FAVOURITE_IDS}个视频ID`);
  }
  return [...new Set(ids.map((id) => positiveId(id, '收藏 ids 中有无效的视频ID')))];
}

export async function removeFavourites(
  db: Db,
  userId: number,
  ids: number[],
): Promise<{ removed: number }> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.videoId, ids)))
    .returning({ videoId: favourites.videoId });
  return { removed: removed.length };
}

export function positionField(payload: Payload): number {
  const value = payload.position;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > MAX_POSITION_SECONDS
  ) {
    throw badInput(`播放进度 position 需为0-${MAX_POSITION_SECONDS}的秒数`);
  }
  return Math.floor(value);
}

/** Records where the viewer is in a video (clamped to its length); the newest entry lists first. */
/**
 * Records where the caller is in a video: any viewer, a preview too (issue 37 item 5: a video
 * enters the history when it starts playing). A viewer who may not watch it in full cannot be
 * past the preview, so the position is bounded by it, and such a write never moves a farther
 * position back (one saved while their VIP lasted). A paid post's video they have not bought is
 * 4030, as playing it is.
 */
export async function recordPosition(
  db: Db,
  input: {
    userId: number;
    videoId: number;
    position: number;
    nowMs: number;
    previewSeconds: number;
  },
): Promise<{ position: number }> {
  const [video] = await db
    .select({ duration: videos.duration })
    .from(videos)
    .where(eq(videos.id, input.videoId));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  const grant = await resolvePlayback({
    db,
    userId: input.userId,
    videoId: input.videoId,
    now: input.nowMs,
    previewSeconds: input.previewSeconds,
  });
  const preview = grant.previewSeconds > 0;
  const end = preview ? Math.min(grant.previewSeconds, video.duration) : video.duration;
  const position = Math.min(input.position, end);
  const watchedAt = new Date(input.nowMs).toISOString();
  const kept = preview
    ? sql`GREATEST(watch_history.position, EXCLUDED.position)`
    : sql`EXCLUDED.position`;
  const result = (await db.execute(sql`WITH ${usersLockedFirst([input.userId])}
    INSERT INTO watch_history (user_id, video_id, position, watched_at)
    SELECT ${input.userId}, ${input.videoId}, ${position}, ${watchedAt}::timestamptz
    WHERE ${USERS_LOCKED}
    ON CONFLICT (user_id, video_id) DO UPDATE
      SET position = ${kept}, watched_at = EXCLUDED.watched_at
    RETURNING position`)) as unknown as Rows<{ position: number }>;
  return { position: Number(result.rows[0]?.position ?? position) };
}

export type TrackItem = VideoCard & { position: number; watchedAt: number };

export async function watchHistoryPage(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<TrackItem>> {
  const rows = await db
    .select({ ...cardColumns, position: watchHistory.position, watchedAt: watchHistory.watchedAt })
    .from(watchHistory)
    .innerJoin(videos, eq(videos.id, watchHistory.videoId))
    .where(eq(watchHistory.userId, userId))
    .orderBy(desc(watchHistory.watchedAt), desc(watchHistory.videoId))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId));
  const cards = await toCards(db, rows);
  const list = cards.map((card, i) => ({
    ...card,
    position: rows[i]!.position,
    watchedAt: Math.floor(rows[i]!.watchedAt.getTime() / 1000),
  }));
  return pageOf(list, request, Number(total?.n ?? 0));
}
