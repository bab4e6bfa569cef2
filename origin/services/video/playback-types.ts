// The seam between the playback route (routes/video/playback.ts) and the catalogue's entitlement
// (services/video/entitlement.ts): which clip a video plays and how much of it the user may watch.
import type { Db } from '../../db/client';
import { notFound } from '../../http/envelope';

export type PlaybackRequest = {
  db: Db;
  /** The caller's user id (the playlist URL's token is a live session). */
  userId: number;
  /** The numeric id of the playlist URL (1 or more). */
  videoId: number;
  /** Milliseconds since the epoch (the app clock, `AppDeps.now()`). */
  now: number;
};

export type PlaybackGrant = {
  /** A seed clip (media-library.ts CLIPS) or an uploaded one (`up-…`, services/platform/upload-paths.ts). */
  clip: string;
  /** The clip's length in seconds when it is no seed clip (signed links live 3× it). */
  duration?: number;
  /** Seconds of the video this user may watch; 0 = all of it. */
  previewSeconds: number;
};

/**
 * Decides what a playlist request plays. Refuses by throwing an ApiError (http/envelope.ts):
 * 4040 for an unknown video, 4030 for one that may not even be previewed.
 */
export type PlaybackResolver = (request: PlaybackRequest) => Promise<PlaybackGrant>;

export const TIP_NO_VIDEO = '视频不存在';

/** The default until the catalogue is wired in: every id is unknown. */
export const refuseAllPlayback: PlaybackResolver = async () => {
  throw notFound(TIP_NO_VIDEO);
};
