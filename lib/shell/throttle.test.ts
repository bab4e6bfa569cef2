import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, 300)('a');
    expect(fn).toHaveBeenCalledWith('a');
  });

  it('folds a burst into one trailing run with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 300);
    t(1);
    vi.advanceTimersByTime(50);
    t(2);
    vi.advanceTimersByTime(50);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at most once per window during a long burst', () => {
    const fn = vi.fn();
    const t = throttle(fn, 300);
    for (let ms = 0; ms < 1000; ms += 10) {
      t(ms);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(300);
    // 0, 300, 600, 900 and the trailing run with the last value.
    expect(fn.mock.calls.map(([v]) => v)).toEqual([0, 290, 590, 890, 990]);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 300);
    t('a');
    vi.advanceTimersByTime(400);
    t('b');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing run', () => {
    const fn = vi.fn();
    const t = throttle(fn, 300);
    t('a');
    t('b');
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
