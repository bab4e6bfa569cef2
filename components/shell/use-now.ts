'use client';
// The clock a relative time (§5) is shown against, moved on each minute while the page is on
// screen (a kept-alive page stops its timer when hidden).
import { useEffect, useState } from 'react';

import { usePageActive } from './page-active';

export function useNow(everyMs = 60_000): number {
  const active = usePageActive();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    // Coming back on screen: the time moves at once, then each interval.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, everyMs]);
  return now;
}
