// The expiry `e` of signed /cdn/vid links (docs/media-api.md "Playback"). Rounded up to a bucket
// so every viewer of a video within one bucket gets the same URLs: a CDN or shared proxy then
// keeps one copy of each segment (issue 43), instead of one per viewer per second.

/** Signed segment URLs live at least this long, and at least 3× the clip (a paused player resumes). */
export const MIN_LINK_SECONDS = 2 * 60 * 60;

/** Expiries are multiples of this many seconds: a link lives MIN_LINK_SECONDS plus up to this. */
export const LINK_EXPIRY_BUCKET_SECONDS = 10 * 60;

/** The unix second a link issued at `nowMs` for a clip of `clipSeconds` expires. */
export function linkExpiry(nowMs: number, clipSeconds: number): number {
  const earliest = Math.floor(nowMs / 1000) + Math.max(MIN_LINK_SECONDS, 3 * clipSeconds);
  return Math.ceil(earliest / LINK_EXPIRY_BUCKET_SECONDS) * LINK_EXPIRY_BUCKET_SECONDS;
}
