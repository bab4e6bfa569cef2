// What each pointer event on the player's <video> does to a press under way: samples it, asks
// lib/domain/player/gestures what the path means and acts (2×, volume, brightness, seek, taps).
// Plain functions over the hook's refs, so usePlayerGestures only wires them to the element.
import type { RefObject } from 'react';

import {
  classifyGesture,
  DOUBLE_TAP_MS,
  gestureFeedback,
  LONG_PRESS_MS,
  LONG_PRESS_RATE,
  type Gesture,
  type GestureMedia,
  type PointerSample,
} from '@/lib/domain/player/gestures';

export interface PlayerGestureOptions {
  /** 0 = the whole video; otherwise seeks stop at the preview's end. */
  previewSeconds: number;
  live: boolean;
  /** An ad or the paywall covers the player: no gesture acts, a tap only toggles controls. */
  blocked: boolean;
  /** A single tap: the controls, as before gestures. */
  onTap(): void;
  togglePlay(): void;
  /** Sound on: a volume swipe up on a muted video is heard. */
  unmute(): void;
}

export interface Press {
  id: number;
  samples: PointerSample[];
  media: GestureMedia;
  gesture: Gesture;
  /** The rate to go back to after a long press. */
  rate: number | null;
  /** A single tap was waiting for its double-tap window when this press began. */
  tapPending: boolean;
}

export interface GestureClock {
  longPress: number;
  tap: number;
  linger: number;
}

/** The hook's state the handlers read and write (refs, so no handler is ever stale). */
export interface GestureContext {
  video: HTMLVideoElement;
  clock: GestureClock;
  pressRef: RefObject<Press | null>;
  lastTapAtRef: RefObject<number | null>;
  optionsRef: RefObject<PlayerGestureOptions>;
  brightnessRef: RefObject<number>;
  volumeSettableRef: RefObject<boolean>;
  setBrightness(value: number): void;
  show(text: string | null, linger: boolean): void;
  endPress(video: HTMLVideoElement | null): void;
}

function sampleOf(video: HTMLVideoElement, event: PointerEvent): PointerSample {
  const box = video.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top, t: Date.now() };
}

function classify(ctx: GestureContext, current: Press, released: boolean): Gesture {
  const box = ctx.video.getBoundingClientRect();
  return classifyGesture({
    samples: current.samples,
    released,
    now: Date.now(),
    width: box.width,
    height: box.height,
    lastTapAt: ctx.lastTapAtRef.current,
    media: current.media,
    blocked: ctx.optionsRef.current.blocked,
  });
}

/** The gesture so far: a long press starts 2×, a swipe acts live (seek waits for release). */
function apply(ctx: GestureContext, current: Press, gesture: Gesture): void {
  const { video } = ctx;
  current.gesture = gesture;
  if (gesture.kind !== 'pending') window.clearTimeout(ctx.clock.longPress);
  if (gesture.kind === 'long-press' && current.rate === null) {
    current.rate = video.playbackRate;
    video.playbackRate = LONG_PRESS_RATE;
  }
  if (gesture.kind === 'volume') {
    video.volume = gesture.value;
  }
  if (gesture.kind === 'brightness') {
    ctx.brightnessRef.current = gesture.value;
    ctx.setBrightness(gesture.value);
  }
  const text = gestureFeedback(gesture, current.media, !video.paused);
  if (text !== null) ctx.show(text, false);
}

function startPress(ctx: GestureContext, event: PointerEvent): void {
  const { video, clock, pressRef, optionsRef } = ctx;
  if (pressRef.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
  const tapPending = clock.tap !== 0;
  window.clearTimeout(clock.tap);
  clock.tap = 0;
  const current: Press = {
    id: event.pointerId,
    samples: [sampleOf(video, event)],
    media: {
      currentTime: video.currentTime,
      duration: Number.isFinite(video.duration) ? video.duration : 0,
      previewSeconds: optionsRef.current.previewSeconds,
      live: optionsRef.current.live,
      volume: video.volume,
      brightness: ctx.brightnessRef.current,
      volumeSettable: ctx.volumeSettableRef.current,
    },
    gesture: { kind: 'pending' },
    rate: null,
    tapPending,
  };
  pressRef.current = current;
  try {
    video.setPointerCapture?.(event.pointerId);
  } catch {
    // The pointer is already gone (released before this ran): nothing to capture.
  }
  clock.longPress = window.setTimeout(() => {
    if (pressRef.current === current) apply(ctx, current, classify(ctx, current, false));
  }, LONG_PRESS_MS);
}

function releasePress(ctx: GestureContext, event: PointerEvent): void {
  const { video, clock, lastTapAtRef, optionsRef, show } = ctx;
  const current = ctx.pressRef.current;
  if (!current || event.pointerId !== current.id) return;
  current.samples.push(sampleOf(video, event));
  const gesture = classify(ctx, current, true);
  const { onTap, togglePlay, blocked } = optionsRef.current;
  ctx.endPress(video);
  if (current.tapPending && gesture.kind !== 'double-tap') onTap();
  if (gesture.kind === 'tap') {
    if (blocked) {
      onTap();
      return;
    }
    // Wait: a second tap would make it a double-tap, and the controls must not blink.
    lastTapAtRef.current = Date.now();
    clock.tap = window.setTimeout(() => {
      clock.tap = 0;
      lastTapAtRef.current = null;
      optionsRef.current.onTap();
    }, DOUBLE_TAP_MS + 1);
    return;
  }
  lastTapAtRef.current = null;
  if (gesture.kind === 'double-tap') {
    const willPlay = video.paused || video.ended;
    togglePlay();
    show(gestureFeedback(gesture, current.media, willPlay), true);
    return;
  }
  if (gesture.kind === 'seek') video.currentTime = gesture.target;
  if (gesture.kind === 'long-press') {
    show(null, false);
    return;
  }
  if (gesture.kind !== 'pending' && gesture.kind !== 'none') {
    apply(ctx, current, gesture);
    if (gesture.kind === 'volume' && gesture.value > 0 && video.muted) optionsRef.current.unmute();
    show(gestureFeedback(gesture, current.media, !video.paused), true);
  }
}

export interface PointerHandlers {
  onDown(event: PointerEvent): void;
  onMove(event: PointerEvent): void;
  onUp(event: PointerEvent): void;
  onCancel(event: PointerEvent): void;
}

export function pointerHandlers(ctx: GestureContext): PointerHandlers {
  return {
    onDown: (event) => startPress(ctx, event),
    onMove: (event) => {
      const current = ctx.pressRef.current;
      if (!current || event.pointerId !== current.id) return;
      current.samples.push(sampleOf(ctx.video, event));
      apply(ctx, current, classify(ctx, current, false));
    },
    onUp: (event) => releasePress(ctx, event),
    onCancel: (event) => {
      const current = ctx.pressRef.current;
      if (!current || event.pointerId !== current.id) return;
      ctx.endPress(ctx.video);
      ctx.show(null, false);
    },
  };
}
