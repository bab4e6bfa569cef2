// When a playing <video> has stalled with data in hand, and what to do about it (issue 26).
// WebKit's media pipeline can sit at HAVE_METADATA with seconds buffered ahead and never start;
// hls.js's gap controller only acts once the element has had a frame. The player samples the
// element every STALL_POLL_MS; these rules decide, the hook only acts (use-stall-watchdog).

/** No progress for this long, with buffer ahead, is a stall. */
export const STALL_MS = 2000;
/** How often the element is sampled. */
export const STALL_POLL_MS = 500;
/** Less buffered than this ahead is ordinary buffering: hls.js is still fetching. */
export const STALL_MIN_AHEAD_S = 0.5;
/** A buffered range that starts this close ahead of the playhead is a gap worth jumping. */
export const STALL_MAX_GAP_S = 1;
/**
 * How far a nudge moves the playhead past where it sits (or past a small gap's start). WebKit
 * stuck at 0 s stayed stuck after a seek to 0.1 s (hls.js's own nudge) in 5 of 5 loads, and
 * played on after one to 1.1 s in 5 of 5 (2026-11-26); a second of the start is a fair price.
 */
export const NUDGE_S = 1;

export type Range = readonly [start: number, end: number];

export interface StallSample {
  now: number;
  currentTime: number;
  /**
   * Paused or ended: nobody is waiting on the element to move. Seeking is not idle: a stuck
   * WebKit never finishes a seek within its buffer, and that is the stall itself.
   */
  idle: boolean;
  buffered: readonly Range[];
}

export interface StallState {
  lastTime: number;
  /** When the playhead last moved (or the clock restarted). */
  since: number;
  /** The playhead has been nudged since it last moved (or since the last reload). */
  nudged: boolean;
  /** Reloads since the playhead last moved. */
  reloads: number;
}

/** Reloads in a row without progress before the watchdog leaves it to the viewer (重试). */
export const STALL_MAX_RELOADS = 2;

export type StallAction = { kind: 'none' } | { kind: 'nudge'; to: number } | { kind: 'reload' };

export function initialStallState(now: number, currentTime = 0): StallState {
  return { lastTime: currentTime, since: now, nudged: false, reloads: 0 };
}

/** The clock starts again (a new source is loading), what was tried is remembered. */
export function restartClock(state: StallState, now: number, currentTime: number): StallState {
  return { ...state, lastTime: currentTime, since: now };
}

/**
 * The range the playhead is in, or one starting within a small gap ahead of it (the element's
 * first range may start a few hundredths after 0, where a reset playhead sits).
 */
export function rangeAhead(buffered: readonly Range[], time: number): Range | null {
  for (const range of buffered) {
    if (range[1] <= time) continue;
    return range[0] - time <= STALL_MAX_GAP_S ? range : null;
  }
  return null;
}

/** Seconds buffered ahead of the playhead that playback could reach (0 when none). */
export function bufferedAhead(buffered: readonly Range[], time: number): number {
  const range = rangeAhead(buffered, time);
  return range ? range[1] - Math.max(time, range[0]) : 0;
}

/**
 * One sample's verdict. Progress or an idle element restart everything; an empty buffer (hls.js
 * still fetching: the spinner's case, not a stall) restarts the clock. A stall is answered
 * first with a nudge of the playhead (a seek restarts WebKit's pipeline and steps over a gap),
 * then, if that did not help within STALL_MS, with a reload of the line in place, at most
 * STALL_MAX_RELOADS times until the playhead moves again.
 */
export function stallStep(
  state: StallState,
  sample: StallSample,
): { state: StallState; action: StallAction } {
  const none = { kind: 'none' } as const;
  // Forward is progress; so is a jump back of more than a nudge (a new position). A nudged
  // playhead that WebKit sends back to where it sat is neither.
  const delta = sample.currentTime - state.lastTime;
  if (delta > 0.01 || delta < -(NUDGE_S + 1) || sample.idle)
    return { state: initialStallState(sample.now, sample.currentTime), action: none };
  const range = rangeAhead(sample.buffered, sample.currentTime);
  if (!range || bufferedAhead(sample.buffered, sample.currentTime) < STALL_MIN_AHEAD_S)
    return { state: restartClock(state, sample.now, sample.currentTime), action: none };
  if (sample.now - state.since < STALL_MS) return { state, action: none };
  if (!state.nudged) {
    const to = Math.min(Math.max(sample.currentTime, range[0]) + NUDGE_S, range[1]);
    // The nudge's own seek moves the playhead: remember where it went, so it is not progress.
    return {
      state: { ...state, lastTime: to, since: sample.now, nudged: true },
      action: { kind: 'nudge', to },
    };
  }
  if (state.reloads >= STALL_MAX_RELOADS) return { state, action: none };
  const reloaded = { ...state, since: sample.now, nudged: false, reloads: state.reloads + 1 };
  return { state: reloaded, action: { kind: 'reload' } };
}
