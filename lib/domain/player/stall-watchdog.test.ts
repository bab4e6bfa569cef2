import { describe, expect, it } from 'vitest';

import {
  bufferedAhead,
  initialStallState,
  NUDGE_S,
  rangeAhead,
  restartClock,
  STALL_MAX_RELOADS,
  STALL_MS,
  stallStep,
  type Range,
  type StallSample,
  type StallState,
} from './stall-watchdog';

// Issue 26's stall: readyState 1, paused false, currentTime 0, [0, 16.08] buffered.
const STUCK: Range[] = [[0, 16.08]];

function sample(now: number, currentTime: number, buffered: Range[] = STUCK, idle = false) {
  return { now, currentTime, buffered, idle } satisfies StallSample;
}

/** Feeds samples every 500 ms and collects the actions taken. */
function run(state: StallState, samples: StallSample[]) {
  const actions = [];
  for (const s of samples) {
    const step = stallStep(state, s);
    state = step.state;
    if (step.action.kind !== 'none') actions.push({ at: s.now, ...step.action });
  }
  return { state, actions };
}

const every500 = (from: number, to: number, time: (at: number) => number, buffered = STUCK) =>
  Array.from({ length: (to - from) / 500 + 1 }, (_, i) =>
    sample(from + i * 500, time(from + i * 500), buffered),
  );

describe('bufferedAhead / rangeAhead', () => {
  it('measures the range the playhead is in', () => {
    expect(bufferedAhead(STUCK, 0)).toBeCloseTo(16.08);
    expect(
      bufferedAhead(
        [
          [0, 4],
          [8, 12],
        ],
        9,
      ),
    ).toBe(3);
  });
  it('counts a range just ahead (a first range starting after 0) but not a far one', () => {
    expect(rangeAhead([[0.04, 4]], 0)).toEqual([0.04, 4]);
    expect(bufferedAhead([[0.04, 4]], 0)).toBeCloseTo(3.96);
    expect(bufferedAhead([[5, 9]], 0)).toBe(0);
    expect(bufferedAhead([], 3)).toBe(0);
    expect(bufferedAhead([[0, 4]], 4)).toBe(0);
  });
});

describe('stallStep', () => {
  it('does nothing while the playhead moves', () => {
    const { actions } = run(
      initialStallState(0),
      every500(0, 10_000, (at) => at / 1000),
    );
    expect(actions).toEqual([]);
  });

  it('nudges after 2 s without progress with buffer ahead, then reloads, twice at most', () => {
    const { actions, state } = run(
      initialStallState(0),
      every500(500, 20_000, () => 0),
    );
    expect(actions).toEqual([
      { at: STALL_MS, kind: 'nudge', to: NUDGE_S },
      { at: 2 * STALL_MS, kind: 'reload' },
      { at: 3 * STALL_MS, kind: 'nudge', to: NUDGE_S },
      { at: 4 * STALL_MS, kind: 'reload' },
      { at: 5 * STALL_MS, kind: 'nudge', to: NUDGE_S },
    ]);
    expect(state.reloads).toBe(STALL_MAX_RELOADS);
  });

  it('keeps what it tried when the clock restarts for a new source (its own reload)', () => {
    const first = run(
      initialStallState(0),
      every500(500, 4000, () => 0),
    );
    const restarted = restartClock(first.state, 4200, 0);
    expect(restarted).toMatchObject({ since: 4200, reloads: 1, nudged: false });
  });

  it('does not take its own nudge for progress', () => {
    const first = run(
      initialStallState(0),
      every500(500, 2000, () => 0),
    );
    expect(first.actions).toEqual([{ at: 2000, kind: 'nudge', to: NUDGE_S }]);
    // The element now reports the nudged position and still does not move.
    const second = run(
      first.state,
      every500(2500, 4000, () => NUDGE_S),
    );
    expect(second.actions).toEqual([{ at: 4000, kind: 'reload' }]);
  });

  it('steps over a small gap to the next range', () => {
    const gap: Range[] = [
      [0, 4],
      [4.5, 12],
    ];
    const { actions } = run(
      initialStallState(0, 4),
      every500(500, 2000, () => 4, gap),
    );
    expect(actions).toEqual([{ at: 2000, kind: 'nudge', to: 4.5 + NUDGE_S }]);
  });

  it('leaves ordinary buffering (nothing ahead) to hls.js and the spinner', () => {
    const { actions } = run(
      initialStallState(0),
      every500(500, 10_000, () => 3, [[0, 3.2]]),
    );
    expect(actions).toEqual([]);
    const far = run(
      initialStallState(0),
      every500(500, 10_000, () => 0, [[5, 9]]),
    );
    expect(far.actions).toEqual([]);
  });

  it('ignores a paused or ended element and restarts the clock after it', () => {
    const paused = Array.from({ length: 10 }, (_, i) => sample(500 + i * 500, 0, STUCK, true));
    const { state, actions } = run(initialStallState(0), paused);
    expect(actions).toEqual([]);
    expect(state.since).toBe(5000);
    const resumed = run(
      state,
      every500(5500, 7000, () => 0),
    );
    expect(resumed.actions).toEqual([{ at: 7000, kind: 'nudge', to: NUDGE_S }]);
  });

  it('re-arms once playback progresses after a reload', () => {
    const stalled = run(
      initialStallState(0),
      every500(500, 4000, () => 0),
    );
    expect(stalled.state.reloads).toBe(1);
    const played = run(stalled.state, [sample(4500, NUDGE_S + 0.5)]);
    expect(played.state).toEqual(initialStallState(4500, NUDGE_S + 0.5));
  });
});
