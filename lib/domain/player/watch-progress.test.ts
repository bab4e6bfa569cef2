import { describe, expect, it } from 'vitest';

import {
  formatPlayhead,
  isFinished,
  resumeChipText,
  watchedShare,
  watchedWhen,
  watchProgressText,
} from './watch-progress';

describe('isFinished', () => {
  it.each([
    // position, duration, finished
    [134, 135, true], // the 观看至 00:02:52 of a 00:02:53 video, in small
    [55, 60, true], // the last five seconds of a short one (92%)
    [54, 60, false],
    [285, 300, true], // 95%
    [284, 300, false],
    [950, 1000, true], // 95% of a long one
    [949, 1000, false],
    [1000, 1000, true],
    [2000, 1000, true], // past the end (a changed file)
    [1, 3, true], // a clip shorter than the tail
  ])('%s s of %s s → %s', (position, duration, finished) => {
    expect(isFinished(position, duration)).toBe(finished);
  });

  it('is never finished without a position or a length', () => {
    expect(isFinished(0, 135)).toBe(false);
    expect(isFinished(-3, 135)).toBe(false);
    expect(isFinished(Number.NaN, 135)).toBe(false);
    expect(isFinished(130, 0)).toBe(false);
    expect(isFinished(130, Number.NaN)).toBe(false);
    expect(isFinished(130, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('watchedShare', () => {
  it('fills the bar by the share watched, and wholly once finished', () => {
    expect(watchedShare(75, 300)).toBe(0.25);
    expect(watchedShare(290, 300)).toBe(1);
    expect(watchedShare(0, 300)).toBe(0);
    expect(watchedShare(75, 0)).toBe(0);
    expect(watchedShare(Number.NaN, 300)).toBe(0);
  });
});

describe('formatPlayhead', () => {
  it.each([
    [0, '00:00'],
    [5.9, '00:05'],
    [75, '01:15'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [36_061, '10:01:01'],
    [-1, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatPlayhead(seconds)).toBe(text);
  });
});

describe('watchProgressText', () => {
  it('says 已看完 for a finished video, not where it stopped', () => {
    expect(watchProgressText(172, 173)).toBe('已看完');
    expect(watchProgressText(950, 1000)).toBe('已看完');
  });
  it('says where an unfinished one stopped', () => {
    expect(watchProgressText(75, 300)).toBe('观看至 01:15');
    expect(watchProgressText(3725, 7200)).toBe('观看至 1:02:05');
  });
  it('says 刚开始观看 before the first whole second', () => {
    expect(watchProgressText(0, 300)).toBe('刚开始观看');
    expect(watchProgressText(0.4, 300)).toBe('刚开始观看');
  });
});

describe('watchedWhen', () => {
  // 2026-11-28 12:00 in Shanghai.
  const NOW = Date.UTC(2026, 10, 28, 4, 0, 0);
  const DAY = 24 * 60 * 60 * 1000;

  it('is §5 relative time within a month', () => {
    expect(watchedWhen(NOW - 30_000, NOW)).toBe('刚刚');
    expect(watchedWhen(NOW - 3 * 60 * 60 * 1000, NOW)).toBe('3小时前');
    expect(watchedWhen(NOW - 2 * DAY, NOW)).toBe('2天前');
    expect(watchedWhen(NOW - 15 * DAY, NOW)).toBe('2周前');
  });
  it('is the date from a month on (not 1个月前 for any older day)', () => {
    expect(watchedWhen(NOW - 30 * DAY, NOW)).toBe('2026-10-29');
    expect(watchedWhen(NOW - 400 * DAY, NOW)).toBe('2025-10-24');
  });
  it('is the date for a time ahead of the clock, and nothing for no time', () => {
    expect(watchedWhen(NOW + 60_000, NOW)).toBe('2026-11-28');
    expect(watchedWhen(null, NOW)).toBe('');
    expect(watchedWhen('soon', NOW)).toBe('');
  });
  it('reads seconds as well as milliseconds (the API sends either)', () => {
    expect(watchedWhen(Math.floor((NOW - 2 * DAY) / 1000), NOW)).toBe('2天前');
  });
});

describe('resumeChipText', () => {
  it('names the second the player picked up at', () => {
    expect(resumeChipText(77)).toBe('继续播放 01:17');
  });
});
