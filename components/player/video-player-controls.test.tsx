import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EngineCallbacks } from '@/lib/media/video-engine';

// The engine (hls.js, MSE) is out of reach in jsdom: a stand-in lets the test report what the
// engine would (levels, the one playing). The browser's own answer (play() refused or not)
// is played by the test on the element. What is under test is the player: hook and face.
const engines = vi.hoisted(() => ({
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
    load() {
      return Promise.resolve();
    }
    setLevel() {}
    setDefaultHeight(height: number | null) {
      engines.defaultHeights.push(height);
    }
    destroy() {}
  },
}));

import { DEFAULT_PLAYBACK_SETTINGS } from '@/lib/domain/player/playback-settings';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

import { useVideoPlayer } from './use-video-player';
import { VideoPlayer } from './video-player';

let store = createStore();

function Player() {
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
      <VideoPlayer videoRef={videoRef} player={player} />
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
  localStorage.clear();
  store = createStore();
  engines.defaultHeights.length = 0;
});

async function mount() {
  const view = render(
    <Provider store={store}>
      <Player />
    </Provider>,
  );
  await act(async () => undefined);
  return view;
}

const videoElement = () => screen.getByTestId('video') as HTMLVideoElement;
const root = () => videoElement().closest('[data-status]') as HTMLElement;

describe('sound (issue 35 item 14)', () => {
  // The autoplay policy: sound is refused until the page has had a tap; muted play is allowed.
  const soundRefused = (video: HTMLVideoElement) => (video.muted ? null : 'NotAllowedError');

  it('plays muted where the browser refuses sound, and offers 点击开启声音', async () => {
    refuse = soundRefused;
    await mount();
    expect(attempts).toEqual([{ muted: false }, { muted: true }]);
    expect(videoElement().muted).toBe(true);
    expect(root().dataset.status).toBe('playing');
    fireEvent.click(screen.getByRole('button', { name: '点击开启声音' }));
    expect(videoElement().muted).toBe(false);
    expect(screen.queryByRole('button', { name: '点击开启声音' })).toBeNull();
    // Kept with §3's app state, in sessionStorage (§9).
    expect(JSON.parse(sessionStorage.getItem('app') ?? '{}').videoMuted).toBe(false);
  });

  it('starts the next video with sound once chosen, and muted (no chip) once the viewer muted', async () => {
    refuse = soundRefused;
    const first = await mount();
    fireEvent.click(screen.getByRole('button', { name: '点击开启声音' }));
    first.unmount();
    // The next video, with the tap behind it: the browser allows sound.
    refuse = () => null;
    attempts = [];
    const second = await mount();
    expect(attempts).toEqual([{ muted: false }]);
    expect(videoElement().muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '静音' }));
    expect(videoElement().muted).toBe(true);
    second.unmount();
    refuse = soundRefused;
    attempts = [];
    await mount();
    expect(attempts).toEqual([{ muted: true }]);
    expect(screen.queryByRole('button', { name: '点击开启声音' })).toBeNull();
  });

  it('with 记住声音 off, starts every video with sound whatever the last one chose', async () => {
    store.set(playbackSettingsAtom, { ...DEFAULT_PLAYBACK_SETTINGS, rememberSound: false });
    const first = await mount();
    expect(videoElement().muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '静音' }));
    expect(videoElement().muted).toBe(true);
    first.unmount();
    attempts = [];
    await mount();
    expect(attempts).toEqual([{ muted: false }]);
    expect(videoElement().muted).toBe(false);
    // The session's choice is not touched: turning 记住声音 back on finds it as it was.
    expect(JSON.parse(sessionStorage.getItem('app') ?? '{}').videoMuted).not.toBe(true);
  });

  it('with 记住声音 on (the default), the muted choice carries to the next video', async () => {
    const first = await mount();
    fireEvent.click(screen.getByRole('button', { name: '静音' }));
    first.unmount();
    attempts = [];
    await mount();
    expect(attempts).toEqual([{ muted: true }]);
    expect(videoElement().muted).toBe(true);
  });

  it('waits for the play button when even muted play is refused', async () => {
    refuse = () => 'NotAllowedError';
    await mount();
    expect(attempts).toEqual([{ muted: false }, { muted: true }]);
    expect(root().dataset.status).toBe('paused');
    expect(screen.getAllByRole('button', { name: '播放' }).length).toBeGreaterThan(0);
  });
});

describe('the quality label (issue 35 item 5)', () => {
  const levels = [
    { index: 0, height: 240 },
    { index: 1, height: 480 },
  ];

  it('says what plays after a line switch, not what was chosen', async () => {
    await mount();
    await act(async () => engines.callbacks?.onLevels?.(levels, -1));
    await act(async () => engines.callbacks?.onLevelPlaying?.(1));
    const quality = () => screen.getByRole('button', { name: /^清晰度/ });
    expect(quality().textContent).toBe('480P');
    fireEvent.click(quality());
    fireEvent.click(screen.getByRole('button', { name: /^240P/ }));
    // Chosen, not yet at the playhead.
    expect(quality().textContent).toBe('480P');
    await act(async () => engines.callbacks?.onLevelPlaying?.(0));
    expect(quality().textContent).toBe('240P');
    // A line switch: the new manifest keeps the choice (the engine maps it), nothing plays yet,
    // then what the new line plays.
    await act(async () => screen.getByRole('button', { name: 'switch' }).click());
    await act(async () => engines.callbacks?.onLevels?.(levels, 0));
    expect(quality().textContent).toBe('240P');
    await act(async () => engines.callbacks?.onLevelPlaying?.(1));
    expect(quality().textContent).toBe('480P');
    fireEvent.click(quality());
    expect(screen.getByRole('button', { name: /^240P/ }).textContent).toContain('切换中');
  });

  it('starts on the 默认清晰度 of 播放设置: the engine is given its height when the video starts', async () => {
    store.set(playbackSettingsAtom, { ...DEFAULT_PLAYBACK_SETTINGS, defaultQuality: 480 });
    await mount();
    expect(engines.defaultHeights).toEqual([480]);
    // The engine maps it to this manifest's nearest rendition and reports it as the choice.
    await act(async () => engines.callbacks?.onLevels?.(levels, 1));
    fireEvent.click(screen.getByRole('button', { name: /^清晰度/ }));
    expect(screen.getByRole('button', { name: /^480P/ }).textContent).toContain('当前');
  });

  it('leaves the choice to hls.js with 默认清晰度 自动', async () => {
    await mount();
    expect(engines.defaultHeights).toEqual([null]);
  });
});
