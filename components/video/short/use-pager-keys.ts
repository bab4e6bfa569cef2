'use client';
// The pager's keys (arrows, Page Up/Down) while its screen is active; a field or a sheet with
// focus keeps its own keys. The listener goes with the screen (a kept-alive hidden one has none).
import { useEffect, type RefObject } from 'react';

import { keyStep } from '@/lib/domain/video/short-feed';

export function usePagerKeys(
  active: boolean,
  latestRef: RefObject<{ onStep(step: number): void }>,
): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // A key sent to the window or the document has no element to look up from.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      const step = keyStep(event.key);
      if (step === 0) return;
      event.preventDefault();
      latestRef.current.onStep(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, latestRef]);
}
