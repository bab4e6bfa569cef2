import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  POSTER_FIRST_MAX_WAIT_MS,
  POSTER_GATE_MARK,
  POSTER_PAINT_MAX_WAIT_MS,
  POSTER_SETTLED_MARK,
  POSTER_TIMING_ID,
} from '@/lib/domain/player/playback';

import { usePosterFirst } from './use-poster-first';

function Gate({ settled, url = null }: { settled: boolean; url?: string | null }) {
  return <output>{usePosterFirst({ settled, url }) ? 'go' : 'wait'}</output>;
}

const state = () => screen.getByRole('status').textContent;

/** The next animation frame, then the task it queued (fake timers run a 0 ms timeout at 1 ms). */
async function afterTheNextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame();
  });
  await act(() => vi.advanceTimersByTimeAsync(1));
}

/**
 * jsdom has no PerformanceObserver; this stands in for Chromium's, which reports the paint of an
 * element carrying `elementtiming` (here: the player's poster) as an 'element' entry.
 */
class PaintReports {
  static supportedEntryTypes = ['element'];
  static live = new Set<PaintReports>();
  static buffered: PerformanceEntry[] = [];
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe(options: PerformanceObserverInit) {
    PaintReports.live.add(this);
    if (options.buffered && PaintReports.buffered.length > 0) this.deliver(PaintReports.buffered);
  }
  disconnect() {
    PaintReports.live.delete(this);
  }
  deliver(entries: PerformanceEntry[]) {
    this.callback(
      { getEntries: () => entries } as PerformanceObserverEntryList,
      this as unknown as PerformanceObserver,
    );
  }
  /** The browser painted an element: every live observer hears of it. */
  static paint(identifier: string, url: string) {
    const entry = { entryType: 'element', name: 'image-paint', identifier, url };
    PaintReports.buffered.push(entry as unknown as PerformanceEntry);
    act(() => {
      for (const observer of PaintReports.live)
        observer.deliver([entry as unknown as PerformanceEntry]);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  PaintReports.live.clear();
  PaintReports.buffered = [];
});

describe('usePosterFirst where the browser reports no paints', () => {
  it('lets the player start one frame after the poster has settled, not in the same frame', async () => {
    render(<Gate settled url="blob:cover" />);
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
    view.rerender(<Gate settled url="blob:cover" />);
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

describe('usePosterFirst where the browser reports paints (Element Timing)', () => {
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', PaintReports);
  });

  it('waits past the next frame until the poster itself is reported painted', async () => {
    render(<Gate settled url="blob:cover" />);
    await afterTheNextFrame();
    await act(() => vi.advanceTimersByTimeAsync(POSTER_PAINT_MAX_WAIT_MS / 2));
    expect(state()).toBe('wait');
    PaintReports.paint(POSTER_TIMING_ID, 'blob:cover');
    expect(state()).toBe('go');
    // Done waiting: no observer or timer left.
    expect(PaintReports.live.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not started by the paint of another element or of an earlier poster', async () => {
    render(<Gate settled url="blob:cover" />);
    PaintReports.paint('card-cover', 'blob:cover');
    PaintReports.paint(POSTER_TIMING_ID, 'blob:an-earlier-cover');
    await act(() => vi.advanceTimersByTimeAsync(POSTER_PAINT_MAX_WAIT_MS - 1));
    expect(state()).toBe('wait');
  });

  it('takes a paint reported before it looked (buffered)', () => {
    PaintReports.buffered.push({
      entryType: 'element',
      identifier: POSTER_TIMING_ID,
      url: 'blob:cover',
    } as unknown as PerformanceEntry);
    render(<Gate settled url="blob:cover" />);
    expect(state()).toBe('go');
  });

  it('starts anyway when no paint is reported in time (a poster out of view)', async () => {
    render(<Gate settled url="blob:cover" />);
    await act(() => vi.advanceTimersByTimeAsync(POSTER_PAINT_MAX_WAIT_MS - 1));
    expect(state()).toBe('wait');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state()).toBe('go');
  });

  it('marks the decoded cover and the gate opening once, with the reason', async () => {
    performance.clearMarks();
    const reasons = () =>
      (performance.getEntriesByName(POSTER_GATE_MARK) as PerformanceMark[]).map((m) => m.detail);
    const view = render(<Gate settled url="blob:cover" />);
    expect(performance.getEntriesByName(POSTER_SETTLED_MARK)).toHaveLength(1);
    expect(reasons()).toEqual([]);
    PaintReports.paint(POSTER_TIMING_ID, 'blob:cover');
    await act(() => vi.advanceTimersByTimeAsync(POSTER_PAINT_MAX_WAIT_MS));
    expect(reasons()).toEqual(['painted']);
    view.unmount();

    performance.clearMarks();
    PaintReports.buffered = [];
    render(<Gate settled url="blob:other" />);
    await act(() => vi.advanceTimersByTimeAsync(POSTER_PAINT_MAX_WAIT_MS));
    expect(reasons()).toEqual(['paint-wait']);
  });

  it('uses a frame when there is no poster to paint (the cover failed)', async () => {
    render(<Gate settled url={null} />);
    expect(PaintReports.live.size).toBe(0);
    await afterTheNextFrame();
    expect(state()).toBe('go');
  });

  it('stops listening when unmounted while waiting', () => {
    const view = render(<Gate settled url="blob:cover" />);
    expect(PaintReports.live.size).toBe(1);
    view.unmount();
    expect(PaintReports.live.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
