'use client';
// Whether the player may start: the poster paints before the player's code comes in. hls.js is
// the biggest part of /play; fetched beside the cover it took the cover's bandwidth on a slow
// line, and evaluating it held the poster's paint back (Lighthouse's LCP on /play fell once
// it waited: docs/player.md). Page open to first frame did not get slower
// (measured): the cover is small and its bytes were on the line anyway.
//
// "Painted" is the browser's word where it has one: a decoded cover still waits for the <video>
// to take it as its poster, decode it again and paint, which took frames after the decode in
// traces (docs/player.md; one frame was not enough: hls.js was requested before the poster
// showed). Chromium reports that paint through Element Timing (the <video> carries
// `elementtiming`); elsewhere (Safari, which plays natively and fetches no engine) one frame and a
// task stand in for it.
import { useEffect, useState } from 'react';

import {
  POSTER_FIRST_MAX_WAIT_MS,
  POSTER_GATE_MARK,
  POSTER_PAINT_MAX_WAIT_MS,
  POSTER_SETTLED_MARK,
  POSTER_TIMING_ID,
  type PosterGateReason,
} from '@/lib/domain/player/playback';
import { markPlayback } from '@/lib/media/video-engine';

import type { Poster } from './use-poster';

/** The fields of a PerformanceElementTiming entry the gate reads (not in TypeScript's DOM lib). */
interface ElementPaint extends PerformanceEntry {
  readonly identifier: string;
  readonly url: string;
}

function reportsElementPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  );
}

export interface PosterFirstWaits {
  /** From the first render until the poster settles. */
  maxWaitMs?: number;
  /** From a settled poster until its paint is reported. */
  paintWaitMs?: number;
}

export function usePosterFirst(
  poster: Pick<Poster, 'settled' | 'url'>,
  {
    maxWaitMs = POSTER_FIRST_MAX_WAIT_MS,
    paintWaitMs = POSTER_PAINT_MAX_WAIT_MS,
  }: PosterFirstWaits = {},
): boolean {
  const [go, setGo] = useState(false);
  const { settled, url } = poster;
  useEffect(() => {
    if (go) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    let opened = false;
    const start = (reason: PosterGateReason) => {
      if (opened) return;
      opened = true;
      markPlayback(POSTER_GATE_MARK, reason);
      setGo(true);
    };
    if (!settled) {
      timer = setTimeout(() => start('poster-wait'), maxWaitMs);
    } else if (url && reportsElementPaint()) {
      markPlayback(POSTER_SETTLED_MARK);
      // Entries carry the absolute URL; a served cover's is relative (/api/cover?src=…).
      const painted = new URL(url, location.href).href;
      observer = new PerformanceObserver((list) => {
        const seen = list
          .getEntries()
          .some(
            (e) =>
              (e as ElementPaint).identifier === POSTER_TIMING_ID &&
              (e as ElementPaint).url === painted,
          );
        if (seen) start('painted');
      });
      // Buffered: the paint may have been reported before this effect ran.
      observer.observe({ type: 'element', buffered: true });
      timer = setTimeout(() => start('paint-wait'), paintWaitMs);
    } else {
      // One frame for the poster to paint, then a task after that frame.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => start('frame'), 0);
      });
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [go, settled, url, maxWaitMs, paintWaitMs]);
  return go;
}
