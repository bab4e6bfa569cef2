'use client';
// Fullscreen for the player: the player's root goes full screen (its own controls with it) and
// the screen turns to the video's shape (screen.orientation.lock where the browser allows it:
// Android; unlocked on leaving); where only the <video> can go full screen (iPhone), the system
// player does it. Turning the phone to landscape while a landscape video plays enters it, and
// turning back leaves a fullscreen entered that way (docs/player.md "Fullscreen").
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import {
  enterFullscreen,
  fullscreenElement,
  orientationApi,
  type FullscreenDocument,
  type FullscreenRoot,
  type IosVideo,
} from './fullscreen-dom';
import { useRotateToFullscreen } from './use-rotate-to-fullscreen';

export interface Fullscreen {
  /** The player (or, on iPhone, its video) is full screen. */
  active: boolean;
  /** The player's root while it is the fullscreen element: sheets must open inside it. */
  host: HTMLElement | null;
  /** The 全屏 button: enter with the screen turned to the video's shape, or leave. */
  toggle(): void;
  exit(): void;
}

/**
 * @param rotate whether turning the phone to landscape may enter fullscreen now (the player is
 *   playing, not during an ad or past a preview's end).
 */
export function useFullscreen(
  rootRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  rotate: boolean,
): Fullscreen {
  const [active, setActive] = useState(false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const activeRef = useRef(false);
  /** A request is on its way: a second orientation event must not ask again. */
  const pendingRef = useRef(false);
  /** The orientation was locked by us: unlock on leaving. */
  const lockedRef = useRef(false);
  /** Entered by turning the phone: turning it back leaves. */
  const byRotationRef = useRef(false);
  const rotateRef = useRef(rotate);
  useEffect(() => {
    rotateRef.current = rotate;
  });

  const unlock = useCallback(() => {
    if (!lockedRef.current) return;
    lockedRef.current = false;
    try {
      orientationApi()?.unlock?.();
    } catch {
      // Nothing was locked after all.
    }
  }, []);

  const enter = useCallback(
    (lock: boolean) => {
      const root = rootRef.current as FullscreenRoot | null;
      const video = videoRef.current as IosVideo | null;
      if (!root || !video || pendingRef.current) return;
      enterFullscreen(root, video, lock, pendingRef, lockedRef);
    },
    [rootRef, videoRef],
  );

  const exit = useCallback(() => {
    const doc = document as FullscreenDocument;
    const video = videoRef.current as IosVideo | null;
    byRotationRef.current = false;
    if (fullscreenElement(doc)) {
      const leave = doc.exitFullscreen?.bind(doc) ?? doc.webkitExitFullscreen?.bind(doc);
      void Promise.resolve(leave?.()).catch(() => undefined);
    } else if (video?.webkitDisplayingFullscreen) {
      video.webkitExitFullscreen?.();
    }
    unlock();
  }, [unlock, videoRef]);

  // Follow the browser's state: entered, or left by the system (back gesture, Esc, the player
  // leaving the page).
  useEffect(() => {
    const root = rootRef.current;
    const video = videoRef.current as IosVideo | null;
    if (!root || !video) return;
    const doc = document as FullscreenDocument;
    const sync = () => {
      const rootOn = fullscreenElement(doc) === root;
      const on = rootOn || video.webkitDisplayingFullscreen === true;
      activeRef.current = on;
      setActive(on);
      setHost(rootOn ? root : null);
      if (!on) {
        byRotationRef.current = false;
        unlock();
      }
    };
    const docEvents = ['fullscreenchange', 'webkitfullscreenchange'];
    const videoEvents = ['webkitbeginfullscreen', 'webkitendfullscreen'];
    for (const name of docEvents) doc.addEventListener(name, sync);
    for (const name of videoEvents) video.addEventListener(name, sync);
    return () => {
      for (const name of docEvents) doc.removeEventListener(name, sync);
      for (const name of videoEvents) video.removeEventListener(name, sync);
      // The page goes (the player with it): the screen must not stay turned.
      unlock();
    };
  }, [rootRef, unlock, videoRef]);

  useRotateToFullscreen(rootRef, videoRef, { activeRef, rotateRef, byRotationRef }, enter, exit);

  const toggle = useCallback(() => {
    if (activeRef.current) exit();
    else enter(true);
  }, [enter, exit]);

  return { active, host, toggle, exit };
}
