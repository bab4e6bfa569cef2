// The live window over a looping clip, and the drifting audience: pure functions of the clock.
import { describe, expect, it } from 'vitest';

import { liveViewers, liveWindow } from './clock';

// A clip of four segments, 4 + 4 + 4 + 2 s: one pass is 14 s.
const CLIP = [4, 4, 4, 2];
const EPOCH = Date.UTC(2025, 0, 1);
const at = (seconds: number) => EPOCH + seconds * 1000;
const list = (w: ReturnType<typeof liveWindow>) =>
  w.entries.map((e) => `${e.sequence}:${e.segment}${e.discontinuity ? '!' : ''}`);

describe('liveWindow', () => {
  it('at the epoch (and before it) lists the first segments, no discontinuity', () => {
    for (const now of [at(0), at(-100), at(3.9)]) {
      const w = liveWindow(CLIP, EPOCH, now, 3);
      expect(w.mediaSequence).toBe(0);
      expect(w.discontinuitySequence).toBe(0);
      expect(list(w)).toEqual(['0:0', '1:1', '2:2']);
    }
  });

  it('mid-loop: the segments that have ended by now, the last one just finished', () => {
    // 100 s = 7 passes (98 s) + 2 s: 28 segments done, none of the 8th pass yet.
    const w = liveWindow(CLIP, EPOCH, at(100), 3);
    expect(list(w)).toEqual(['25:1', '26:2', '27:3']);
    expect(w.mediaSequence).toBe(25);
    // Restarts at 4, 8, …, 24 are before sequence 25.
    expect(w.discontinuitySequence).toBe(6);
    // 8 s later two more have ended (4 s each).
    expect(list(liveWindow(CLIP, EPOCH, at(108), 3))).toEqual(['27:3', '28:0!', '29:1']);
  });

  it('across the loop boundary: the restarting segment is flagged, counted once it has left', () => {
    const spanning = liveWindow(CLIP, EPOCH, at(14 + 8), 4);
    expect(list(spanning)).toEqual(['2:2', '3:3', '4:0!', '5:1']);
    expect(spanning.discontinuitySequence).toBe(0);
    // The window starts on the restart: the tag stays on it, the count has not moved yet.
    const onIt = liveWindow(CLIP, EPOCH, at(14 + 14), 4);
    expect(list(onIt)).toEqual(['4:0!', '5:1', '6:2', '7:3']);
    expect(onIt.discontinuitySequence).toBe(0);
    // One segment later it has left the window: counted in the sequence instead.
    const after = liveWindow(CLIP, EPOCH, at(14 + 14 + 4), 4);
    expect(list(after)).toEqual(['5:1', '6:2', '7:3', '8:0!']);
    expect(after.discontinuitySequence).toBe(1);
  });

  it('moves forward exactly one sequence per segment length elapsed, never between', () => {
    const base = 1000 * 14; // a pass boundary far from the epoch: a segment has just ended
    let seq = liveWindow(CLIP, EPOCH, at(base), 6).mediaSequence;
    let t = base;
    for (let step = 0; step < 12; step++) {
      const d = CLIP[(seq + 6) % CLIP.length]!; // the segment that ends next
      expect(liveWindow(CLIP, EPOCH, at(t + d - 0.1), 6).mediaSequence).toBe(seq);
      t += d;
      const next = liveWindow(CLIP, EPOCH, at(t), 6);
      expect(next.mediaSequence).toBe(seq + 1);
      expect(next.entries.map((e) => e.sequence)).toEqual(
        [0, 1, 2, 3, 4, 5].map((i) => seq + 1 + i),
      );
      seq += 1;
    }
  });

  it('refuses an empty clip or window', () => {
    expect(() => liveWindow([], EPOCH, at(5), 6)).toThrow(RangeError);
    expect(() => liveWindow(CLIP, EPOCH, at(5), 0)).toThrow(RangeError);
  });
});

describe('liveViewers', () => {
  it('stays within ±15% of the base and is the same for the same instant', () => {
    for (let s = 0; s < 3600; s += 7) {
      const v = liveViewers(10_000, 3, at(s));
      expect(v).toBeGreaterThanOrEqual(8500);
      expect(v).toBeLessThanOrEqual(11_500);
      expect(liveViewers(10_000, 3, at(s))).toBe(v);
    }
  });

  it('drifts over minutes, and channels with the same base differ', () => {
    const seen = new Set(Array.from({ length: 10 }, (_, m) => liveViewers(10_000, 1, at(m * 60))));
    expect(seen.size).toBeGreaterThan(5);
    expect(liveViewers(10_000, 1, at(0))).not.toBe(liveViewers(10_000, 2, at(0)));
  });
});
