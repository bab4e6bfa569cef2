'use client';
// Embla and its autoplay plugin, loaded after the banner's first render: ~9 kB gzip that the
// banner does not need to paint its first slide, only to move (the first turn comes 3000 ms
// later). Until the engine arrives, or if it never does, the banner is a still first slide.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

import { nextTask } from '@/lib/shell/next-task';

type Engine = [
  typeof import('embla-carousel').default,
  typeof import('embla-carousel-autoplay').default,
];

let loading: Promise<Engine> | null = null;

/** The carousel's code, fetched once per page; a failed fetch is tried again next time. */
export function loadCarouselEngine(): Promise<Engine> {
  if (!loading) {
    // In a task of its own: the effect that asks runs in the commit's task after hydration.
    const attempt = nextTask()
      .then(() => Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]))
      .then(([embla, autoplay]): Engine => [embla.default, autoplay.default]);
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/**
 * Like embla-carousel-react's hook: a ref callback for the viewport and the API once ready.
 * `options` and `autoplay` must be stable (module constants): a new object re-creates the carousel.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return undefined;
    let cancelled = false;
    let frame = 0;
    let instance: EmblaCarouselType | undefined;
    loadCarouselEngine().then(
      ([EmblaCarousel, Autoplay]) => {
        if (cancelled) return;
        // Embla measures its slides when made. In a frame's animation callbacks that is the
        // layout the frame does anyway; as soon as the code arrives it forced a style and
        // layout of a page still settling (traced: docs/decisions/0015-lighthouse-goals.md).
        frame = requestAnimationFrame(() => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, options, [Autoplay(autoplay)]);
          setApi(instance);
        });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, options, autoplay]);

  return [setViewport, api];
}
