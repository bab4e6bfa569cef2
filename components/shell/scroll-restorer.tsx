'use client';
// After a navigation the page starts at the top, unless the user comes back (back/forward,
// or a reload) to a page whose position was saved when they left it (spec §2), and kept-alive
// pages always return to where they were left.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';

import { keepAliveKey, pageIdentity } from '@/lib/domain/shell/keep-alive-routes';
import { savedScrollPosition, saveScrollPosition } from '@/lib/state/scroll-positions';

/** Content of a restored page may still be loading; give it this long to grow tall enough. */
export const RESTORE_TIMEOUT_MS = 3000;
/** A popstate that changed no URL (a hash) must not make a later link count as "back". */
const TRAVERSAL_WINDOW_MS = 1000;

/**
 * The router commits a back/forward navigation synchronously inside its own popstate
 * listener, which runs before ours: then the event being dispatched says it. A router that
 * commits later finds our flag set instead.
 */
function inPopState(): boolean {
  return typeof window.event !== 'undefined' && window.event.type === 'popstate';
}

function arrivedByHistory(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

export function ScrollRestorer() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  // The launch flags of a channel link are not part of the page: /home?pc=…&dc=… is /home.
  const key = pageIdentity(pathname, query);
  // A kept-alive page (§2) returns where it was left however the user comes back to it.
  const kept = keepAliveKey(pathname) !== null;
  const currentKey = useRef<string | null>(null);
  // Position as of the last scroll event: read at leave time, window.scrollY may already
  // belong to the next page (the router scrolls during the same commit).
  const lastY = useRef(0);
  /** When a popstate arrived that no commit has used yet (the router may commit after it). */
  const traversalAt = useRef<number | null>(null);
  /** The popstate event a commit already ran inside of: its late listener call must not count again. */
  const handledPop = useRef<Event | null>(null);
  /** Position still to restore for the current URL (content may not be tall enough yet). */
  const pending = useRef<number | null>(null);
  /** The frame that reads the first page's position. */
  const firstRead = useRef(0);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the next page has rendered; we do it once it has.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const onPopState = (event: PopStateEvent) => {
      if (event !== handledPop.current) traversalAt.current = performance.now();
    };
    const onPageHide = () => {
      if (currentKey.current !== null) saveScrollPosition(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
      cancelAnimationFrame(firstRead.current);
    };
  }, []);

  // Layout effect: switch keys inside the navigation's commit, before any scroll event of
  // the new page can be counted against the old URL.
  useLayoutEffect(() => {
    const previous = currentKey.current;
    if (previous !== key) {
      if (previous !== null) saveScrollPosition(previous, lastY.current);
      currentKey.current = key;
      const popped =
        traversalAt.current !== null &&
        performance.now() - traversalAt.current < TRAVERSAL_WINDOW_MS;
      if (inPopState()) handledPop.current = window.event ?? null;
      const comingBack = previous === null ? arrivedByHistory() : kept || popped || inPopState();
      traversalAt.current = null;
      pending.current = comingBack ? savedScrollPosition(key) : null;
      if (pending.current === null) {
        if (previous !== null) window.scrollTo(0, 0);
        lastY.current = 0;
        // On the first page the user may have scrolled before this mounted (it hydrates with
        // the rest of a server-rendered screen, possibly late on a slow phone): keep that. Read
        // in the next frame: scrollY forces a layout, in the middle of the hydration commit.
        if (previous === null) {
          firstRead.current = requestAnimationFrame(() => {
            lastY.current = window.scrollY;
          });
        }
      }
    }
    const target = pending.current;
    if (target === null) return undefined;
    let frame = 0;
    const deadline = performance.now() + RESTORE_TIMEOUT_MS;
    // The user's own scroll wins over a late restore.
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('touchstart', giveUp);
      window.removeEventListener('wheel', giveUp);
    };
    const giveUp = () => {
      pending.current = null;
      stop();
    };
    const attempt = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= target || performance.now() >= deadline) {
        window.scrollTo(0, Math.min(target, Math.max(room, 0)));
        lastY.current = window.scrollY;
        giveUp();
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    window.addEventListener('touchstart', giveUp, { passive: true });
    window.addEventListener('wheel', giveUp, { passive: true });
    attempt();
    // Cleanup keeps `pending`: a StrictMode re-run (same key) resumes the restore.
    return stop;
  }, [key, kept]);

  return null;
}
