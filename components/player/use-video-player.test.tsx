import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EngineCallbacks, FatalKind } from '@/lib/media/video-engine';

// The engine (hls.js, MSE) is out of reach in jsdom: a stand-in records each load and lets the
// test report what the engine would. What is under test is the hook's recovery.
const engines = vi.hoisted(() => ({
  loads: [] as { url: string; at: number }[],
  callbacks: null as EngineCallbacks | null,
  defaultHeights: [] as (number | null)[],
}));
vi.mock('@/lib/media/video-engine', () => ({
  detectSupport: () => ({ mse: true, nativeHls: false }),
  markPlayback: () => undefined,
  VideoEngine: class {
    readonly engine = 'hls.js';
    constructor(_video: HTMLVideoElement, _kind: string, callbacks: EngineCallbacks) {
      engines.callbacks = callbacks;
    }
    load(url: string, at: number) {
      engines.loads.push({ url, at });
      return Promise.resolve();
    }
    setLevel() {}
    setDefaultHeight(height: number | null) {
      engines.defaultHeights.push(height);
    }
    destroy() {}
  },
}));

import { IN_PLACE_RELOAD_GAP_MS } from '@/lib/domain/player/playback';

import { useVideoPlayer } from './use-video-player';

const NOW = Date.UTC(2026, 10, 25, 12);
const failovers: [number, number][] = [];
const saved: number[] = [];
let video: HTMLVideoElement;

function Harness({ live = false }: { live?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => `line-${line}`,
    lineCount: 2,
    startAt: 12,
    previewSeconds: 0,
    enabled: true,
    onLineFailover: (from, to) => failovers.push([from, to]),
    onSavePosition: (seconds) => saved.push(seconds),
    live,
  });
  return (
    <>
      <video
        ref={videoRef}
        data-testid="video"
        data-status={player.status}
        data-error={player.errorText}
      />
      <button type="button" onClick={() => player.switchLine(1)}>
        switch
      </button>
    </>
  );
}

/** jsdom's media element has no clock: the test sets where it stands and whether it plays. */
function stand(at: { currentTime: number; paused: boolean }) {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: at.currentTime });
  Object.defineProperty(video, 'paused', { configurable: true, value: at.paused });
}

async function playing(currentTime: number) {
  stand({ currentTime, paused: false });
  await act(async () => void video.dispatchEvent(new Event('playing')));
}

async function fatal(kind: FatalKind) {
  await act(async () => engines.callbacks?.onFatal?.(kind, 'test'));
}

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  engines.loads.length = 0;
  failovers.length = 0;
  saved.length = 0;
  const view = render(
    <Provider>
      <Harness />
    </Provider>,
  );
  video = view.getByTestId('video') as HTMLVideoElement;
  vi.spyOn(video, 'play').mockResolvedValue(undefined);
  vi.spyOn(video, 'pause').mockImplementation(() => undefined);
  stand({ currentTime: 0, paused: true });
  await act(async () => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVideoPlayer recovery', () => {
  it('renews expired links on the same line, where the video stood', async () => {
    expect(engines.loads).toEqual([{ url: 'line-0', at: 12 }]);
    await playing(47.5);
    await fatal('expired');
    expect(engines.loads.at(-1)).toEqual({ url: 'line-0', at: 47.5 });
    expect(failovers).toEqual([]);
  });

  it('reloads a line that was playing in place after a network failure, once a minute', async () => {
    await playing(30);
    await fatal('network');
    expect(engines.loads.at(-1)).toEqual({ url: 'line-0', at: 30 });
    await playing(31);
    vi.setSystemTime(NOW + IN_PLACE_RELOAD_GAP_MS - 1);
    await fatal('network');
    // Failing again so soon: the line is broken, not expired.
    expect(failovers).toEqual([[0, 1]]);
    expect(engines.loads.at(-1)).toEqual({ url: 'line-1', at: 31 });
  });

  it('leaves a line that never played for the next one, at the position it was to start at', async () => {
    await fatal('network');
    expect(failovers).toEqual([[0, 1]]);
    expect(engines.loads.at(-1)).toEqual({ url: 'line-1', at: 12 });
  });

  it('keeps the place when the reload in place fails in turn (the element is empty by then)', async () => {
    await playing(95);
    await fatal('network');
    expect(engines.loads.at(-1)).toEqual({ url: 'line-0', at: 95 });
    // The reload reset the element; its playlist never came.
    stand({ currentTime: 0, paused: false });
    await fatal('network');
    expect(failovers).toEqual([[0, 1]]);
    expect(engines.loads.at(-1)).toEqual({ url: 'line-1', at: 95 });
  });

  it('shows the error once every line has failed', async () => {
    await fatal('network');
    await fatal('network');
    expect(engines.loads.map((load) => load.url)).toEqual(['line-0', 'line-1']);
    expect(video.dataset.status).toBe('error');
    expect(video.dataset.error).toBe('视频加载失败，请检查网络后重试');
  });
});

