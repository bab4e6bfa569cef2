'use client';
// How many of `total` items to render now: `first` at once, then `step` more each time the
// browser is idle, as a transition. A long screen's first commit (and the layout after it)
// stays small, and the rest arrives in pieces the browser can fit between frames.
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    const grow = () => startTransition(() => setCount((n) => n + step));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(grow, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(grow, 16);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
