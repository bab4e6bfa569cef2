'use client';
// Pointer gestures on the player's <video> (issue 39 item 3, docs/player.md "Gestures"): a tap
// shows or hides the controls, a double-tap plays or pauses, a horizontal drag seeks (on
// release, previewed while dragging), a vertical drag changes brightness (left) or volume
// (right), a long press plays at 2× while held. What a path means is lib/domain/player/gestures;
// this hook only listens, acts and says so.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import {
  pointerHandlers,
  type GestureContext,
  type PlayerGestureOptions,
  type Press,
} from './player-gesture-pointer';

/** How long a gesture's chip stays after the finger lifts. */
export const FEEDBACK_LINGER_MS = 700;

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
  const pressRef = useRef<Press | null>(null);
  const lastTapAtRef = useRef<number | null>(null);
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
    const current = pressRef.current;
    pressRef.current = null;
    window.clearTimeout(timers.current.longPress);
    if (current?.rate != null && video) video.playbackRate = current.rate;
  }, []);

  // Covered by an ad or the paywall: a press under way stops (2× ends) and its chip goes.
  useEffect(() => {
    if (!options.blocked) return;
    if (pressRef.current?.gesture.kind === 'long-press') show(null, false);
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

    const ctx: GestureContext = {
      video,
      clock,
      pressRef,
      lastTapAtRef,
      optionsRef,
      brightnessRef,
      volumeSettableRef,
      setBrightness,
      show,
      endPress,
    };
    const { onDown, onMove, onUp, onCancel } = pointerHandlers(ctx);
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
