'use client';
// Bottom-right column for the shell's floating buttons; above the tab bar on the main routes.
// While the page scrolls the column slides off the right edge, so the entries never sit on the
// titles, durations and labels the user is reading, and it slides back once scrolling has
// stopped for FLOATING_SETTLE_MS: how the floating entries of the apps users know behave.
import { useEffect, useState, type ReactNode } from 'react';

import { FLOATING_SETTLE_MS } from '@/lib/domain/constants';

import styles from './floating.module.css';
import { usePageActive } from './page-active';

/** True from a scroll event until the page has not scrolled for FLOATING_SETTLE_MS. */
function useScrolling(listening: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!listening) return undefined;
    let timer = 0;
    const onScroll = () => {
      setScrolling(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setScrolling(false), FLOATING_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      // A page hidden mid-scroll comes back with its entries in place.
      setScrolling(false);
    };
  }, [listening]);
  return listening && scrolling;
}

export function FloatingDock({
  children,
  aboveTabBar = true,
}: {
  children: ReactNode;
  aboveTabBar?: boolean;
}) {
  const scrolling = useScrolling(usePageActive());
  return (
    <div
      className={styles.dock}
      data-above-tabs={aboveTabBar ? 'true' : 'false'}
      data-scrolling={scrolling ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
