'use client';
// In-page tab bar of §2: the parent owns the active index and hears each change with its
// item; the sticky variant scrolls the page to the top on change. The underline slides
// by transform and the row scrolls sideways to keep the active tab in view.
import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

import styles from './tab-bar.module.css';

/** Width of the underline under the active tab, in px. */
export const TAB_INDICATOR_WIDTH = 16;

export interface TabBarItem {
  id: string | number;
  name: string;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Index of the active tab, supplied by the parent (§2). */
  active: number;
  onChange: (index: number, item: TabBarItem) => void;
  /** Sticks under `stickyTop` and scrolls the page to the top whenever the tab changes. */
  sticky?: boolean;
  /** Offset of the sticky bar from the viewport top (e.g. the header height). */
  stickyTop?: number | string;
  /** Shared with TabPanes so each tab names and controls its pane. */
  idPrefix?: string;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const panelId = (prefix: string, index: number) => `${prefix}-panel-${index}`;

export function TabBar({
  items,
  active,
  onChange,
  sticky = false,
  stickyTop = 0,
  idPrefix,
  label,
  className,
}: TabBarProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const placed = useRef(false);
  const lastActive = useRef(active);
  // Re-measure when the tabs really change, not each time the parent passes a new array.
  const itemsKey = items.map((item) => `${item.id}\u0000${item.name}`).join('\u0001');

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

  useEffect(() => {
    if (lastActive.current === active) return;
    lastActive.current = active;
    if (sticky) window.scrollTo({ top: 0, behavior: 'auto' });
  }, [active, sticky]);

  const select = (index: number) => {
    const item = items[index];
    if (item && index !== active) onChange(index, item);
  };

  // Arrow keys move along the row (tablist pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const target: Record<string, number> = {
      ArrowRight: active >= last ? 0 : active + 1,
      ArrowLeft: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div
      className={[styles.root, sticky ? styles.sticky : '', className].filter(Boolean).join(' ')}
      style={sticky ? { top: stickyTop } : undefined}
    >
      <div
        ref={listRef}
        className={styles.list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === active;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={idPrefix ? tabId(idPrefix, index) : undefined}
              aria-controls={idPrefix ? panelId(idPrefix, index) : undefined}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              style={selected ? { color: 'var(--tab-active-text)' } : undefined}
              onClick={() => select(index)}
            >
              {item.name}
            </button>
          );
        })}
        <span
          ref={indicatorRef}
          className={styles.indicator}
          style={{ width: TAB_INDICATOR_WIDTH }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
