'use client';
// TabBar's underline: placed under the active tab (sliding after the first placement) while
// the row scrolls sideways to keep that tab in view. Split from tab-bar.tsx so the measuring
// reads apart from the tabs.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Width of the underline under the active tab, in px. */
export const TAB_INDICATOR_WIDTH = 16;

/**
 * Refs for the tab row, its underline and its tabs. `itemsKey` changes only when the tabs
 * really change, so a parent passing a new array each render does not re-measure.
 */
export function useTabIndicator(active: number, itemsKey: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const placed = useRef(false);

  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);

  /** Puts the underline under the active tab and scrolls the row to keep it in view. */
  const place = useCallback((animate: boolean) => {
    const list = listRef.current;
    const indicator = indicatorRef.current;
    if (!list || !indicator) return;
    const tab = tabRefs.current[activeRef.current];
    if (!tab) {
      indicator.style.opacity = '0';
      return;
    }
    const x = tab.offsetLeft + tab.offsetWidth / 2 - TAB_INDICATOR_WIDTH / 2;
    indicator.style.opacity = '1';
    indicator.style.transform = `translate3d(${x}px, 0, 0)`;
    const left = Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2);
    if (typeof list.scrollTo === 'function')
      list.scrollTo({ left, behavior: animate ? 'smooth' : 'auto' });
    else list.scrollLeft = left;
    if (!placed.current) {
      placed.current = true;
      // Slide only after the first placement (CSS animates [data-ready] only).
      indicator.dataset.ready = 'true';
    }
  }, []);

  // The first placement, and every resize, come from a ResizeObserver: it reports after the
  // browser's own layout, so measuring the tabs costs nothing. Measured in a layout effect
  // instead, a bar mounting with a feed forced a layout of the whole new page mid-commit
  // (docs/decisions/0014-first-load.md). The underline stays hidden until then (one frame at most).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      place(false);
      return undefined;
    }
    const observer = new ResizeObserver(() => place(false));
    observer.observe(list);
    return () => observer.disconnect();
  }, [place, itemsKey]);

  // A new active tab: slide to it at once (a tap; the page is already laid out).
  useLayoutEffect(() => {
    if (placed.current) place(true);
  }, [active, place]);

  return { listRef, indicatorRef, tabRefs };
}
