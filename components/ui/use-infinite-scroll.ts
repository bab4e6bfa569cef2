'use client';
// Load the next page when the end of a list comes within 300 px of the viewport (§9 list
// scroll-load offset). An IntersectionObserver watches a sentinel at the list's foot, so
// nothing runs per scroll event; a sentinel inside a hidden kept-alive page never intersects.
import { useCallback, useEffect, useRef, useState } from 'react';

import { LIST_SCROLL_OFFSET } from '@/lib/domain/platform/constants';

export interface InfiniteScrollOptions {
  /** False while there is nothing more, a fetch is running, or the last one failed. */
  enabled: boolean;
  onLoadMore: () => void;
  /** How many items are loaded: a change means a fetch ended, so look again. */
  itemCount: number;
  /** Distance below the viewport at which loading starts. */
  offset?: number;
}

/** Returns the ref for the sentinel element. */
export function useInfiniteScroll({
  enabled,
  onLoadMore,
  itemCount,
  offset = LIST_SCROLL_OFFSET,
}: InfiniteScrollOptions): (node: Element | null) => void {
  const [near, setNear] = useState(false);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  // Re-checked whenever a fetch ends: a page that does not fill the screen leaves the
  // sentinel in view, and the observer would not fire again by itself. The item count is
  // watched too, since a fast answer can start and end a fetch within one render.
  useEffect(() => {
    if (near && enabled) load.current();
  }, [near, enabled, itemCount]);

  // The observer lives with the sentinel (a ref callback's cleanup): the sentinel kept in state
  // set it in the commit that mounted it and rendered the whole list again at once.
  return useCallback(
    (sentinel: Element | null) => {
      if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last) setNear(last.isIntersecting);
        },
        { rootMargin: `0px 0px ${offset}px 0px` },
      );
      observer.observe(sentinel);
      return () => {
        observer.disconnect();
        setNear(false);
      };
    },
    [offset],
  );
}
