// Who may watch what (lib/domain/video/entitlement.ts decides; this gathers the facts): media/play's
// PlayInfo, and resolvePlayback for the playlist route (which clip, and how much of it).
import { and, asc, eq, sql } from 'drizzle-orm';

import { entitlementReason } from '@/lib/domain/video/entitlement';

import type { Db } from '../../db/client';
import { videos } from '../../db/schema/media';
import { ads } from '../../db/schema/platform';
import { notFound } from '../../http/envelope';
import { adItem, type AdItem } from '../platform/ads';
import { boughtSql, TIP_VIDEO_NOT_FOUND, videoDetail } from './media-cards';
import type { PlayInfo } from './media-types';
import type { PlaybackResolver } from './playback-types';
import { CLIPS } from './media-library';
import { isUploadedClip } from '../platform/upload-paths';
import { isIngestedClip } from './ingest-paths';
import { refuseLockedPostVideo } from '../community/post-videos';
import { isVipAt } from '../account/user-info';
import { playableFor } from './visibility';
import { countViewDay } from '../platform/view-days';

/** The config default (ORIGIN_PREVIEW_SECONDS) for callers that pass none. */
export const DEFAULT_PREVIEW_SECONDS = 15;
/** The ad shown before a preview (§3: position 40). */
export const PREVIEW_AD_POSITION = 40;

export type PlaybackRequest = {
  db: Db;
  userId: number;
  /** A video id, as a number or as the path segment of the playlist URL. */
  videoId: number | string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Defaults to DEFAULT_PREVIEW_SECONDS; the route passes config.previewSeconds. */
  previewSeconds?: number;
};

/** clip: folder under origin/media/vid (or an upload's); previewSeconds 0 = the whole video. */
export type Playback = { clip: string; previewSeconds: number };

function videoIdOf(value: number | string): number {
  const text = String(value);
  // Anything that cannot be one of our ids is simply no video: 4040, like an unknown number.
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647)
    throw notFound(TIP_VIDEO_NOT_FOUND);
  return Number(text);
}

/** What a viewer may play of a video; 4040 for an unknown id. */
export async function resolvePlayback({
  db,
  userId,
  videoId,
  now,
  previewSeconds = DEFAULT_PREVIEW_SECONDS,
}: PlaybackRequest): Promise<Playback> {
  const [video] = await db
    .select({
      clip: videos.clip,
      access: videos.access,
      bought: boughtSql(db, userId),
      previewSeconds: videos.previewSeconds,
    })
    .from(videos)
    .where(and(eq(videos.id, videoIdOf(videoId)), playableFor(db, userId, now)));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  await refuseLockedPostVideo(db, videoIdOf(videoId), userId);
  const reason = entitlementReason({
    access: video.access,
    // Free videos need no VIP lookup.
    vipActive: video.access === 'vip' && (await isVipAt(db, userId, now)),
    bought: Boolean(video.bought),
  });
  return {
    clip: video.clip,
    previewSeconds: reason ? 0 : (video.previewSeconds ?? previewSeconds),
  };
}

async function previewAd(db: Db): Promise<AdItem | null> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.position, PREVIEW_AD_POSITION), eq(ads.enabled, true)))
    .orderBy(asc(ads.sort), asc(ads.id))
    .limit(1);
  return row ? adItem(row) : null;
}

async function balanceAndPosition(db: Db, userId: number, videoId: number) {
  const result = (await db.execute(sql`SELECT
      coalesce((SELECT diamonds FROM wallets WHERE user_id = ${userId}), 0)::int AS balance,
      coalesce((SELECT position FROM watch_history WHERE user_id = ${userId} AND video_id = ${videoId}), 0)::int AS position`)) as unknown as {
    rows: { balance: number; position: number }[];
  };
  return result.rows[0] ?? { balance: 0, position: 0 };
}

export const playlistPath = (videoId: number) => `/api/app/media/h5/m3u8/${videoId}`;

/**
 * media/play: counts a view (not for a `prefetch`: the short pager's look-ahead, which asks again
 * when the clip is shown) and answers PlayInfo; `entitled` false means the caller answers 4030
 * (with this same data) and the player shows the preview after the position-40 ad.
 */
export async function playInfo(
  db: Db,
  input: {
    userId: number;
    videoId: number;
    nowMs: number;
    previewSeconds: number;
    prefetch?: boolean;
  },
): Promise<PlayInfo> {
  await refuseLockedPostVideo(db, input.videoId, input.userId);
  // Scheduled, taken down (unless bought) or retired: no such video (visibility.ts).
  const where = and(eq(videos.id, input.videoId), playableFor(db, input.userId, input.nowMs));
  const own = { id: videos.id, previewSeconds: videos.previewSeconds };
  const found = input.prefetch
    ? await db.select(own).from(videos).where(where)
    : await db
        .update(videos)
        .set({ views: sql`${videos.views} + 1` })
        .where(where)
        .returning(own);
  if (found.length === 0) throw notFound(TIP_VIDEO_NOT_FOUND);
  if (!input.prefetch) await countViewDay(db, 'video', input.videoId, input.nowMs);
  const { detail, bought } = await videoDetail(db, input.videoId, input.userId);
  const vipActive = detail.access === 'vip' && (await isVipAt(db, input.userId, input.nowMs));
  const reason = entitlementReason({ access: detail.access, vipActive, bought });
  const { balance, position } = await balanceAndPosition(db, input.userId, input.videoId);
  return {
    video: detail,
    entitled: reason !== null,
    reason,
    previewSeconds: reason ? 0 : (found[0]!.previewSeconds ?? input.previewSeconds),
    price: detail.price,
    balance,
    position,
    playlist: playlistPath(input.videoId),
    ad: reason ? null : await previewAd(db),
  };
}

/** The playlist route's resolver over the catalogue (wired in createApp). */
export function catalogPlayback(previewSeconds: number): PlaybackResolver {
  return async (request) => {
    const grant = await resolvePlayback({ ...request, previewSeconds });
    // A catalogue row naming a clip we do not ship (nor an upload made) is as good as no video.
    const clip = CLIPS.find((c) => c.key === grant.clip)?.key;
    if (clip) return { clip, previewSeconds: grant.previewSeconds };
    if (!isUploadedClip(grant.clip) && !isIngestedClip(grant.clip))
      throw notFound(TIP_VIDEO_NOT_FOUND);
    const [row] = await request.db
      .select({ duration: videos.duration })
      .from(videos)
      .where(eq(videos.clip, grant.clip))
      .limit(1);
    return { ...grant, duration: row?.duration ?? 0 };
  };
}

const CLIP_MEMO_MS = 30_000;
const CLIP_MEMO_MAX = 2_000;

/**
 * The clip a video plays, for the VID line's per-video check: remembered for 30 s (every
 * segment request asks), so an operator's change of a video's file takes effect within that.
 */
export function clipLookup(db: Db, now: () => number): (videoId: number) => Promise<string | null> {
  const memo = new Map<number, { clip: string | null; at: number }>();
  return async (videoId) => {
    const hit = memo.get(videoId);
    if (hit && now() - hit.at < CLIP_MEMO_MS) return hit.clip;
    const [row] = await db.select({ clip: videos.clip }).from(videos).where(eq(videos.id, videoId));
    if (memo.size >= CLIP_MEMO_MAX) memo.clear();
    memo.set(videoId, { clip: row?.clip ?? null, at: now() });
    return row?.clip ?? null;
  };
}
