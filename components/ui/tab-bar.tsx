'use client';
// In-page tab bar of §2: the parent owns the active index and hears each change with its
// item; the sticky variant scrolls the page to the top on change. The underline slides
// by transform and the row scrolls sideways to keep the active tab in view.
import { useEffect, useRef, type KeyboardEvent } from 'react';

import styles from './tab-bar.module.css';
import { TAB_INDICATOR_WIDTH, useTabIndicator } from './use-tab-indicator';

// Part of TabBar's public face (its tests and callers size against it).
export { TAB_INDICATOR_WIDTH } from './use-tab-indicator';

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
  const lastActive = useRef(active);
  // Re-measure when the tabs really change, not each time the parent passes a new array.
  const itemsKey = items.map((item) => `${item.id}\u0000${item.name}`).join('\u0001');
  const { listRef, indicatorRef, tabRefs } = useTabIndicator(active, itemsKey);

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
