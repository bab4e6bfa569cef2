// How far a viewer got in a video (issue 35 item 13): when a saved position counts as finished,
// how much of a history row's bar it fills, and what the history row and the player's resume
// chip say. The player's resume rule (playback.ts resumePosition) starts a finished video over
// by this same rule, so 已看完 in the history and a fresh start in the player always agree.
import { formatDate, relativeTime, toMillis, type Timestamp } from '../platform/format';

/** The last seconds of a video are its end (credits, the last segment's rounding). */
export const FINISHED_TAIL_S = 5;
/** …and so is this share of its length, for a long video whose credits run longer. */
export const FINISHED_SHARE = 0.95;

const valid = (value: number) => Number.isFinite(value) && value > 0;

/** A saved position within the last few seconds, or at 95% or more, of a known length. */
export function isFinished(position: number, duration: number): boolean {
  if (!valid(position) || !valid(duration)) return false;
  return position >= duration - FINISHED_TAIL_S || position >= duration * FINISHED_SHARE;
}

/** The share of the video watched, 0–1 (1 once finished): how much of the row's bar is filled. */
export function watchedShare(position: number, duration: number): number {
  if (isFinished(position, duration)) return 1;
  if (!valid(position) || !valid(duration)) return 0;
  return Math.min(1, position / duration);
}

/**
 * A playhead as video apps print it: 'mm:ss' under an hour, 'h:mm:ss' from one (§5's clock
 * `HH:mm:ss` stays the cards' length). Fractions are floored; invalid or negative → '00:00'.
 */
export function formatPlayhead(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (v: number) => String(v).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const mmss = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** A history row's progress: 已看完, 观看至 mm:ss, or 刚开始观看 before a whole second. */
export function watchProgressText(position: number, duration: number): string {
  if (isFinished(position, duration)) return '已看完';
  if (!(position >= 1)) return '刚开始观看';
  return `观看至 ${formatPlayhead(position)}`;
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When a history row was watched: §5's relative time (刚刚, N分钟前 … N周前) within a month, the
 * date (YYYY-MM-DD) from then on, where §5's relative time would say 1个月前 of any older day,
 * and for a time ahead of `now` (another device's clock), where it says nothing.
 */
export function watchedWhen(watchedAt: Timestamp | null | undefined, now: number): string {
  const then = toMillis(watchedAt);
  if (then === null) return '';
  const recent = now - then < MONTH_MS ? relativeTime(then, now) : '';
  return recent || formatDate(then, 'YYYY-MM-DD');
}

/** The player's chip when it picks up a saved position: 继续播放 01:15. */
export function resumeChipText(seconds: number): string {
  return `继续播放 ${formatPlayhead(seconds)}`;
}
