// The short-video pager's rules (docs/video-ui.md "Short video"): which clips the feed holds
// (never one twice in a visit), where a wheel, a key or a double tap takes it, when the next page
// is due. Pure: the screen passes times (`now`) and distances; a swipe is swipe.ts's swipeTarget
// on the vertical axis.

/** The short-video screen's route (kept alive: keep-alive-routes.ts). */
export const SHORT_VIDEO_PATH = '/shortVideo';
/** A second tap within this long of the first is a double tap (a like). */
export const DOUBLE_TAP_MS = 300;
/** …and within this far of it. */
export const DOUBLE_TAP_SLOP_PX = 40;
/** A single tap waits this long for a second one before it pauses or plays. */
export const SINGLE_TAP_DELAY_MS = DOUBLE_TAP_MS;
/** One wheel gesture (a trackpad sends dozens of events) moves one clip: quiet this long first. */
export const WHEEL_QUIET_MS = 450;
/** Ignore wheel jitter below this many pixels. */
export const WHEEL_MIN_DELTA = 8;
/** The next page is asked for when the viewer is this many clips from the end. */
export const PREFETCH_PAGE_AHEAD = 3;
/** The heart of a double tap shows this long. */
export const HEART_MS = 800;
/** Portrait videos up to this long are short ones: media/short/recommend serves them, their cards open here. */
export const SHORT_VIDEO_MAX_SECONDS = 60;

/** A video's length (seconds) and picture size (pixels as shown; 0 × 0 when unknown). */
export type VideoShape = { duration: number; width: number; height: number };

/**
 * Whether a video is a short one (the origin's `short` flag on a card): a portrait picture
 * (taller than wide) no longer than SHORT_VIDEO_MAX_SECONDS. A landscape clip of any length is a
 * long video (the 长视频 catalogue has many under a minute); an unknown size is not portrait.
 */
export function isShortVideo(video: VideoShape): boolean {
  return video.height > video.width && video.duration <= SHORT_VIDEO_MAX_SECONDS;
}

/**
 * Whether the clip on screen counts a view now: once it plays, once per clip per visit (`counted`
 * holds the visit's). Play info fetched ahead (prefetch) never counts (docs/video-ui.md).
 */
export function viewDue(counted: ReadonlySet<number>, id: number, playing: boolean): boolean {
  return playing && id > 0 && !counted.has(id);
}

/** Why a linked clip (?id=) is not the pager's first: it does not exist, or is not a short one. */
export type LinkedMiss = 'missing' | 'not-short';

export const LINKED_MISS_TIPS: Record<LinkedMiss, string> = {
  missing: '该短视频不存在或已下架，为你推荐其他短视频',
  'not-short': '该视频不是短视频，为你推荐其他短视频',
};

/**
 * The pager's start for a link: its clip when it is a short one (the origin's `short` flag);
 * otherwise why not (the feed opens from its start with that notice). `video` undefined: the
 * lookup failed (not found).
 */
export function linkedStart(video: { short: boolean } | undefined): LinkedMiss | null {
  if (video === undefined) return 'missing';
  return video.short ? null : 'not-short';
}

/** The feed with a page's clips appended, those already in it (by id) dropped. */
export function appendUnseen<T extends { id: number }>(
  feed: readonly T[],
  page: readonly T[],
): T[] {
  const seen = new Set(feed.map((clip) => clip.id));
  const fresh: T[] = [];
  for (const clip of page) {
    if (seen.has(clip.id)) continue;
    seen.add(clip.id);
    fresh.push(clip);
  }
  return fresh.length === 0 ? [...feed] : [...feed, ...fresh];
}

/** One step from `index`, kept within the feed. */
export function stepTo(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + Math.sign(step)));
}

/** The step a key asks for: down to the next clip, up to the previous; 0 for any other. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowDown' || key === 'PageDown' || key === 'j') return 1;
  if (key === 'ArrowUp' || key === 'PageUp' || key === 'k') return -1;
  return 0;
}

export type WheelState = { lastEventAt: number };

/**
 * The step of a wheel event and the state after it: a step only when the wheel has been quiet
 * for WHEEL_QUIET_MS (the start of a gesture), so one flick of a trackpad moves one clip.
 */
export function wheelStep(
  state: WheelState,
  deltaY: number,
  now: number,
): { step: -1 | 0 | 1; state: WheelState } {
  const quiet = now - state.lastEventAt >= WHEEL_QUIET_MS;
  if (Math.abs(deltaY) < WHEEL_MIN_DELTA) return { step: 0, state };
  const next = { lastEventAt: now };
  if (!quiet) return { step: 0, state: next };
  return { step: deltaY > 0 ? 1 : -1, state: next };
}

export type Tap = { at: number; x: number; y: number };

/** Whether `tap` completes a double tap begun by `previous`. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false;
  return (
    tap.at - previous.at <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP_PX
  );
}

/** Whether the next page should be asked for now. */
export function needsNextPage(index: number, count: number, hasMore: boolean): boolean {
  return hasMore && count - 1 - index < PREFETCH_PAGE_AHEAD;
}

/** The clip to fetch ahead while `index` plays (its playlist and first segment), if any. */
export function prefetchIndex(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

/** The link a short card opens, and the one share copies (with the page's origin). */
export function shortVideoLink(id: number): string {
  return `${SHORT_VIDEO_PATH}?id=${id}`;
}
