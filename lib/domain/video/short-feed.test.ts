import { describe, expect, it } from 'vitest';

import {
  appendUnseen,
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  isDoubleTap,
  isShortVideo,
  keyStep,
  LINKED_MISS_TIPS,
  linkedStart,
  needsNextPage,
  prefetchIndex,
  shortVideoLink,
  SHORT_VIDEO_MAX_SECONDS,
  stepTo,
  viewDue,
  WHEEL_QUIET_MS,
  wheelStep,
} from './short-feed';

const clips = (...ids: number[]) => ids.map((id) => ({ id }));

describe('appendUnseen', () => {
  it('appends a page, never a clip the visit already holds', () => {
    expect(appendUnseen(clips(1, 2, 3), clips(3, 4, 2, 5)).map((c) => c.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('drops repeats inside one page too', () => {
    expect(appendUnseen([], clips(7, 7, 8)).map((c) => c.id)).toEqual([7, 8]);
  });
});

describe('stepTo', () => {
  it('moves one clip at most, within the feed', () => {
    expect(stepTo(0, 1, 3)).toBe(1);
    expect(stepTo(0, 5, 3)).toBe(1);
    expect(stepTo(2, 1, 3)).toBe(2);
    expect(stepTo(0, -1, 3)).toBe(0);
    expect(stepTo(0, 1, 0)).toBe(0);
  });
});

describe('keyStep', () => {
  it('takes arrow and page keys', () => {
    expect(keyStep('ArrowDown')).toBe(1);
    expect(keyStep('PageDown')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(-1);
    expect(keyStep('PageUp')).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
  });
});

describe('wheelStep', () => {
  it('moves once per gesture: the burst of a trackpad flick is one step', () => {
    let state = { lastEventAt: -Infinity };
    const steps: number[] = [];
    for (let t = 1000; t < 1400; t += 16) {
      const r = wheelStep(state, 30, t);
      steps.push(r.step);
      state = r.state;
    }
    expect(steps.filter((s) => s !== 0)).toEqual([1]);
    // Quiet long enough, the next gesture steps again, either way.
    expect(wheelStep(state, -30, state.lastEventAt + WHEEL_QUIET_MS).step).toBe(-1);
  });

  it('ignores jitter', () => {
    expect(wheelStep({ lastEventAt: -Infinity }, 3, 0).step).toBe(0);
  });
});

describe('isDoubleTap', () => {
  const first = { at: 1000, x: 100, y: 200 };
  it('is a second tap soon after and near the first', () => {
    expect(isDoubleTap(first, { at: 1000 + DOUBLE_TAP_MS, x: 110, y: 210 })).toBe(true);
  });
  it('is not one too late, too far, or without a first', () => {
    expect(isDoubleTap(first, { at: 1001 + DOUBLE_TAP_MS, x: 100, y: 200 })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, x: 100 + DOUBLE_TAP_SLOP_PX + 1, y: 200 })).toBe(false);
    expect(isDoubleTap(null, first)).toBe(false);
  });
});

describe('paging ahead', () => {
  it('asks for the next page a few clips before the end, while there is one', () => {
    expect(needsNextPage(0, 10, true)).toBe(false);
    expect(needsNextPage(7, 10, true)).toBe(true);
    expect(needsNextPage(9, 10, false)).toBe(false);
  });

  it('prefetches the clip after the current one', () => {
    expect(prefetchIndex(0, 3)).toBe(1);
    expect(prefetchIndex(2, 3)).toBeNull();
  });
});

describe('shortVideoLink', () => {
  it('opens the pager on the clip', () => {
    expect(shortVideoLink(10321)).toBe('/shortVideo?id=10321');
  });
});

describe('isShortVideo', () => {
  const portrait = { width: 480, height: 854 };
  const landscape = { width: 854, height: 480 };
  it('takes portrait videos up to 60 s as short ones, longer ones not', () => {
    expect(SHORT_VIDEO_MAX_SECONDS).toBe(60);
    expect(isShortVideo({ duration: 9, ...portrait })).toBe(true);
    expect(isShortVideo({ duration: 15, ...portrait })).toBe(true);
    expect(isShortVideo({ duration: 60, ...portrait })).toBe(true);
    expect(isShortVideo({ duration: 61, ...portrait })).toBe(false);
  });
  it('never takes a landscape, square or unsized video, however short', () => {
    expect(isShortVideo({ duration: 30, ...landscape })).toBe(false);
    expect(isShortVideo({ duration: 9, ...landscape })).toBe(false);
    expect(isShortVideo({ duration: 9, width: 720, height: 720 })).toBe(false);
    expect(isShortVideo({ duration: 9, width: 0, height: 0 })).toBe(false);
  });
});

describe('viewDue', () => {
  it('counts a clip once it plays, once per visit', () => {
    const counted = new Set<number>();
    expect(viewDue(counted, 7, false)).toBe(false);
    expect(viewDue(counted, 7, true)).toBe(true);
    counted.add(7);
    expect(viewDue(counted, 7, true)).toBe(false);
    expect(viewDue(counted, 8, true)).toBe(true);
    expect(viewDue(counted, 0, true)).toBe(false);
  });
});

describe('linkedStart', () => {
  it('starts on a short clip, else says why in Chinese', () => {
    expect(linkedStart({ short: true })).toBeNull();
    expect(linkedStart(undefined)).toBe('missing');
    expect(linkedStart({ short: false })).toBe('not-short');
    expect(LINKED_MISS_TIPS.missing).toMatch(/不存在/);
    expect(LINKED_MISS_TIPS['not-short']).toMatch(/不是短视频/);
  });
});
