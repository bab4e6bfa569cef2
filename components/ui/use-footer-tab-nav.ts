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
 * Warms every tab's route once the first screen has had its turn, one route per idle moment:
 * the first tap renders at once. Each warm fetches a screen's code and runs it, so all tabs in
 * one go made a 150–200 ms task (traced on /home), and at 3 s it fell among the first screen's
 * last work and a first visitor's first taps (docs/benchmarks.md "The tab warm-up"). A tab
 * reached for before that is warmed then (IntentLink).
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
    const queue = pathsKey.split('\n');
    let idle = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warmNext = () => {
      const path = queue.shift();
      if (path === undefined) return;
      router.prefetch(path);
      warmRef.current?.(path);
      whenIdle();
    };
    function whenIdle() {
      if (queue.length === 0) return;
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(warmNext, { timeout: 2000 });
      } else timer = setTimeout(warmNext, 0);
    }
    timer = setTimeout(whenIdle, TAB_WARM_DELAY_MS);
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
