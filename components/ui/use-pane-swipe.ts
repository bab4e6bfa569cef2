'use client';
// TabPanes' swipe: a horizontal drag moves the track with the finger, its end asks the parent
// for the next pane, and the track then settles on the pane the parent shows. Split from
// tab-panes.tsx so the gesture reads apart from the panes it moves.
import { useLayoutEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';

import { SWIPE_DURATION_MS } from '@/lib/domain/platform/constants';
import {
  classifyGesture,
  dragOffset,
  isTap,
  swipeTarget,
  type GestureAxis,
} from '@/lib/domain/shell/swipe';

export const PANES_TRANSITION = `transform ${SWIPE_DURATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`;

/** The track's resting transform for a pane. */
export const paneOffset = (index: number) => `translate3d(${-index * 100}%, 0, 0)`;

interface Gesture {
  x: number;
  y: number;
  t: number;
  dx: number;
  width: number;
  axis: GestureAxis;
}

function setTrack(track: HTMLDivElement | null, transform: string, transition: string) {
  if (!track) return;
  track.style.transition = transition;
  track.style.transform = transform;
}

export interface PaneSwipeOptions {
  trackRef: RefObject<HTMLDivElement | null>;
  /** The pane shown now, and how many there are. */
  current: number;
  count: number;
  swipeable: boolean;
  onChange?: (index: number) => void;
  /** A horizontal drag began: every pane keeps its height while it slides. */
  onDragStart: () => void;
}

export function usePaneSwipe({
  trackRef,
  current,
  count,
  swipeable,
  onChange,
  onDragStart,
}: PaneSwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  /** Bumped when a swipe ends, so the settle effect runs even if the index stays. */
  const [settled, setSettled] = useState(0);

  // After a swipe, animate from where the finger let go to the pane the parent now shows
  // (the target it accepted, or back to the old pane if it did not).
  useLayoutEffect(() => {
    if (settled > 0) setTrack(trackRef.current, paneOffset(current), PANES_TRANSITION);
  }, [trackRef, current, settled]);

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    const touch = event.touches[0];
    if (!swipeable || event.touches.length > 1 || !touch) {
      gesture.current = null;
      return;
    }
    gesture.current = {
      x: touch.clientX,
      y: touch.clientY,
      t: performance.now(),
      dx: 0,
      width: event.currentTarget.clientWidth,
      axis: 'pending',
    };
  };

  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const touch = event.touches[0];
    if (!g || !touch || g.axis === 'vertical') return;
    const dx = touch.clientX - g.x;
    const dy = touch.clientY - g.y;
    if (g.axis === 'pending') {
      g.axis = classifyGesture(dx, dy);
      if (g.axis !== 'horizontal') return;
      onDragStart();
    }
    g.dx = dx;
    // Straight to the DOM: a re-render per touchmove would drop frames on mid-range phones.
    setTrack(
      trackRef.current,
      `translate3d(calc(${-current * 100}% + ${dragOffset(dx, current, count)}px), 0, 0)`,
      'none',
    );
  };

  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.axis !== 'horizontal') return;
    const touch = event.changedTouches[0];
    const dx = touch ? touch.clientX - g.x : g.dx;
    suppressClick.current = !isTap(dx, 0);
    const target = swipeTarget({
      active: current,
      count,
      dx,
      width: g.width,
      durationMs: performance.now() - g.t,
    });
    if (target !== current) onChange?.(target);
    setSettled((n) => n + 1);
  };

  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    // The finger lifting after a swipe must not open the card it started on.
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd, onClickCapture };
}
