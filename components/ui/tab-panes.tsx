'use client';
// Panes under a TabBar: a horizontal swipe changes pane (rules in lib/ui/swipe), vertical
// gestures are left to the page, the track slides by transform over SWIPE_DURATION_MS,
// and each pane mounts on its first visit and stays mounted.
import {
  Children,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type TouchEvent,
} from 'react';

import { SWIPE_DURATION_MS } from '@/lib/domain/constants';
import {
  classifyGesture,
  dragOffset,
  isTap,
  swipeTarget,
  type GestureAxis,
} from '@/lib/domain/swipe';

import { panelId, tabId } from './tab-bar';
import styles from './tab-panes.module.css';

export const PANES_TRANSITION = `transform ${SWIPE_DURATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`;

export interface TabPanesProps {
  /** Index of the visible pane, owned by the parent (the same index its TabBar shows). */
  active: number;
  /** A swipe asks the parent to show this pane. */
  onChange?: (index: number) => void;
  /** One child per pane, in tab order. */
  children: ReactNode;
  swipeable?: boolean;
  /** Mount panes on first visit (default); false mounts all at once. */
  lazy?: boolean;
  /** Same prefix as the TabBar: panes become tabpanels labelled by their tabs. */
  idPrefix?: string;
  className?: string;
}

const base = (index: number) => `translate3d(${-index * 100}%, 0, 0)`;

interface Gesture {
  x: number;
  y: number;
  t: number;
  dx: number;
  width: number;
  axis: GestureAxis;
}

export function TabPanes({
  active,
  onChange,
  children,
  swipeable = true,
  lazy = true,
  idPrefix,
  className,
}: TabPanesProps) {
  const panes = Children.toArray(children);
  const count = panes.length;
  const current = Math.min(Math.max(active, 0), Math.max(count - 1, 0));
  const trackRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([current]));
  // While sliding, every pane keeps its height so the neighbour shows; at rest the others
  // collapse so the page is only as tall as the visible pane.
  const [moving, setMoving] = useState(false);
  const [shown, setShown] = useState(current);
  /** Bumped when a swipe ends, so the settle effect runs even if the index stays. */
  const [settled, setSettled] = useState(0);

  if (!visited.has(current)) setVisited(new Set(visited).add(current));
  if (shown !== current) {
    setShown(current);
    setMoving(true);
  }

  useEffect(() => {
    if (!moving) return undefined;
    const timer = setTimeout(() => setMoving(false), SWIPE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [moving, shown]);

  const setTrack = (transform: string, transition: string) => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = transition;
    track.style.transform = transform;
  };

  // After a swipe, animate from where the finger let go to the pane the parent now shows
  // (the target it accepted, or back to the old pane if it did not).
  useLayoutEffect(() => {
    if (settled > 0) setTrack(base(current), PANES_TRANSITION);
  }, [current, settled]);

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
      setMoving(true);
    }
    g.dx = dx;
    // Straight to the DOM: a re-render per touchmove would drop frames on mid-range phones.
    setTrack(
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

  return (
    <div
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      onClickCapture={(event) => {
        // The finger lifting after a swipe must not open the card it started on.
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <div
        ref={trackRef}
        className={styles.track}
        style={{ transform: base(current), transition: PANES_TRANSITION }}
        data-moving={moving ? 'true' : undefined}
      >
        {panes.map((pane, index) => {
          const isActive = index === current;
          const mounted = !lazy || visited.has(index);
          return (
            <div
              key={index}
              className={styles.pane}
              role={idPrefix ? 'tabpanel' : undefined}
              id={idPrefix ? panelId(idPrefix, index) : undefined}
              aria-labelledby={idPrefix ? tabId(idPrefix, index) : undefined}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              data-active={isActive ? 'true' : undefined}
            >
              {mounted ? pane : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
