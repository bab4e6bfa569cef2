'use client';
// Bottom-right column for the shell's floating buttons; above the tab bar on the main routes.
// While the page scrolls the column slides off the right edge, so the entries never sit on the
// titles, durations and labels the user is reading, and it slides back once scrolling has
// stopped for FLOATING_SETTLE_MS: how the floating entries of the apps users know behave.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

import { FLOATING_SETTLE_MS } from '@/lib/domain/constants';

import styles from './floating.module.css';
import { usePageActive } from './page-active';

/**
 * Marks the element data-scrolling="true" from a scroll event until the page has not scrolled
 * for FLOATING_SETTLE_MS. Written in the event itself, not through a React render: on a busy
 * phone a scheduled render lands frames later, and the entries would sit on the text meanwhile.
 */
function useScrollingMark(ref: RefObject<HTMLElement | null>, listening: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!listening || !element) return undefined;
    let timer = 0;
    const mark = (scrolling: boolean) => {
      element.dataset.scrolling = scrolling ? 'true' : 'false';
    };
    const onScroll = () => {
      if (element.dataset.scrolling !== 'true') mark(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => mark(false), FLOATING_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      // A page hidden mid-scroll comes back with its entries in place.
      mark(false);
    };
  }, [ref, listening]);
}

export function FloatingDock({
  children,
  aboveTabBar = true,
}: {
  children: ReactNode;
  aboveTabBar?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollingMark(ref, usePageActive());
  return (
    <div
      ref={ref}
      className={styles.dock}
      data-above-tabs={aboveTabBar ? 'true' : 'false'}
      data-scrolling="false"
    >
      {children}
    </div>
  );
}
