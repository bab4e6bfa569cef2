'use client';
// The footer tabs' navigation (§2, §9): which tab is lit (the route's, or the one just tapped),
// the debounced tap, and warming every tab's route once the first screen has had its turn.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { FOOTER_DEBOUNCE_MS, TAB_WARM_DELAY_MS } from '@/lib/domain/platform/constants';
import { holdNavigation } from '@/lib/navigation/offline-navigation';

type Router = ReturnType<typeof useRouter>;

/** Plain clicks only: ctrl/cmd/shift/middle clicks keep the browser's open-in-new-tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Warms every tab's route once the first screen has had its turn, then when the browser is
 * idle: the first tap renders at once. Warmed at the first idle moment, the ten route
 * requests went out beside the login and the feed's first calls on a cold /home (traced),
 * sharing a slow line with them, and their answers cost main-thread time while the first
 * screen was still coming in (docs/ui-kit-decisions.md). A tab reached for before that is
 * warmed then (IntentLink).
 */
export function useWarmTabRoutes(
  router: Router,
  paths: readonly string[],
  onWarm: ((path: string) => void) | undefined,
): void {
  // The latest callback for the warm-up effect, which should not restart when it changes.
  const warmRef = useRef(onWarm);
  useEffect(() => {
    warmRef.current = onWarm;
  }, [onWarm]);

  const pathsKey = paths.join('\n');
  useEffect(() => {
    const paths = pathsKey.split('\n');
    const warm = () =>
      paths.forEach((path) => {
        router.prefetch(path);
        warmRef.current?.(path);
      });
    let idle = 0;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(warm, { timeout: 2000 });
      } else warm();
    }, TAB_WARM_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [pathsKey, router]);
}

/**
 * A tap lights its tab at once and navigates after FOOTER_DEBOUNCE_MS, so a burst of taps
 * navigates once; a lone tap on the route's own tab is a reselect. Returns the lit tab's path
 * and the click handler.
 */
export function useDebouncedTabTap<T extends { path: string }>(
  router: Router,
  pathname: string,
  routeActive: string | null,
  onReselect: ((item: T) => void) | undefined,
) {
  const [tapped, setTapped] = useState<string | null>(null);
  const [seenPathname, setSeenPathname] = useState(pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Once the route changes, it is the source of truth again.
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setTapped(null);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const onTap = (event: MouseEvent<HTMLAnchorElement>, item: T) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const hadPending = timer.current !== undefined;
    clearTimeout(timer.current);
    timer.current = undefined;
    setTapped(item.path);
    if (item.path === routeActive) {
      if (!hadPending) onReselect?.(item);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // The network may have gone during the debounce: held, the tap opens once it is back.
      if (holdNavigation(item.path)) {
        setTapped(null);
        return;
      }
      router.push(item.path);
    }, FOOTER_DEBOUNCE_MS);
  };

  return { active: tapped ?? routeActive, onTap };
}
