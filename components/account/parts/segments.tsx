'use client';
// A row of tabs that switch what the screen shows (login methods, message kinds), each with an
// optional unread count. `scrollable`: more tabs than a phone's width holds scroll sideways,
// each at its natural width, and the chosen one is brought into view.
import { useEffect, useRef } from 'react';

import { scrollBehavior } from '@/lib/shell/reduced-motion';

import styles from './segments.module.css';

export function Segments<T extends string>({
  items,
  value,
  onChange,
  label,
  counts,
  scrollable = false,
}: {
  items: readonly { id: T; label: string }[];
  /** Null: none chosen yet (the screen is still deciding). */
  value: T | null;
  onChange: (id: T) => void;
  label: string;
  counts?: (id: T) => number;
  scrollable?: boolean;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (!scrollable || value === null) return;
    const tab = rowRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Sideways only, within the row: the page itself does not move. At once the first time.
    tab?.scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
      behavior: first.current ? 'auto' : scrollBehavior(),
    });
    first.current = false;
  }, [scrollable, value]);
  return (
    <div
      ref={rowRef}
      className={styles.segments}
      data-scrollable={scrollable || undefined}
      role="tablist"
      aria-label={label}
    >
      {items.map((item) => {
        const count = counts?.(item.id) ?? 0;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={value === item.id}
            className={styles.segment}
            onClick={() => onChange(item.id)}
          >
            {item.label}
            {count > 0 && (
              <span className={styles.badge} aria-label={`${count}条未读`}>
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
