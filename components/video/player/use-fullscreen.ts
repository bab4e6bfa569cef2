'use client';
// Fullscreen for the player: the player's root goes full screen (its own controls with it) and
// the screen turns to the video's shape (screen.orientation.lock where the browser allows it:
// Android; unlocked on leaving); where only the <video> can go full screen (iPhone), the system
// player does it. Turning the phone to landscape while a landscape video plays enters it, and
// turning back leaves a fullscreen entered that way (docs/player.md "Fullscreen").
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type OrientationLock = 'landscape' | 'portrait';

type FullscreenRoot = HTMLElement & {
  webkitRequestFullscreen?: () => Promise<void> | void;
};
type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type IosVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
};
type LockableOrientation = ScreenOrientation & {
  lock?: (orientation: OrientationLock) => Promise<void>;
  unlock?: () => void;
};

export interface Fullscreen {
  /** The player (or, on iPhone, its video) is full screen. */
  active: boolean;
  /** The player's root while it is the fullscreen element: sheets must open inside it. */
  host: HTMLElement | null;
  /** The 全屏 button: enter with the screen turned to the video's shape, or leave. */
  toggle(): void;
  exit(): void;
}

function orientationApi(): LockableOrientation | null {
  return (globalThis.screen?.orientation as LockableOrientation | undefined) ?? null;
}

function fullscreenElement(doc: FullscreenDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Landscape unless the video (or, before its first frame, the player's box) stands upright. */
export function videoShape(video: HTMLVideoElement, root: HTMLElement): OrientationLock {
  const width = video.videoWidth || root.clientWidth;
  const height = video.videoHeight || root.clientHeight;
  return height > width ? 'portrait' : 'landscape';
}

function screenIsLandscape(): boolean {
  const type = orientationApi()?.type;
  if (type) return type.startsWith('landscape');
  return globalThis.matchMedia?.('(orientation: landscape)').matches ?? false;
}

/** On screen for the viewer: the page is shown and the player has a box inside the viewport. */
function onScreen(root: HTMLElement): boolean {
  if (document.visibilityState !== 'visible') return false;
  const box = root.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.top < window.innerHeight &&
    box.right > 0 &&
    box.left < window.innerWidth
  );
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
  const pending = useRef(false);
  /** The orientation was locked by us: unlock on leaving. */
  const locked = useRef(false);
  /** Entered by turning the phone: turning it back leaves. */
  const byRotation = useRef(false);
  const rotateRef = useRef(rotate);
  useEffect(() => {
    rotateRef.current = rotate;
  });

  const unlock = useCallback(() => {
    if (!locked.current) return;
    locked.current = false;
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
      if (!root || !video || pending.current) return;
      const shape = videoShape(video, root);
      const request = root.requestFullscreen
        ? () => root.requestFullscreen({ navigationUI: 'hide' })
        : root.webkitRequestFullscreen
          ? () => Promise.resolve(root.webkitRequestFullscreen?.())
          : null;
      const lockScreen = () => {
        const orientation = orientationApi();
        if (!lock || !orientation?.lock) return;
        // Android's browsers lock in fullscreen; elsewhere lock() refuses, and the picture keeps
        // the phone's orientation (the system rotates the element's fullscreen itself).
        locked.current = true;
        orientation.lock(shape).catch(() => {
          locked.current = false;
        });
      };
      if (!request) {
        // iPhone: only the video element can go full screen, in the system player.
        video.webkitEnterFullscreen?.();
        return;
      }
      pending.current = true;
      request().then(
        () => {
          pending.current = false;
          lockScreen();
        },
        () => {
          pending.current = false;
          video.webkitEnterFullscreen?.();
        },
      );
    },
    [rootRef, videoRef],
  );

  const exit = useCallback(() => {
    const doc = document as FullscreenDocument;
    const video = videoRef.current as IosVideo | null;
    byRotation.current = false;
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
        byRotation.current = false;
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
        byRotation.current = true;
        // Not locked: the phone turned back to portrait must be able to leave.
        enter(false);
      } else if (!landscape && activeRef.current && byRotation.current) {
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
  }, [enter, exit, rootRef, videoRef]);

  const toggle = useCallback(() => {
    if (activeRef.current) exit();
    else enter(true);
  }, [enter, exit]);

  return { active, host, toggle, exit };
}