describe('useVideoPlayer keeps the wish to play', () => {
  function refuse(name: string) {
    vi.spyOn(video, 'play').mockRejectedValueOnce(Object.assign(new Error(name), { name }));
  }

  it('plays again once the element can, after a play() interrupted by a media error', async () => {
    refuse('NotSupportedError');
    await playing(20);
    await act(async () => engines.callbacks?.onFatal?.('expired', 'test'));
    // The reload's play() was refused by the element being rebuilt: still loading, not paused.
    expect(video.dataset.status).toBe('loading');
    stand({ currentTime: 20, paused: true });
    const calls = vi.mocked(video.play).mock.calls.length;
    await act(async () => void video.dispatchEvent(new Event('canplay')));
    expect(vi.mocked(video.play).mock.calls.length).toBe(calls + 1);
  });

  it('waits for a tap when the autoplay policy refuses, and does not retry by itself', async () => {
    cleanup();
    const view = render(
      <Provider>
        <Harness />
      </Provider>,
    );
    video = view.getByTestId('video') as HTMLVideoElement;
    vi.spyOn(video, 'play').mockRejectedValue(
      Object.assign(new Error('NotAllowedError'), { name: 'NotAllowedError' }),
    );
    stand({ currentTime: 0, paused: true });
    await act(async () => undefined);
    expect(video.dataset.status).toBe('paused');
    const calls = vi.mocked(video.play).mock.calls.length;
    await act(async () => void video.dispatchEvent(new Event('canplay')));
    expect(vi.mocked(video.play).mock.calls.length).toBe(calls);
  });

  it('does not resume a video the viewer paused', async () => {
    await playing(40);
    stand({ currentTime: 40, paused: true });
    await act(async () => void video.dispatchEvent(new Event('pause')));
    const calls = vi.mocked(video.play).mock.calls.length;
    await act(async () => void video.dispatchEvent(new Event('canplay')));
    expect(vi.mocked(video.play).mock.calls.length).toBe(calls);
    expect(video.dataset.status).toBe('paused');
  });
});

describe('useVideoPlayer saves the watch position', () => {
  it('when it first plays, even at 0 s, so the video enters the history', async () => {
    await playing(0);
    expect(saved).toEqual([0]);
    // Playing again after a pause is not a new entry.
    await act(async () => void video.dispatchEvent(new Event('pause')));
    await playing(0);
    expect(saved).toEqual([0]);
  });

  it('when the page is hidden or left, before any 10 s have passed', async () => {
    await playing(3);
    await act(async () => void video.dispatchEvent(new Event('timeupdate')));
    stand({ currentTime: 5.5, paused: false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    stand({ currentTime: 8, paused: false });
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(saved).toEqual([3, 5.5, 8]);
    cleanup();
    // Unmounted: no listener is left behind (only the unmount's own save came).
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(saved).toEqual([3, 5.5, 8, 8]);
  });
});

describe('useVideoPlayer on a live stream', () => {
  it('starts every load at the live edge: the first, a renewal and a line switch', async () => {
    cleanup();
    engines.loads.length = 0;
    const view = render(
      <Provider>
        <Harness live />
      </Provider>,
    );
    video = view.getByTestId('video') as HTMLVideoElement;
    vi.spyOn(video, 'play').mockResolvedValue(undefined);
    await act(async () => undefined);
    expect(engines.loads).toEqual([{ url: 'line-0', at: 0 }]);
    await playing(3600);
    await fatal('expired');
    expect(engines.loads.at(-1)).toEqual({ url: 'line-0', at: 0 });
    await playing(3620);
    await act(async () => view.getByRole('button', { name: 'switch' }).click());
    expect(engines.loads.at(-1)).toEqual({ url: 'line-1', at: 0 });
  });
});
