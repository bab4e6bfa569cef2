'use client';
// §9: the viewport-height variable `--vh` (lib/shell/viewport-height), set by the head script
// before the first paint and kept up to date here on resize and orientation change, throttled
// 300 ms.
import { useEffect } from 'react';

import { VIEWPORT_THROTTLE_MS } from '@/lib/domain/platform/constants';
import { throttle } from '@/lib/shell/throttle';
import { setViewportHeightVar } from '@/lib/shell/viewport-height';

export function ViewportHeight() {
  useEffect(() => {
    // The mount check waits for a frame: on a phone (a page with a viewport meta tag) reading
    // innerHeight forces the style and layout of the document, which in the middle of the
    // hydration commit is done again once the commit's other changes land (traced: a forced
    // style recalc on /home, docs/benchmarks.md). In the frame's own animation callbacks it is
    // the layout the frame does anyway.
    const frame = window.requestAnimationFrame(setViewportHeightVar);
    const update = throttle(setViewportHeightVar, VIEWPORT_THROTTLE_MS);
    const options: AddEventListenerOptions = { passive: true };
    window.addEventListener('resize', update, options);
    window.addEventListener('orientationchange', update, options);
    return () => {
      window.removeEventListener('resize', update, options);
      window.removeEventListener('orientationchange', update, options);
      window.cancelAnimationFrame(frame);
      update.cancel();
    };
  }, []);
  return null;
}
