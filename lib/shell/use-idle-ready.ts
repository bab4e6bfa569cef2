'use client';
// False until the browser first has a quiet moment after mount (requestIdleCallback, at most
// `timeoutMs` later; a plain timer where it is missing, as in old WebViews): for work the first
// screen does not need before its first interaction (issue 23 step 3).
import { useEffect, useState } from 'react';

export function useIdleReady(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const done = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const timer = window.setTimeout(done, Math.min(timeoutMs, 1000));
    return () => window.clearTimeout(timer);
  }, [ready, timeoutMs]);
  return ready;
}
