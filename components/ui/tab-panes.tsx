'use client';
// Panes under a TabBar: a horizontal swipe changes pane (rules in lib/ui/swipe), vertical
// gestures are left to the page, the track slides by transform over SWIPE_DURATION_MS,
// and each pane mounts on its first visit and stays mounted.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';

import { SWIPE_DURATION_MS } from '@/lib/domain/platform/constants';

import { panelId, tabId } from './tab-bar';
import styles from './tab-panes.module.css';
import { PANES_TRANSITION, paneOffset, usePaneSwipe } from './use-pane-swipe';

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
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([current]));
  // While sliding, every pane keeps its height so the neighbour shows; at rest the others
  // collapse so the page is only as tall as the visible pane.
  const [moving, setMoving] = useState(false);
  const [shown, setShown] = useState(current);

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

  const swipe = usePaneSwipe({
    trackRef,
    current,
    count,
    swipeable,
    onChange,
    onDragStart: () => setMoving(true),
  });

  return (
    <div className={[styles.viewport, className].filter(Boolean).join(' ')} {...swipe}>
      <div
        ref={trackRef}
        className={styles.track}
        style={{ transform: paneOffset(current), transition: PANES_TRANSITION }}
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
