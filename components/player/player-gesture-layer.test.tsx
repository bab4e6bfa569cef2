// The player's gestures through synthetic pointer events on its <video> (jsdom has no layout:
// the element's box is given, like the media's length and paused state, which jsdom lacks).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DOUBLE_TAP_MS, LONG_PRESS_MS } from '@/lib/domain/player/gestures';

import { FEEDBACK_LINGER_MS } from './use-player-gestures';
import type { VideoPlayerState } from './use-video-player';
import { VideoPlayer } from './video-player';

const WIDTH = 400;
const HEIGHT = 225;

let paused = false;
let togglePlay = vi.fn();
let unmute = vi.fn();

function stateOf(): VideoPlayerState {
  const nothing = () => undefined;
  return {
    status: 'paused',
    engine: 'hls.js',
    line: 0,
    levels: [],
    level: -1,
    playingLevel: -1,
    rate: 1,
    muted: false,
    soundBlocked: false,
    errorText: '',
    switchLine: nothing,
    setLevel: nothing,
    setRate: nothing,
    toggleMuted: nothing,
    unmute,
    togglePlay,
    retry: nothing,
  };
}

function Face({ previewSeconds = 0, overlay }: { previewSeconds?: number; overlay?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <VideoPlayer
      videoRef={videoRef}
      player={stateOf()}
      overlay={overlay ? <span>{overlay}</span> : undefined}
      gestures={{ previewSeconds }}
    />
  );
}

/** The <video> laid out 400×225 at the page's top left, 45 minutes long, at 10:00. */
function mount(props: { previewSeconds?: number; overlay?: string; fixedVolume?: boolean } = {}) {
  const originalVolume = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume')!;
  if (props.fixedVolume) {
    // iOS Safari: writes to volume are ignored, it reads 1.
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', {
      configurable: true,
      get: () => 1,
      set: () => undefined,
    });
  }
  const view = render(
    <Provider>
      <Face previewSeconds={props.previewSeconds} overlay={props.overlay} />
    </Provider>,
  );
  if (props.fixedVolume)
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', originalVolume);
  const video = screen.getByTestId('video') as HTMLVideoElement;
  video.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: WIDTH, height: HEIGHT, right: WIDTH, bottom: HEIGHT }) as DOMRect;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 2700 });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  video.currentTime = 600;
  return { video, view };
}

const root = () => screen.getByTestId('video').closest('[data-status]')!;
const chip = () => screen.getByTestId('gesture-feedback');
const chipText = () => (chip().hidden ? null : chip().textContent);

