'use client';
// Pointer gestures on the player's <video> (issue 39 item 3, docs/player.md "Gestures"): a tap
// shows or hides the controls, a double-tap plays or pauses, a horizontal drag seeks (on
// release, previewed while dragging), a vertical drag changes brightness (left) or volume
// (right), a long press plays at 2× while held. What a path means is lib/domain/player-gestures;
// this hook only listens, acts and says so.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import {
  classifyGesture,
  DOUBLE_TAP_MS,
  gestureFeedback,
  LONG_PRESS_MS,
  LONG_PRESS_RATE,
  type Gesture,
  type GestureMedia,
  type PointerSample,
} from '@/lib/domain/player-gestures';

/** How long a gesture's chip stays after the finger lifts. */
export const FEEDBACK_LINGER_MS = 700;

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

export interface PlayerGestures {
  /** The chip's text (快进 01:23 / 45:00, 音量 60%…), or null. */
  feedback: string | null;
  /** 1 = as filmed; lower dims the picture (an overlay of opacity 1 - brightness). */
  brightness: number;
  /** Whether the browser lets a page set the volume (iOS Safari does not). */
  volumeSettable: boolean;
}

/**
 * iOS Safari ignores `volume` (the hardware buttons own it) and reads back 1: a value set and
 * read back tells. The old volume is put back.
 */
export function canSetVolume(video: HTMLMediaElement): boolean {
  const before = video.volume;
  const probe = before === 0.5 ? 0.25 : 0.5;
  try {
    video.volume = probe;
  } catch {
    return false;
  }
  const settable = Math.abs(video.volume - probe) < 0.01;
  video.volume = before;
  return settable;
}

interface Press {
  id: number;
  samples: PointerSample[];
  media: GestureMedia;
  gesture: Gesture;
  /** The rate to go back to after a long press. */
  rate: number | null;
  /** A single tap was waiting for its double-tap window when this press began. */
  tapPending: boolean;
}

