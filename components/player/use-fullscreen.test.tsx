import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EngineCallbacks } from '@/lib/media/video-engine';

// Fullscreen through the player's face (useFullscreen). The engine (hls.js, MSE) is out of reach
// in jsdom: a stand-in lets the player play. The browser's own parts (requestFullscreen, the
// fullscreenchange event, screen.orientation and its lock) are played by the test: jsdom has
// none of them. What is under test is what the player asks of them, and when.
const engines = vi.hoisted(() => ({ callbacks: null as EngineCallbacks | null }));
vi.mock('@/lib/media/video-engine', () => ({
  detectSupport: () => ({ mse: true, nativeHls: false }),
  markPlayback: () => undefined,
  VideoEngine: class {
    readonly engine = 'hls.js';
    constructor(_video: HTMLVideoElement, _kind: string, callbacks: EngineCallbacks) {
      engines.callbacks = callbacks;
    }
    load() {
      return Promise.resolve();
    }
    setLevel() {}
    setDefaultHeight() {}
    destroy() {}
  },
}));

import { useVideoPlayer } from './use-video-player';
import { VideoPlayer } from './video-player';

let store = createStore();

function Player({ rotate = true }: { rotate?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => `line-${line}`,
    lineCount: 2,
    startAt: 0,
    previewSeconds: 0,
    enabled: true,
  });
  return (
    <>
      <VideoPlayer videoRef={videoRef} player={player} rotateToFullscreen={rotate} />
      <button type="button" onClick={() => player.switchLine(1)}>
        switch
      </button>
    </>
  );
}

/** jsdom's media element plays nothing: play() answers as the test says. */
let refuse: (video: HTMLVideoElement) => string | null = () => null;
let attempts: { muted: boolean }[] = [];

beforeEach(() => {
  attempts = [];
  refuse = () => null;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    attempts.push({ muted: this.muted });
    const name = refuse(this as HTMLVideoElement);
    if (name) return Promise.reject(Object.assign(new Error(name), { name }));
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  store = createStore();
});

async function mount(rotate = true) {
  const view = render(
    <Provider store={store}>
      <Player rotate={rotate} />
    </Provider>,
  );
  await act(async () => undefined);
  return view;
}

const videoElement = () => screen.getByTestId('video') as HTMLVideoElement;
const root = () => videoElement().closest('[data-status]') as HTMLElement;

describe('fullscreen (issue 35 item 3)', () => {
  type Orientation = EventTarget & {
    type: string;
    lock: ReturnType<typeof vi.fn>;
    unlock: ReturnType<typeof vi.fn>;
  };
  let orientation: Orientation;
  let fullscreenElement: Element | null;

  function setFullscreen(element: Element | null) {
    fullscreenElement = element;
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
  }

  beforeEach(() => {
    fullscreenElement = null;
    orientation = Object.assign(new EventTarget(), {
      type: 'portrait-primary',
      lock: vi.fn(() => Promise.resolve()),
      unlock: vi.fn(),
    });
    Object.defineProperty(screen_(), 'orientation', { configurable: true, value: orientation });
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: vi.fn(() => Promise.resolve()),
    });
    HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
    // jsdom lays nothing out: the player's box as on a phone, under the header.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: 40,
      top: 40,
      left: 0,
      width: 390,
      height: 219,
      right: 390,
      bottom: 259,
      toJSON: () => ({}),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
    Reflect.deleteProperty(screen_(), 'orientation');
  });

  function screen_() {
    return window.screen as unknown as Record<string, unknown>;
  }

  function videoSize(width: number, height: number) {
    Object.defineProperty(videoElement(), 'videoWidth', { configurable: true, value: width });
    Object.defineProperty(videoElement(), 'videoHeight', { configurable: true, value: height });
  }

  async function turn(type: 'landscape-primary' | 'portrait-primary') {
    orientation.type = type;
    await act(async () => void orientation.dispatchEvent(new Event('change')));
  }

  it('全屏 takes the player full screen and locks landscape; leaving unlocks', async () => {
    await mount();
    videoSize(854, 480);
    await act(async () => screen.getByRole('button', { name: '全屏' }).click());
    expect(HTMLElement.prototype.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(vi.mocked(HTMLElement.prototype.requestFullscreen).mock.contexts[0]).toBe(root());
    expect(orientation.lock).toHaveBeenCalledWith('landscape');
    setFullscreen(root());
    expect(root().dataset.fullscreen).toBe('true');
    await act(async () => screen.getByRole('button', { name: '退出全屏' }).click());
    expect(document.exitFullscreen).toHaveBeenCalled();
    setFullscreen(null);
    expect(orientation.unlock).toHaveBeenCalled();
    expect(root().dataset.fullscreen).toBeUndefined();
  });

  it('goes full screen upright for a standing video', async () => {
    await mount();
    videoSize(720, 1280);
    await act(async () => screen.getByRole('button', { name: '全屏' }).click());
    expect(orientation.lock).toHaveBeenCalledWith('portrait');
  });

  it('enters when the phone turns to landscape while playing, and leaves when it turns back', async () => {
    await mount();
    videoSize(854, 480);
    await turn('landscape-primary');
    expect(HTMLElement.prototype.requestFullscreen).toHaveBeenCalledTimes(1);
    // Not locked: the phone must be able to turn back.
    expect(orientation.lock).not.toHaveBeenCalled();
    setFullscreen(root());
    await turn('portrait-primary');
    expect(document.exitFullscreen).toHaveBeenCalled();
    setFullscreen(null);
  });

  it('does not enter on turning while paused, for a standing video, or when the page says no', async () => {
    const view = await mount();
    videoSize(720, 1280);
    await turn('landscape-primary');
    await turn('portrait-primary');
    videoSize(854, 480);
    Object.defineProperty(videoElement(), 'paused', { configurable: true, value: true });
    act(() => void videoElement().dispatchEvent(new Event('pause')));
    await turn('landscape-primary');
    await turn('portrait-primary');
    view.unmount();
    await mount(false);
    videoSize(854, 480);
    await turn('landscape-primary');
    expect(HTMLElement.prototype.requestFullscreen).not.toHaveBeenCalled();
  });

  it('leaves fullscreen when the page stops allowing it (a preview ended in the paywall)', async () => {
    const view = await mount(true);
    videoSize(854, 480);
    await turn('landscape-primary');
    setFullscreen(root());
    view.rerender(
      <Provider store={store}>
        <Player rotate={false} />
      </Provider>,
    );
    expect(document.exitFullscreen).toHaveBeenCalled();
  });

  it('on iPhone (no element fullscreen) hands the video to the system player', async () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    await mount();
    const enter = vi.fn();
    Object.assign(videoElement(), { webkitEnterFullscreen: enter });
    await act(async () => screen.getByRole('button', { name: '全屏' }).click());
    expect(enter).toHaveBeenCalled();
  });

  it('lets go of the screen when the player leaves the page in fullscreen', async () => {
    const view = await mount();
    videoSize(854, 480);
    await act(async () => screen.getByRole('button', { name: '全屏' }).click());
    setFullscreen(root());
    view.unmount();
    expect(orientation.unlock).toHaveBeenCalled();
  });
});
