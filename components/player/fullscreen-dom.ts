// The browser's fullscreen and orientation APIs as the player uses them, with the vendor-prefixed
// forms (WebKit, iPhone's video-only fullscreen) folded in: no React here, the hooks call these.
import type { RefObject } from 'react';

export type OrientationLock = 'landscape' | 'portrait';

export type FullscreenRoot = HTMLElement & {
  webkitRequestFullscreen?: () => Promise<void> | void;
};
export type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
export type IosVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
};
export type LockableOrientation = ScreenOrientation & {
  lock?: (orientation: OrientationLock) => Promise<void>;
  unlock?: () => void;
};

export function orientationApi(): LockableOrientation | null {
  return (globalThis.screen?.orientation as LockableOrientation | undefined) ?? null;
}

export function fullscreenElement(doc: FullscreenDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Landscape unless the video (or, before its first frame, the player's box) stands upright. */
export function videoShape(video: HTMLVideoElement, root: HTMLElement): OrientationLock {
  const width = video.videoWidth || root.clientWidth;
  const height = video.videoHeight || root.clientHeight;
  return height > width ? 'portrait' : 'landscape';
}

export function screenIsLandscape(): boolean {
  const type = orientationApi()?.type;
  if (type) return type.startsWith('landscape');
  return globalThis.matchMedia?.('(orientation: landscape)').matches ?? false;
}

/** On screen for the viewer: the page is shown and the player has a box inside the viewport. */
export function onScreen(root: HTMLElement): boolean {
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
 * Takes the player's root full screen, then (with `lock`) turns the screen to the video's shape;
 * where only the video can go full screen (iPhone), the system player takes it. `pendingRef` is
 * true while a request is on its way; `lockedRef` says the orientation is ours to unlock.
 */
export function enterFullscreen(
  root: FullscreenRoot,
  video: IosVideo,
  lock: boolean,
  pendingRef: RefObject<boolean>,
  lockedRef: RefObject<boolean>,
): void {
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
    lockedRef.current = true;
    orientation.lock(shape).catch(() => {
      lockedRef.current = false;
    });
  };
  if (!request) {
    // iPhone: only the video element can go full screen, in the system player.
    video.webkitEnterFullscreen?.();
    return;
  }
  pendingRef.current = true;
  request().then(
    () => {
      pendingRef.current = false;
      lockScreen();
    },
    () => {
      pendingRef.current = false;
      video.webkitEnterFullscreen?.();
    },
  );
}
