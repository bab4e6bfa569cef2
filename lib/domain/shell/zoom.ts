// The picture viewer's gestures as numbers (issue 35): pinch and double-tap zoom about the
// fingers, a pan kept within the picture, a double tap told from a tap, and the swipe down
// that closes. Pure: the viewer feeds it sizes, points (relative to the stage's centre) and
// times. §9's tap and move thresholds (5 and 10 px) apply as for the tab panes.
import { MOVE_THRESHOLD_PX, TAP_THRESHOLD_PX } from '../platform/constants';

/** How far a picture may be enlarged; our choice (a phone photo's detail at 4× is soft). */
export const MAX_ZOOM = 4;
/** A double tap on a whole picture enlarges it this much at the tapped point. */
export const DOUBLE_TAP_ZOOM = 2.5;
/** Two taps within this long, and this close, are a double tap (the platforms' usual). */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 30;
/** A finger held this long without moving is a long press (the platforms' usual). */
export const LONG_PRESS_MS = 500;
/** A swipe down this far (share of the stage height), or this fast, closes the viewer. */
export const DISMISS_FRACTION = 0.18;
export const DISMISS_VELOCITY_PX_PER_MS = 0.6;
/** Under this scale a released pinch settles back to the whole picture. */
export const SNAP_BACK_ZOOM = 1.05;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Scale and offset of the picture: screen = offset + scale × picture point (centre origin). */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const WHOLE: ZoomView = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_ZOOM, Math.max(1, scale));
}

/** The picture's drawn size on the stage: `contain`, never larger than the stage. */
export function fittedSize(natural: Size | null, stage: Size): Size {
  if (!natural || natural.width <= 0 || natural.height <= 0) return stage;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/** Keeps the enlarged picture covering the stage where it can: no empty band at an edge. */
export function clampOffset(view: ZoomView, picture: Size, stage: Size): ZoomView {
  const roomX = Math.max(0, (picture.width * view.scale - stage.width) / 2);
  const roomY = Math.max(0, (picture.height * view.scale - stage.height) / 2);
  return {
    scale: view.scale,
    x: Math.min(roomX, Math.max(-roomX, view.x)),
    y: Math.min(roomY, Math.max(-roomY, view.y)),
  };
}

/** The view at `scale` that keeps the picture point under `at` where it is. */
export function zoomAt(view: ZoomView, scale: number, at: Point): ZoomView {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export interface Pinch {
  /** The view when the second finger came down. */
  start: ZoomView;
  startDistance: number;
  startMid: Point;
}

/** Two fingers: the scale follows their distance, the picture follows their midpoint. */
export function pinchView(pinch: Pinch, distance: number, mid: Point): ZoomView {
  if (pinch.startDistance <= 0) return pinch.start;
  const zoomed = zoomAt(
    pinch.start,
    (pinch.start.scale * distance) / pinch.startDistance,
    pinch.startMid,
  );
  return {
    scale: zoomed.scale,
    x: zoomed.x + mid.x - pinch.startMid.x,
    y: zoomed.y + mid.y - pinch.startMid.y,
  };
}

/** A double tap toggles: the whole picture zooms in at the point, a zoomed one goes back. */
export function doubleTapView(view: ZoomView, at: Point): ZoomView {
  return view.scale > 1 ? WHOLE : zoomAt(view, DOUBLE_TAP_ZOOM, at);
}

export interface Tap {
  at: Point;
  /** ms */
  time: number;
}

export function isDoubleTap(first: Tap | null, second: Tap): boolean {
  if (!first) return false;
  const soon = second.time - first.time <= DOUBLE_TAP_MS;
  const near = Math.hypot(second.at.x - first.at.x, second.at.y - first.at.y) <= DOUBLE_TAP_SLOP_PX;
  return soon && near;
}

/** How far the stage follows a finger dragging down (up is resisted: only down closes). */
export function dismissOffset(dy: number): number {
  return dy >= 0 ? dy : dy * 0.2;
}

/** 0 at rest, 1 at the distance that closes: the backdrop fades with it. */
export function dismissProgress(dy: number, stageHeight: number): number {
  if (stageHeight <= 0 || dy <= 0) return 0;
  return Math.min(1, dy / (stageHeight * DISMISS_FRACTION));
}

/** A finished drag down closes when it went far enough or was a flick. */
export function shouldDismiss(dy: number, durationMs: number, stageHeight: number): boolean {
  if (dy <= TAP_THRESHOLD_PX) return false;
  if (dy >= stageHeight * DISMISS_FRACTION) return true;
  return durationMs > 0 && dy / durationMs >= DISMISS_VELOCITY_PX_PER_MS && dy >= MOVE_THRESHOLD_PX;
}
