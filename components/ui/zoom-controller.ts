// One picture's gestures in the viewer as a small state machine, apart from React: two fingers
// pinch, a double tap zooms in at the point or back out, one finger pans an enlarged picture
// (kept over the stage) or, on a whole picture, drags it down to close; a tap closes, a long
// press asks to save. A sideways drag on a whole picture is left to the carousel. The numbers
// are lib/domain/shell/zoom.ts; use-zoom-gesture.ts feeds it pointer events and renders its view.
import { MOVE_THRESHOLD_PX } from '@/lib/domain/platform/constants';
import { classifyGesture, isTap } from '@/lib/domain/shell/swipe';
import {
  clampOffset,
  dismissOffset,
  dismissProgress,
  doubleTapView,
  DOUBLE_TAP_MS,
  isDoubleTap,
  LONG_PRESS_MS,
  pinchView,
  shouldDismiss,
  SNAP_BACK_ZOOM,
  WHOLE,
  type Pinch,
  type Point,
  type Size,
  type Tap,
  type ZoomView,
} from '@/lib/domain/shell/zoom';

/** What a pointer event says, in the page's coordinates; `time` in ms. */
export interface PointerInput {
  id: number;
  x: number;
  y: number;
  time: number;
}

/** The stage's size and centre (page coordinates) and the picture's drawn size on it. */
export interface StageMeasure {
  stage: Size;
  centre: Point;
  picture: Size;
}

export interface ZoomCallbacks {
  onTap: () => void;
  onLongPress: () => void;
  onDismiss: () => void;
  onDismissDrag: (progress: number) => void;
}

export interface ZoomControllerDeps {
  measure: () => StageMeasure;
  view: () => ZoomView;
  setView: (view: ZoomView) => void;
  setDragY: (dy: number) => void;
  /** A finger moves the picture: no easing while it does. */
  setTracking: (tracking: boolean) => void;
  callbacks: () => ZoomCallbacks;
}

