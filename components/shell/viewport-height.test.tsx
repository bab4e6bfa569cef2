import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VIEWPORT_THROTTLE_MS } from '@/lib/domain/platform/constants';

import { ViewportHeight } from './viewport-height';

const vh = () => document.documentElement.style.getPropertyValue('--vh');

function resizeTo(height: number, event: 'resize' | 'orientationchange' = 'resize') {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event(event));
}

describe('ViewportHeight', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    document.documentElement.style.removeProperty('--vh');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sets --vh to 1% of the window height in the first frame after mount and renders nothing', () => {
    const { container } = render(<ViewportHeight />);
    expect(container.innerHTML).toBe('');
    // Not during the commit: reading innerHeight there forces a layout.
    expect(vh()).toBe('');
    vi.advanceTimersToNextFrame();
    expect(vh()).toBe('8px');
  });

  it('follows resize and orientation change, throttled to 300 ms', () => {
    render(<ViewportHeight />);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    resizeTo(700);
    expect(vh()).toBe('7px');
    resizeTo(650, 'orientationchange');
    resizeTo(612);
    expect(vh()).toBe('7px');
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    expect(vh()).toBe('6.12px');
  });

  it('removes its listeners and pending timer on unmount', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ViewportHeight />);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    resizeTo(700);
    resizeTo(500); // pending trailing run
    unmount();
    const types = removed.mock.calls.map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['resize', 'orientationchange']));
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    resizeTo(400);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    expect(vh()).toBe('7px');
    removed.mockRestore();
  });
});

describe('the --vh head script and setter', () => {
  it('sets --vh before the app runs, and leaves an unchanged value alone', async () => {
    const { setViewportHeightVar, viewportHeightBootScript } =
      await import('@/lib/shell/viewport-height');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 720 });
    document.documentElement.style.removeProperty('--vh');
    new Function(viewportHeightBootScript())();
    expect(vh()).toBe('7.2px');
    const set = vi.spyOn(document.documentElement.style, 'setProperty');
    setViewportHeightVar();
    expect(set).not.toHaveBeenCalled();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    setViewportHeightVar();
    expect(set).toHaveBeenCalledWith('--vh', '7px');
    set.mockRestore();
  });
});
