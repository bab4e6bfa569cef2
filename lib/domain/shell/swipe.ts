// Horizontal swipe between tab panes (§9: swipe duration 500 ms, tap 5 px, move 10 px,
// tab bar swipe threshold 2). Pure: the component feeds it distances and times.
import {
  MOVE_THRESHOLD_PX,
  TAB_BAR_SWIPE_THRESHOLD,
  TAP_THRESHOLD_PX,
} from '../platform/constants';

/**
 * §9's "tab bar swipe threshold 2" read as a fraction denominator: a slow drag must pass
 * 1/2 of the pane width to change pane. A quick flick changes pane sooner (below).
 */
export const SWIPE_FRACTION = 1 / TAB_BAR_SWIPE_THRESHOLD;
/** A flick at least this fast (px/ms) changes pane whatever its length; our choice. */
export const FLICK_VELOCITY_PX_PER_MS = 0.5;
/** Share of the finger's travel the track follows past the first or last pane. */
export const EDGE_RESISTANCE = 0.3;

export type GestureAxis = 'pending' | 'horizontal' | 'vertical';

/** Undecided until the finger has moved MOVE_THRESHOLD_PX; the dominant axis then wins. */
export function classifyGesture(dx: number, dy: number): GestureAxis {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < MOVE_THRESHOLD_PX) return 'pending';
  return Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical';
}

/** A touch that moved less than TAP_THRESHOLD_PX is a tap: its click must go through. */
export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_THRESHOLD_PX;
}

/** How far the track follows the finger: fully, except past the ends. */
export function dragOffset(dx: number, active: number, count: number): number {
  const pastStart = active <= 0 && dx > 0;
  const pastEnd = active >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx * EDGE_RESISTANCE : dx;
}

export interface SwipeEnd {
  active: number;
  count: number;
  /** Horizontal travel in px, positive to the right (towards the previous pane). */
  dx: number;
  /** Pane width in px. */
  width: number;
  /** Gesture duration in ms. */
  durationMs: number;
}

/** The pane a finished horizontal swipe lands on: one step at most, within bounds. */
export function swipeTarget({ active, count, dx, width, durationMs }: SwipeEnd): number {
  if (count <= 0) return 0;
  const velocity = durationMs > 0 ? Math.abs(dx) / durationMs : 0;
  const far = width > 0 && Math.abs(dx) > width * SWIPE_FRACTION;
  const flick = velocity >= FLICK_VELOCITY_PX_PER_MS && Math.abs(dx) >= MOVE_THRESHOLD_PX;
  if (!far && !flick) return active;
  const next = dx < 0 ? active + 1 : active - 1;
  return Math.min(count - 1, Math.max(0, next));
}
