'use client';
// §9: the viewport-height variable `--vh` (1% of window.innerHeight, in px) on <html>, so
// full-screen layouts can use calc(var(--vh) * 100) where 100vh would include the mobile
// browser's collapsing toolbar. Updated on resize and orientation change, throttled 300 ms.
// globals.css sets `--vh: 1vh` as the value before this runs.
import { useEffect } from 'react';

import { VIEWPORT_THROTTLE_MS } from '@/lib/domain/constants';
import { throttle } from '@/lib/shell/throttle';

export function setViewportHeightVar(): void {
  document.documentElement.style.setProperty('--vh', `${window.innerHeight / 100}px`);
}

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
