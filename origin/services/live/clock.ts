// What a live channel shows at an instant (docs/live-api.md): which segments of its looping clip
// make up the playlist window, and how many people watch. Pure: the origin's clock is an input,
// so the harness clock moves the channel and tests stay deterministic.

/** One segment of a live window. */
export type LiveWindowEntry = {
  /** Absolute index since the epoch: the media sequence number of this segment. */
  sequence: number;
  /** Index of the segment inside the clip. */
  segment: number;
  /** Starts a new pass of the loop: the timeline jumps back, so the player must reset. */
  discontinuity: boolean;
};

export type LiveWindow = {
  /** `#EXT-X-MEDIA-SEQUENCE`: the sequence of the first entry. */
  mediaSequence: number;
  /** `#EXT-X-DISCONTINUITY-SEQUENCE`: loop restarts before the first entry. */
  discontinuitySequence: number;
  entries: LiveWindowEntry[];
};

/**
 * The `size` segments completed by `nowMs`, the clip (segment `durations`, seconds) looping
 * since `epochMs`. A segment is listed once it has fully played out, so the sequence advances
 * by one each time a segment's length elapses. Before `size` segments exist the first `size`
 * are listed (the window never shrinks; a player simply starts a little ahead).
 */
export function liveWindow(
  durations: readonly number[],
  epochMs: number,
  nowMs: number,
  size: number,
): LiveWindow {
  const n = durations.length;
  const loop = durations.reduce((sum, d) => sum + d, 0);
  if (n === 0 || !(loop > 0) || !(size >= 1)) throw new RangeError('live window of nothing');
  const elapsed = Math.max(0, (nowMs - epochMs) / 1000);
  const loops = Math.floor(elapsed / loop);
  // Segments of the current pass that have ended by now.
  let done = 0;
  for (let t = loops * loop; done < n && t + durations[done]! <= elapsed; done++)
    t += durations[done]!;
  const completed = loops * n + done;
  const first = Math.max(completed, size) - size;
  const entries = Array.from({ length: size }, (_, i) => {
    const sequence = first + i;
    const segment = sequence % n;
    return { sequence, segment, discontinuity: segment === 0 && sequence > 0 };
  });
  return {
    mediaSequence: first,
    // Restarts at n, 2n, … strictly before `first`; one at `first` itself is tagged in the list.
    discontinuitySequence: first === 0 ? 0 : Math.floor((first - 1) / n),
    entries,
  };
}

const DRIFT_PERIOD_MS = 10 * 60 * 1000;
const WOBBLE_PERIOD_MS = 47 * 1000;

/**
 * People watching a channel now: its base audience drifting ±12% over ten minutes plus ±3% over
 * 47 s, each channel out of phase with the others, so the numbers look live yet are a function
 * of the clock.
 */
export function liveViewers(baseViewers: number, channelId: number, nowMs: number): number {
  const phase = channelId * 2.399963; // the golden angle: neighbouring ids never move together
  const drift = Math.sin((2 * Math.PI * nowMs) / DRIFT_PERIOD_MS + phase);
  const wobble = Math.sin((2 * Math.PI * nowMs) / WOBBLE_PERIOD_MS + 2 * phase);
  return Math.max(0, Math.round(baseViewers * (1 + 0.12 * drift + 0.03 * wobble)));
}
