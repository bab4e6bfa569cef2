'use client';
// §9: the viewport-height variable `--vh` (lib/shell/viewport-height), set by the head script
// before the first paint and kept up to date here on resize and orientation change, throttled
// 300 ms.
import { useEffect } from 'react';

import { VIEWPORT_THROTTLE_MS } from '@/lib/domain/constants';
import { throttle } from '@/lib/shell/throttle';
import { setViewportHeightVar } from '@/lib/shell/viewport-height';

export function ViewportHeight() {
  useEffect(() => {
    setViewportHeightVar();
    const update = throttle(setViewportHeightVar, VIEWPORT_THROTTLE_MS);
    const options: AddEventListenerOptions = { passive: true };
    window.addEventListener('resize', update, options);
    window.addEventListener('orientationchange', update, options);
    return () => {
      window.removeEventListener('resize', update, options);
      window.removeEventListener('orientationchange', update, options);
      update.cancel();
    };
  }, []);
  return null;
}