export function usePlayerGestures(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: PlayerGestureOptions,
): PlayerGestures {
  const [feedback, setFeedback] = useState<string | null>(null);
  const [brightness, setBrightness] = useState(1);
  const [volumeSettable, setVolumeSettable] = useState(true);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const brightnessRef = useRef(1);
  const volumeSettableRef = useRef(true);
  const press = useRef<Press | null>(null);
  const lastTapAt = useRef<number | null>(null);
  const timers = useRef({ longPress: 0, tap: 0, linger: 0 });

  const show = useCallback((text: string | null, linger: boolean) => {
    window.clearTimeout(timers.current.linger);
    setFeedback(text);
    if (linger && text !== null) {
      timers.current.linger = window.setTimeout(() => setFeedback(null), FEEDBACK_LINGER_MS);
    }
  }, []);

  /**
   * Ends a press: a long press gives the rate back; nothing else is undone. The element is
   * passed in: on unmount the ref is already cleared.
   */
  const endPress = useCallback((video: HTMLVideoElement | null) => {
    const current = press.current;
    press.current = null;
    window.clearTimeout(timers.current.longPress);
    if (current?.rate != null && video) video.playbackRate = current.rate;
  }, []);

  // Covered by an ad or the paywall: a press under way stops (2× ends) and its chip goes.
  useEffect(() => {
    if (!options.blocked) return;
    if (press.current?.gesture.kind === 'long-press') show(null, false);
    endPress(videoRef.current);
  }, [options.blocked, endPress, show, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const settable = canSetVolume(video);
    volumeSettableRef.current = settable;
    setVolumeSettable(settable);
    const clock = timers.current;
    // The player owns every touch on the picture (no scrolling or zooming under a swipe);
    // the page scrolls everywhere else. No callout or menu under a long press either.
    const before = {
      touchAction: video.style.touchAction,
      callout: video.style.getPropertyValue('-webkit-touch-callout'),
    };
    video.style.touchAction = 'none';
    video.style.setProperty('-webkit-touch-callout', 'none');

    const sampleOf = (event: PointerEvent): PointerSample => {
      const box = video.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top, t: Date.now() };
    };
    const classify = (current: Press, released: boolean) => {
      const box = video.getBoundingClientRect();
      return classifyGesture({
        samples: current.samples,
        released,
        now: Date.now(),
        width: box.width,
        height: box.height,
        lastTapAt: lastTapAt.current,
        media: current.media,
        blocked: optionsRef.current.blocked,
      });
    };

    /** The gesture so far: a long press starts 2×, a swipe acts live (seek waits for release). */
    const apply = (current: Press, gesture: Gesture) => {
      current.gesture = gesture;
      if (gesture.kind !== 'pending') window.clearTimeout(clock.longPress);
      if (gesture.kind === 'long-press' && current.rate === null) {
        current.rate = video.playbackRate;
        video.playbackRate = LONG_PRESS_RATE;
      }
      if (gesture.kind === 'volume') {
        video.volume = gesture.value;
      }
      if (gesture.kind === 'brightness') {
        brightnessRef.current = gesture.value;
        setBrightness(gesture.value);
      }
      const text = gestureFeedback(gesture, current.media, !video.paused);
      if (text !== null) show(text, false);
    };

    const onDown = (event: PointerEvent) => {
      if (press.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const tapPending = clock.tap !== 0;
      window.clearTimeout(clock.tap);
      clock.tap = 0;
      const current: Press = {
        id: event.pointerId,
        samples: [sampleOf(event)],
        media: {
          currentTime: video.currentTime,
          duration: Number.isFinite(video.duration) ? video.duration : 0,
          previewSeconds: optionsRef.current.previewSeconds,
          live: optionsRef.current.live,
          volume: video.volume,
          brightness: brightnessRef.current,
          volumeSettable: volumeSettableRef.current,
        },
        gesture: { kind: 'pending' },
        rate: null,
        tapPending,
      };
      press.current = current;
      try {
        video.setPointerCapture?.(event.pointerId);
      } catch {
        // The pointer is already gone (released before this ran): nothing to capture.
      }
      clock.longPress = window.setTimeout(() => {
        if (press.current === current) apply(current, classify(current, false));
      }, LONG_PRESS_MS);
    };

    const onMove = (event: PointerEvent) => {
      const current = press.current;
      if (!current || event.pointerId !== current.id) return;
      current.samples.push(sampleOf(event));
      apply(current, classify(current, false));
    };

    const onUp = (event: PointerEvent) => {
      const current = press.current;
      if (!current || event.pointerId !== current.id) return;
      current.samples.push(sampleOf(event));
      const gesture = classify(current, true);
      const { onTap, togglePlay, blocked } = optionsRef.current;
      endPress(video);
      if (current.tapPending && gesture.kind !== 'double-tap') onTap();
      if (gesture.kind === 'tap') {
        if (blocked) {
          onTap();
          return;
        }
        // Wait: a second tap would make it a double-tap, and the controls must not blink.
        lastTapAt.current = Date.now();
        clock.tap = window.setTimeout(() => {
          clock.tap = 0;
          lastTapAt.current = null;
          optionsRef.current.onTap();
        }, DOUBLE_TAP_MS + 1);
        return;
      }
      lastTapAt.current = null;
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
        apply(current, gesture);
        if (gesture.kind === 'volume' && gesture.value > 0 && video.muted)
          optionsRef.current.unmute();
        show(gestureFeedback(gesture, current.media, !video.paused), true);
      }
    };

    const onCancel = (event: PointerEvent) => {
      if (!press.current || event.pointerId !== press.current.id) return;
      endPress(video);
      show(null, false);
    };
    const onMenu = (event: Event) => event.preventDefault();

    video.addEventListener('pointerdown', onDown);
    video.addEventListener('pointermove', onMove);
    video.addEventListener('pointerup', onUp);
    video.addEventListener('pointercancel', onCancel);
    video.addEventListener('contextmenu', onMenu);
    return () => {
      video.removeEventListener('pointerdown', onDown);
      video.removeEventListener('pointermove', onMove);
      video.removeEventListener('pointerup', onUp);
      video.removeEventListener('pointercancel', onCancel);
      video.removeEventListener('contextmenu', onMenu);
      endPress(video);
      window.clearTimeout(clock.tap);
      window.clearTimeout(clock.linger);
      clock.tap = 0;
      video.style.touchAction = before.touchAction;
      video.style.setProperty('-webkit-touch-callout', before.callout);
    };
  }, [videoRef, endPress, show]);

  return { feedback, brightness, volumeSettable };
}
