'use client';
// The pager's input: a vertical swipe (swipe.ts's rule on the vertical axis), the wheel (one clip
// per gesture), the arrow and page keys, a tap (pause) and a double tap (like). Listeners and the
// single tap's timer live in effects: a hidden kept-alive screen leaves none behind.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type WheelEvent,
} from 'react';

import { isTap, swipeTarget, classifyGesture } from '@/lib/domain/shell/swipe';
import {
  isDoubleTap,
  SINGLE_TAP_DELAY_MS,
  wheelStep,
  type Tap,
  type WheelState,
} from '@/lib/domain/video/short-feed';

import { usePagerKeys } from './use-pager-keys';

export interface PagerInput {
  index: number;
  count: number;
  active: boolean;
  onStep(step: number): void;
  onTap(): void;
  onDoubleTap(x: number, y: number): void;
}

type Drag = { x: number; y: number; at: number; id: number; vertical: boolean | null };

export function usePagerGestures({ index, count, active, onStep, onTap, onDoubleTap }: PagerInput) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const wheel = useRef<WheelState>({ lastEventAt: -Infinity });
  const lastTap = useRef<Tap | null>(null);
  const [pendingTap, setPendingTap] = useState(0);
  const latest = useRef({ onStep, onTap, onDoubleTap });
  useEffect(() => {
    latest.current = { onStep, onTap, onDoubleTap };
  });

  // The single tap waits for a possible second one.
  useEffect(() => {
    if (pendingTap === 0 || !active) return;
    const timer = window.setTimeout(() => {
      lastTap.current = null;
      latest.current.onTap();
    }, SINGLE_TAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingTap, active]);

  usePagerKeys(active, latest);

  const onPointerDown = useCallback((event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button, a, [role="dialog"]')) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      at: event.timeStamp,
      id: event.pointerId,
      vertical: null,
    };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (d.vertical === null) {
      const axis = classifyGesture(dx, dy);
      if (axis === 'pending') return;
      d.vertical = axis === 'vertical';
    }
    if (d.vertical) setOffset(dy);
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      if (!d || d.id !== event.pointerId) return;
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      setOffset(0);
      if (isTap(dx, dy)) {
        const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
        if (isDoubleTap(lastTap.current, tap)) {
          lastTap.current = null;
          setPendingTap(0);
          latest.current.onDoubleTap(tap.x, tap.y);
        } else {
          lastTap.current = tap;
          setPendingTap((n) => n + 1);
        }
        return;
      }
      if (!d.vertical) return;
      const height = (event.currentTarget as HTMLElement).clientHeight;
      const target = swipeTarget({
        active: index,
        count,
        dx: dy,
        width: height,
        durationMs: event.timeStamp - d.at,
      });
      if (target !== index) latest.current.onStep(target - index);
    },
    [index, count],
  );

  const onPointerCancel = useCallback(() => {
    drag.current = null;
    setOffset(0);
  }, []);

  const onWheel = useCallback((event: WheelEvent) => {
    // A sheet (comments, paywall) is portalled, but React bubbles its events here: its own scroll.
    if ((event.target as HTMLElement).closest('[role="dialog"]')) return;
    const r = wheelStep(wheel.current, event.deltaY, event.timeStamp);
    wheel.current = r.state;
    if (r.step !== 0) latest.current.onStep(r.step);
  }, []);

  return {
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onWheel },
  };
}