type Gesture =
  | { kind: 'idle' }
  /** One finger down, not yet a pan, a drag down or a swipe. */
  | { kind: 'press'; start: Point; time: number; view: ZoomView; longPressed: boolean }
  | { kind: 'pan'; start: Point; view: ZoomView }
  | { kind: 'dismiss'; start: Point; time: number }
  /** Sideways on a whole picture: the carousel's. */
  | { kind: 'swipe' }
  | { kind: 'pinch'; pinch: Pinch };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export class ZoomController {
  private readonly pointers = new Map<number, Point>();
  private gesture: Gesture = { kind: 'idle' };
  private lastTap: Tap | null = null;
  private tapTimer: ReturnType<typeof setTimeout> | undefined;
  private pressTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: ZoomControllerDeps) {}

  down(input: PointerInput): void {
    const point = { x: input.x, y: input.y };
    this.pointers.set(input.id, point);
    if (this.pointers.size >= 2) {
      this.startPinch();
      return;
    }
    const press = {
      kind: 'press' as const,
      start: point,
      time: input.time,
      view: this.deps.view(),
      longPressed: false,
    };
    this.gesture = press;
    clearTimeout(this.pressTimer);
    this.pressTimer = setTimeout(() => {
      if (this.gesture !== press) return;
      this.longPress(press);
    }, LONG_PRESS_MS);
  }

  move(input: PointerInput): void {
    if (!this.pointers.has(input.id)) return;
    const point = { x: input.x, y: input.y };
    this.pointers.set(input.id, point);
    if (this.gesture.kind === 'pinch') this.movePinch(this.gesture.pinch);
    else if (this.gesture.kind === 'press') this.decide(this.gesture, point);
    const g = this.gesture;
    if (g.kind === 'pan') {
      const next = {
        scale: g.view.scale,
        x: g.view.x + point.x - g.start.x,
        y: g.view.y + point.y - g.start.y,
      };
      const { picture, stage } = this.deps.measure();
      this.deps.setView(clampOffset(next, picture, stage));
    } else if (g.kind === 'dismiss') {
      const dy = point.y - g.start.y;
      this.deps.setDragY(dismissOffset(dy));
      this.deps.callbacks().onDismissDrag(dismissProgress(dy, this.deps.measure().stage.height));
    }
  }

  /** True when the finger lifted ends a long press: the browser's click after it is not a tap. */
  up(input: PointerInput): boolean {
    if (!this.pointers.has(input.id)) return false;
    this.pointers.delete(input.id);
    clearTimeout(this.pressTimer);
    const g = this.gesture;
    const point = { x: input.x, y: input.y };
    const longPressed = g.kind === 'press' && g.longPressed;
    if (g.kind === 'pinch') {
      const rest = [...this.pointers.values()][0];
      // One finger stays: it pans what the pinch left.
      if (rest) this.gesture = { kind: 'pan', start: rest, view: this.deps.view() };
      else this.settleZoom();
    } else if (g.kind === 'press') {
      const quick = input.time - g.time < LONG_PRESS_MS;
      if (!g.longPressed && quick && isTap(point.x - g.start.x, point.y - g.start.y)) {
        this.tap({ at: point, time: input.time });
      }
    } else if (g.kind === 'dismiss') {
      this.endDismiss(point.y - g.start.y, input.time - g.time);
    }
    if (this.pointers.size === 0) this.rest();
    return longPressed;
  }

  cancel(id: number): void {
    this.pointers.delete(id);
    clearTimeout(this.pressTimer);
    if (this.gesture.kind === 'pinch') this.settleZoom();
    this.deps.setDragY(0);
    this.deps.callbacks().onDismissDrag(0);
    if (this.pointers.size === 0) this.rest();
  }

  /** The platform's own long-press menu (Android) or a right click: ours instead. */
  contextMenu(): void {
    const g = this.gesture;
    if (g.kind === 'press') {
      if (g.longPressed) return;
      clearTimeout(this.pressTimer);
      this.longPress(g);
      return;
    }
    this.forgetTap();
    this.deps.callbacks().onLongPress();
  }

  dispose(): void {
    clearTimeout(this.tapTimer);
    clearTimeout(this.pressTimer);
  }

  private relative(point: Point): Point {
    const { centre } = this.deps.measure();
    return { x: point.x - centre.x, y: point.y - centre.y };
  }

  private forgetTap(): void {
    clearTimeout(this.tapTimer);
    this.lastTap = null;
  }

  private rest(): void {
    this.gesture = { kind: 'idle' };
    this.deps.setTracking(false);
  }

  private longPress(press: Extract<Gesture, { kind: 'press' }>): void {
    press.longPressed = true;
    this.forgetTap();
    this.deps.callbacks().onLongPress();
  }

  private startPinch(): void {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    clearTimeout(this.pressTimer);
    this.forgetTap();
    this.gesture = {
      kind: 'pinch',
      pinch: {
        start: this.deps.view(),
        startDistance: distance(a, b),
        startMid: this.relative(midpoint(a, b)),
      },
    };
    this.deps.setTracking(true);
  }

  private movePinch(pinch: Pinch): void {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    const { picture, stage } = this.deps.measure();
    const next = pinchView(pinch, distance(a, b), this.relative(midpoint(a, b)));
    this.deps.setView(clampOffset(next, picture, stage));
  }

  /** A finger that moved far enough becomes a pan, a drag down, or the carousel's swipe. */
  private decide(press: Extract<Gesture, { kind: 'press' }>, point: Point): void {
    const dx = point.x - press.start.x;
    const dy = point.y - press.start.y;
    if (!isTap(dx, dy)) clearTimeout(this.pressTimer);
    if (press.longPressed || Math.max(Math.abs(dx), Math.abs(dy)) < MOVE_THRESHOLD_PX) return;
    if (press.view.scale > 1) this.gesture = { kind: 'pan', start: press.start, view: press.view };
    else if (classifyGesture(dx, dy) === 'vertical' && dy > 0)
      this.gesture = { kind: 'dismiss', start: press.start, time: press.time };
    else this.gesture = { kind: 'swipe' };
    if (this.gesture.kind !== 'swipe') this.deps.setTracking(true);
  }

  private endDismiss(dy: number, durationMs: number): void {
    if (shouldDismiss(dy, durationMs, this.deps.measure().stage.height)) {
      this.deps.callbacks().onDismiss();
      return;
    }
    this.deps.setDragY(0);
    this.deps.callbacks().onDismissDrag(0);
  }

  private settleZoom(): void {
    const { picture, stage } = this.deps.measure();
    const view = this.deps.view();
    this.deps.setView(view.scale < SNAP_BACK_ZOOM ? WHOLE : clampOffset(view, picture, stage));
  }

  private tap(here: Tap): void {
    if (isDoubleTap(this.lastTap, here)) {
      this.forgetTap();
      const { picture, stage } = this.deps.measure();
      this.deps.setView(
        clampOffset(doubleTapView(this.deps.view(), this.relative(here.at)), picture, stage),
      );
      return;
    }
    this.forgetTap();
    this.lastTap = here;
    // A single tap waits to be sure no second one follows.
    this.tapTimer = setTimeout(() => {
      this.lastTap = null;
      this.deps.callbacks().onTap();
    }, DOUBLE_TAP_MS);
  }
}
