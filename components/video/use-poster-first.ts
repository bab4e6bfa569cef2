'use client';
// Whether the player may start: the poster paints before the player's code comes in. hls.js is
// the biggest part of /play; fetched beside the cover it took the cover's bandwidth on a slow
// line, and evaluating it held the poster's paint back (Lighthouse's LCP on /play went from
// ~4.7 s to ~3.2 s once it waited, docs/player.md). Page open to first frame did not get slower
// (measured): the cover is small and its bytes were on the line anyway.
import { useEffect, useState } from 'react';

import { POSTER_FIRST_MAX_WAIT_MS } from '@/lib/domain/playback';

export function usePosterFirst(
  posterSettled: boolean,
  maxWaitMs: number = POSTER_FIRST_MAX_WAIT_MS,
): boolean {
  const [go, setGo] = useState(false);
  useEffect(() => {
    if (go) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => setGo(true);
    if (posterSettled) {
      // One frame for the poster to paint, then a task after that frame.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(start, 0);
      });
    } else {
      timer = setTimeout(start, maxWaitMs);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [go, posterSettled, maxWaitMs]);
  return go;
}
