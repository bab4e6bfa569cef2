'use client';
// Turning the phone to landscape while a landscape video plays on screen enters fullscreen
// (unlocked, so turning back can leave); turning back leaves a fullscreen entered that way.
import { useEffect, type RefObject } from 'react';

import {
  onScreen,
  orientationApi,
  screenIsLandscape,
  videoShape,
  type FullscreenRoot,
} from './fullscreen-dom';

export interface RotationRefs {
  /** The player is full screen now. */
  activeRef: RefObject<boolean>;
  /** Whether turning may enter fullscreen now (playing, no ad, not past a preview's end). */
  rotateRef: RefObject<boolean>;
  /** Entered by turning the phone: turning it back leaves. */
  byRotationRef: RefObject<boolean>;
}

export function useRotateToFullscreen(
  rootRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  refs: RotationRefs,
  enter: (lock: boolean) => void,
  exit: () => void,
): void {
  const { activeRef, rotateRef, byRotationRef } = refs;
  // Turning the phone. Chromium lets screen.orientation's change event request fullscreen as a
  // tap would; on iPhone (no element fullscreen) the video's own goes from 'orientationchange'.
  useEffect(() => {
    const root = rootRef.current as FullscreenRoot | null;
    const video = videoRef.current;
    if (!root || !video) return;
    const turned = () => {
      const landscape = screenIsLandscape();
      if (landscape && !activeRef.current) {
        if (!rotateRef.current || videoShape(video, root) !== 'landscape' || !onScreen(root))
          return;
        byRotationRef.current = true;
        // Not locked: the phone turned back to portrait must be able to leave.
        enter(false);
      } else if (!landscape && activeRef.current && byRotationRef.current) {
        exit();
      }
    };
    const orientation = orientationApi();
    const elementFullscreen = Boolean(root.requestFullscreen ?? root.webkitRequestFullscreen);
    if (elementFullscreen && orientation?.addEventListener) {
      orientation.addEventListener('change', turned);
      return () => orientation.removeEventListener('change', turned);
    }
    window.addEventListener('orientationchange', turned);
    return () => window.removeEventListener('orientationchange', turned);
  }, [activeRef, byRotationRef, enter, exit, rootRef, rotateRef, videoRef]);
}
