import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STALL_MS } from '@/lib/domain/player/stall-watchdog';

import { useStallWatchdog } from './use-stall-watchdog';

vi.mock('@/lib/media/video-engine', () => ({ markPlayback: () => undefined }));

const reloads = vi.fn();

function Harness({ enabled, wanted = false }: { enabled: boolean; wanted?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useStallWatchdog(videoRef, enabled, reloads, () => wanted);
  return <video ref={videoRef} data-testid="video" />;
}

/** jsdom's element has no media pipeline: it is made to look like issue 26's stuck one. */
function stuck(video: HTMLVideoElement, paused = false) {
  let time = 0;
  const seeks: number[] = [];
  Object.defineProperties(video, {
    paused: { value: paused, configurable: true },
    ended: { value: false, configurable: true },
    // A stuck WebKit never finishes the nudge's seek: that must not stop the watchdog.
    seeking: { value: true, configurable: true },
    buffered: {
      value: { length: 1, start: () => 0, end: () => 16.08 },
      configurable: true,
    },
    currentTime: {
      get: () => time,
      set: (to: number) => {
        seeks.push(to);
        time = to;
      },
      configurable: true,
    },
  });
  return seeks;
}

beforeEach(() => {
  vi.useFakeTimers();
  reloads.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useStallWatchdog', () => {
  it('nudges a stuck element, then reloads the line, and stops with the player', () => {
    const { getByTestId, unmount } = render(<Harness enabled />);
    const seeks = stuck(getByTestId('video') as HTMLVideoElement);
    vi.advanceTimersByTime(STALL_MS);
    expect(seeks).toEqual([1]);
    expect(reloads).not.toHaveBeenCalled();
    vi.advanceTimersByTime(STALL_MS);
    expect(reloads).toHaveBeenCalledTimes(1);

    unmount();
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('nudges a paused element the viewer still wants playing (its play() was refused mid-rebuild)', () => {
    const { getByTestId } = render(<Harness enabled wanted />);
    const seeks = stuck(getByTestId('video') as HTMLVideoElement, true);
    vi.advanceTimersByTime(STALL_MS);
    expect(seeks).toEqual([1]);
  });

  it('leaves alone a paused element nobody wants playing', () => {
    const { getByTestId } = render(<Harness enabled />);
    const seeks = stuck(getByTestId('video') as HTMLVideoElement, true);
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(seeks).toEqual([]);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('does nothing while the player is off (the ad comes first)', () => {
    const { getByTestId } = render(<Harness enabled={false} />);
    const seeks = stuck(getByTestId('video') as HTMLVideoElement);
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(seeks).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes its loadstart listener on cleanup', () => {
    const { getByTestId, unmount } = render(<Harness enabled />);
    const video = getByTestId('video');
    const removed = vi.spyOn(video, 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledWith('loadstart', expect.any(Function));
  });
});
