import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { POSTER_FIRST_MAX_WAIT_MS } from '@/lib/domain/playback';

import { usePosterFirst } from './use-poster-first';

function Gate({ settled }: { settled: boolean }) {
  return <output>{usePosterFirst(settled) ? 'go' : 'wait'}</output>;
}

const state = () => screen.getByRole('status').textContent;

/** The next animation frame, then the task it queued (fake timers run a 0 ms timeout at 1 ms). */
async function afterTheNextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame();
  });
  await act(() => vi.advanceTimersByTimeAsync(1));
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePosterFirst', () => {
  it('lets the player start one frame after the poster has settled, not in the same frame', async () => {
    render(<Gate settled />);
    expect(state()).toBe('wait');
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(state()).toBe('wait');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state()).toBe('go');
  });

  it('waits for a poster still loading, but never longer than the cap', async () => {
    render(<Gate settled={false} />);
    await act(() => vi.advanceTimersByTimeAsync(POSTER_FIRST_MAX_WAIT_MS - 1));
    expect(state()).toBe('wait');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state()).toBe('go');
  });

  it('starts as soon as a late poster settles, before the cap', async () => {
    const view = render(<Gate settled={false} />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    view.rerender(<Gate settled />);
    await afterTheNextFrame();
    expect(state()).toBe('go');
  });

  it('stays started when the poster changes afterwards', async () => {
    const view = render(<Gate settled />);
    await afterTheNextFrame();
    view.rerender(<Gate settled={false} />);
    expect(state()).toBe('go');
    await act(() => vi.advanceTimersByTimeAsync(POSTER_FIRST_MAX_WAIT_MS - 1));
    expect(state()).toBe('go');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer or frame behind when unmounted while waiting', () => {
    const view = render(<Gate settled={false} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
