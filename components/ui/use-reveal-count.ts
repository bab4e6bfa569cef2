'use client';
// How many of `total` items to render: `first` at once, then `step` more each time a marker
// placed after them comes within `margin` below the viewport. What lies a screen or more below
// the first one is built when the user heads for it, not during the first seconds of the page.
import { startTransition, useCallback, useState } from 'react';

import { canObserve } from './can-observe';

// Above the viewport counts as reached: a jump past the marker (scrollIntoView, a restored
// position, a fling between two frames) never sees it within the margin below.
const ABOVE = '100000px';

/** Returns the count to render and a ref for the marker that follows the rendered items. */
export function useRevealCount(
  total: number,
  first: number,
  step: number,
  margin = '100%',
): [number, (node: Element | null) => void] {
  const [count, setCount] = useState(first);

  // The observer lives with the marker (a ref callback's cleanup), not in an effect on the
  // marker kept in state: setting that state in the commit that mounted the marker rendered
  // the owner again at once, in the task that hydrated the page.
  const ref = useCallback(
    (marker: Element | null) => {
      if (count >= total || !marker || !canObserve()) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setCount((n) => n + step));
        },
        { rootMargin: `${ABOVE} 0px ${margin} 0px` },
      );
      observer.observe(marker);
      return () => observer.disconnect();
    },
    [count, total, step, margin],
  );
  // Without an observer (old engines) everything renders at once, as it did before.
  return [canObserve() ? Math.min(count, total) : total, ref];
}
