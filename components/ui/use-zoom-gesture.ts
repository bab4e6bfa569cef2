'use client';
// One picture's gestures in the viewer (zoom-controller.ts), on pointer events: touch, pen and
// mouse alike. The stage has `touch-action: none`, so the browser's own scrolling and zooming
// stay out of it; its long-press menu is replaced by ours.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
} from 'react';

import { fittedSize, WHOLE, type ZoomView } from '@/lib/domain/shell/zoom';

import { ZoomController, type PointerInput, type ZoomCallbacks } from './zoom-controller';

export interface ZoomGestureOptions extends ZoomCallbacks {
  stageRef: RefObject<HTMLElement | null>;
  /** False while another picture is shown: this one goes back to whole. */
  current: boolean;
  /** Enlarged or back to whole: the carousel must not take a drag of an enlarged picture. */
  onZoomChange: (zoomed: boolean) => void;
}

export interface ZoomGesture {
  view: ZoomView;
  /** How far the picture follows a drag down, px. */
  dragY: number;
  /** A finger is moving the picture: no easing on the transform. */
  tracking: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onContextMenu: (event: MouseEvent<HTMLElement>) => void;
    onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  };
}

const input = (event: PointerEvent<HTMLElement>): PointerInput => ({
  id: event.pointerId,
  x: event.clientX,
  y: event.clientY,
  time: event.timeStamp,
});

export function useZoomGesture(options: ZoomGestureOptions): ZoomGesture {
  const { stageRef, current } = options;
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const [view, setViewState] = useState<ZoomView>(WHOLE);
  const viewRef = useRef<ZoomView>(WHOLE);
  const [dragY, setDragY] = useState(0);
  const [tracking, setTracking] = useState(false);

  const setView = useCallback((next: ZoomView) => {
    const wasZoomed = viewRef.current.scale > 1;
    viewRef.current = next;
    setViewState(next);
    if (wasZoomed !== next.scale > 1) optionsRef.current.onZoomChange(next.scale > 1);
  }, []);

  // The last finger lifted ended a long press, until its touchend.
  const afterLongPress = useRef(false);
  // Made after mount (it reads the stage and the latest callbacks through refs), gone on unmount.
  const controllerRef = useRef<ZoomController | null>(null);
  useEffect(() => {
    const controller = new ZoomController({
      measure: () => {
        const stage = stageRef.current;
        const rect = stage?.getBoundingClientRect();
        const size = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
        const img = stage?.querySelector('img');
        const natural =
          img && img.naturalWidth > 0
            ? { width: img.naturalWidth, height: img.naturalHeight }
            : null;
        return {
          stage: size,
          centre: {
            x: (rect?.left ?? 0) + size.width / 2,
            y: (rect?.top ?? 0) + size.height / 2,
          },
          picture: fittedSize(natural, size),
        };
      },
      view: () => viewRef.current,
      setView,
      setDragY,
      setTracking,
      callbacks: () => optionsRef.current,
    });
    controllerRef.current = controller;
    return () => {
      controller.dispose();
      controllerRef.current = null;
    };
  }, [stageRef, setView]);

  // Another picture is shown: this one is whole again when it comes back.
  useEffect(() => {
    if (!current && viewRef.current !== WHOLE) setView(WHOLE);
  }, [current, setView]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // A mouse's long press has no touchend: its mark must not swallow the next finger's click.
      afterLongPress.current = false;
      // Mouse moves leave the stage easily; a finger is captured by the browser anyway.
      if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
      controllerRef.current?.down(input(event));
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => controllerRef.current?.move(input(event)),
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (controllerRef.current?.up(input(event))) afterLongPress.current = true;
    },
    // The click a browser makes of a lifted finger would land on the sheet the long press
    // opened (its backdrop closes it): not after a long press.
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      if (!afterLongPress.current) return;
      afterLongPress.current = false;
      if (event.cancelable) event.preventDefault();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) =>
      controllerRef.current?.cancel(event.pointerId),
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      controllerRef.current?.contextMenu();
    },
  };

  return { view, dragY, tracking, handlers };
}
