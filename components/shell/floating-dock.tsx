'use client';
// Bottom-right column for the shell's floating buttons; above the tab bar on the main routes.
// While the page scrolls the column slides off the right edge, so the entries never sit on the
// titles, durations and labels the user is reading, and it slides back once scrolling has
// stopped for FLOATING_SETTLE_MS: how the floating entries of the apps users know behave. Where it
// comes to rest it never covers a link marked data-floating-avoid (a section's 更多): it moves up
// clear of it (lib/domain/shell/floating-dock.ts), or stays tucked away if that would take too far.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

import { FLOATING_SETTLE_MS } from '@/lib/domain/platform/constants';
import { dockLift, DOCK_CLEARANCE_PX, type Span } from '@/lib/domain/shell/floating-dock';

import styles from './floating.module.css';
import { usePageActive } from './page-active';

/** At most this share of the screen's height up from its place above the tab bar. */
const MAX_LIFT_SHARE = 0.4;

/**
 * Where the column goes at rest. Its place is read from its own CSS (fixed `right` and `bottom`),
 * not its box, which is mid-transition when this runs; the links in its columns are read as laid
 * out now (the page is still).
 */
function place(element: HTMLElement): void {
  const style = getComputedStyle(element);
  const width = element.offsetWidth;
  const height = element.offsetHeight;
  if (width === 0 || height === 0) return;
  const bottom = window.innerHeight - (parseFloat(style.bottom) || 0);
  const right = window.innerWidth - (parseFloat(style.right) || 0);
  const left = right - width;
  const dock: Span = { top: bottom - height, bottom };
  const avoid: Span[] = [];
  for (const link of document.querySelectorAll('[data-floating-avoid]')) {
    const box = link.getBoundingClientRect();
    const beside = box.right <= left - DOCK_CLEARANCE_PX || box.left >= right + DOCK_CLEARANCE_PX;
    if (box.width > 0 && box.height > 0 && !beside) avoid.push(box);
  }
  const lift = dockLift(dock, avoid, window.innerHeight * MAX_LIFT_SHARE);
  element.style.setProperty('--dock-lift', `${lift ?? 0}px`);
  element.dataset.tucked = lift === null ? 'true' : 'false';
}

/**
 * Marks the element data-scrolling="true" from a scroll event until the page has not scrolled
 * for FLOATING_SETTLE_MS, then places it. Written in the event itself, not through a React
 * render: on a busy phone a scheduled render lands frames later, and the entries would sit on
 * the text meanwhile. Placed again when the page's size changes (a feed's sections arriving
 * under a still column) and on resize.
 */
function useScrollingMark(ref: RefObject<HTMLElement | null>, listening: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!listening || !element) return undefined;
    let timer = 0;
    let frame = 0;
    const settle = () => {
      element.dataset.scrolling = 'false';
      place(element);
    };
    const onScroll = () => {
      if (element.dataset.scrolling !== 'true') element.dataset.scrolling = 'true';
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, FLOATING_SETTLE_MS);
    };
    const onLayout = () => {
      if (frame !== 0 || element.dataset.scrolling === 'true') return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (element.dataset.scrolling !== 'true') place(element);
      });
    };
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(onLayout) : undefined;
    observer?.observe(document.body);
    observer?.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onLayout, { passive: true });
    onLayout();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onLayout);
      observer?.disconnect();
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      // A page hidden mid-scroll comes back with its entries in place.
      element.dataset.scrolling = 'false';
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
      data-tucked="false"
    >
      {children}
    </div>
  );
}
