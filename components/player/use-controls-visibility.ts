'use client';
// Whether the control bar shows: it fades out a while after the last touch while the video
// plays, and stays while a menu is open or the video is not playing.
import { useEffect, useState } from 'react';

/** Controls fade out after this long without a touch while playing. */
const CONTROLS_HIDE_MS = 3000;

export interface ControlsVisibility {
  shown: boolean;
  /** Shows the controls and restarts the countdown to hiding them. */
  touch(): void;
  /** A tap on the picture: hides them if shown, else shows them. */
  toggle(): void;
}

export function useControlsVisibility(playing: boolean, menu: string | null): ControlsVisibility {
  const [shown, setShown] = useState(true);
  const [touchedAt, setTouchedAt] = useState(0);
  useEffect(() => {
    if (!playing || menu) return;
    const timer = window.setTimeout(() => setShown(false), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, menu, touchedAt]);

  const touch = () => {
    setShown(true);
    setTouchedAt(Date.now());
  };
  const toggle = () => (shown ? setShown(false) : touch());
  return { shown, touch, toggle };
}
