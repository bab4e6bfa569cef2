'use client';
// Whether an element has come within `margin` below the viewport, latched once true: content
// below the first screen (a feed under a home tab's sections) is fetched and rendered when the
// user heads for it, not in the first seconds, where its commit would block the first taps.
import { useCallback, useState } from 'react';

import { canObserve } from './can-observe';

export interface NearViewportOptions {
  /** False while the layout above is still settling: nothing is observed until then. */
  watch: boolean;
  /** Distance below the viewport, a CSS length ('100%' is one viewport's height). */
  margin?: string;
}

/** Returns a ref for the element and whether it has been near the viewport. */
export function useNearViewport({
  watch,
  margin = '100%',
}: NearViewportOptions): [(node: Element | null) => void, boolean] {
  const [near, setNear] = useState(false);

  // The observer lives with the element (a ref callback's cleanup): the element kept in state
  // instead set it during the commit that mounted it, and rendered its owner again at once,
  // all of a feed's tab with it, in the task that hydrated the page.
  const ref = useCallback(
    (node: Element | null) => {
      if (near || !watch || !node || !canObserve()) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, watch, margin],
  );
  // Without an observer (old engines) the content loads at once, as it did before.
  return [ref, near || (watch && !canObserve())];
}
