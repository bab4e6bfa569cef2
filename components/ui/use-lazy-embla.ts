'use client';
// Embla and its autoplay plugin, loaded after the banner's first render: ~9 kB gzip that the
// banner does not need to paint its first slide, only to move (the first turn comes 3000 ms
// later). Until the engine arrives, or if it never does, the banner is a still first slide.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

import { chunkLoader } from '@/lib/shell/chunk-loader';

type Engine = [
  typeof import('embla-carousel').default,
  typeof import('embla-carousel-autoplay').default,
];

/** The carousel's code, fetched once per page; a failed fetch is tried again next time. */
export const loadCarouselEngine = chunkLoader(async (): Promise<Engine> => {
  const [embla, autoplay] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
  ]);
  return [embla.default, autoplay.default];
});

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