function down(video: HTMLElement, x: number, y: number) {
  fireEvent.pointerDown(video, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: y });
}
function move(video: HTMLElement, x: number, y: number) {
  act(() => vi.advanceTimersByTime(16));
  fireEvent.pointerMove(video, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: y });
}
function up(video: HTMLElement, x: number, y: number) {
  fireEvent.pointerUp(video, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: y });
}
function tap(video: HTMLElement, x = 200, y = 100) {
  down(video, x, y);
  act(() => vi.advanceTimersByTime(60));
  up(video, x, y);
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  paused = false;
  unmute = vi.fn();
  togglePlay = vi.fn(() => {
    paused = !paused;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('player gestures', () => {
  it('lets the picture take every touch (no scroll or zoom under a swipe)', () => {
    const { video } = mount();
    expect(video.style.touchAction).toBe('none');
  });

  it('toggles the controls on a single tap, once no second tap can follow', () => {
    const { video } = mount();
    expect(root().getAttribute('data-controls')).toBe('shown');
    tap(video);
    expect(root().getAttribute('data-controls')).toBe('shown');
    wait(DOUBLE_TAP_MS + 1);
    expect(root().getAttribute('data-controls')).toBe('hidden');
    expect(togglePlay).not.toHaveBeenCalled();
  });

  it('pauses on a double-tap and plays on the next, saying so, the controls left alone', () => {
    const { video } = mount();
    tap(video);
    wait(100);
    tap(video);
    expect(togglePlay).toHaveBeenCalledTimes(1);
    expect(chipText()).toBe('❚❚');
    wait(FEEDBACK_LINGER_MS);
    expect(chipText()).toBeNull();
    tap(video);
    wait(100);
    tap(video);
    expect(togglePlay).toHaveBeenCalledTimes(2);
    expect(chipText()).toBe('▶');
    wait(DOUBLE_TAP_MS + 1);
    expect(root().getAttribute('data-controls')).toBe('shown');
  });

  it('previews a horizontal seek while dragging and seeks on release', () => {
    const { video } = mount();
    down(video, 100, 100);
    move(video, 200, 100);
    move(video, 300, 102);
    // Half the width seeks 45 s (a full swipe seeks 90 s at most).
    expect(chipText()).toBe('快进 10:45 / 45:00');
    expect(video.currentTime).toBe(600);
    up(video, 300, 102);
    expect(video.currentTime).toBe(645);
    expect(chipText()).toBe('快进 10:45 / 45:00');
    wait(FEEDBACK_LINGER_MS);
    expect(chipText()).toBeNull();
    expect(root().getAttribute('data-controls')).toBe('shown');
  });

  it('seeks backwards, and never past the preview of an unpaid video', () => {
    const { video } = mount({ previewSeconds: 30 });
    video.currentTime = 20;
    down(video, 0, 100);
    move(video, 400, 100);
    up(video, 400, 100);
    expect(video.currentTime).toBe(30);
    wait(FEEDBACK_LINGER_MS);
    down(video, 400, 100);
    move(video, 300, 100);
    expect(chipText()).toBe('快退 00:22 / 45:00');
    up(video, 300, 100);
    expect(video.currentTime).toBe(22.5);
  });

  it('plays at 2× while a press is held and at the chosen rate after', () => {
    const { video } = mount();
    video.playbackRate = 1.25;
    down(video, 200, 100);
    wait(LONG_PRESS_MS - 1);
    expect(video.playbackRate).toBe(1.25);
    wait(1);
    expect(video.playbackRate).toBe(2);
    expect(chipText()).toBe('2倍速播放中');
    wait(2000);
    up(video, 200, 100);
    expect(video.playbackRate).toBe(1.25);
    expect(chipText()).toBeNull();
    wait(DOUBLE_TAP_MS + 1);
    expect(root().getAttribute('data-controls')).toBe('shown');
  });

  it('gives the rate back when the browser takes the pointer (pointercancel)', () => {
    const { video } = mount();
    down(video, 200, 100);
    wait(LONG_PRESS_MS);
    expect(video.playbackRate).toBe(2);
    fireEvent.pointerCancel(video, { pointerId: 1, pointerType: 'touch' });
    expect(video.playbackRate).toBe(1);
    expect(chipText()).toBeNull();
  });

  it('changes the volume with a vertical swipe on the right', () => {
    const { video } = mount();
    video.volume = 0.5;
    down(video, 300, 150);
    move(video, 300, 105);
    expect(video.volume).toBeCloseTo(0.7);
    expect(chipText()).toBe('音量 70%');
    up(video, 300, 105);
    expect(video.volume).toBeCloseTo(0.7);
  });

  it('turns the sound on when a volume swipe ends above silence on a muted video', () => {
    const { video } = mount();
    video.muted = true;
    down(video, 300, 150);
    move(video, 300, 100);
    expect(unmute).not.toHaveBeenCalled();
    up(video, 300, 100);
    expect(unmute).toHaveBeenCalledTimes(1);
  });

  it('dims the picture with a vertical swipe down on the left', () => {
    const { video } = mount();
    expect(screen.queryByTestId('brightness-dim')).toBeNull();
    down(video, 100, 50);
    move(video, 100, 185);
    expect(chipText()).toBe('亮度 40%');
    up(video, 100, 185);
    expect(Number(screen.getByTestId('brightness-dim').style.opacity)).toBeCloseTo(0.6);
  });

  it('offers no volume swipe where the volume cannot be set (iOS Safari)', () => {
    const { video } = mount({ fixedVolume: true });
    expect(chip().getAttribute('data-volume')).toBe('fixed');
    down(video, 300, 150);
    move(video, 300, 60);
    expect(chipText()).toBeNull();
    up(video, 300, 60);
    expect(chipText()).toBeNull();
  });

  it('lets no gesture act under an ad or the paywall', () => {
    const { video } = mount({ overlay: '广告 5s' });
    tap(video);
    wait(100);
    tap(video);
    expect(togglePlay).not.toHaveBeenCalled();
    down(video, 0, 100);
    move(video, 400, 100);
    up(video, 0, 100);
    expect(video.currentTime).toBe(600);
    down(video, 200, 100);
    wait(LONG_PRESS_MS + 100);
    expect(video.playbackRate).toBe(1);
    up(video, 200, 100);
    expect(chipText()).toBeNull();
  });

  it('ends 2× when the paywall covers the player mid-press', () => {
    const { video, view } = mount({ previewSeconds: 30 });
    down(video, 200, 100);
    wait(LONG_PRESS_MS);
    expect(video.playbackRate).toBe(2);
    view.rerender(
      <Provider>
        <Face previewSeconds={30} overlay="开通VIP观看完整视频" />
      </Provider>,
    );
    expect(video.playbackRate).toBe(1);
    expect(chipText()).toBeNull();
  });

  it('leaves nothing behind when the player goes mid-press', () => {
    const { video, view } = mount();
    down(video, 200, 100);
    wait(LONG_PRESS_MS);
    expect(video.playbackRate).toBe(2);
    view.unmount();
    expect(video.playbackRate).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
