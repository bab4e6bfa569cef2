'use client';
// The loading life of one LazyImage (§4, §8): wait until ≥30% of it is within the viewport
// (plus 100px below), or start at once with `preload`; acquire a decoded object URL from the
// image cache; let the browser decode it before it is shown; on failure retry with a short
// backoff, up to LAZY_IMAGE.maxRetries attempts, then settle on 'error'.
import { useEffect, useRef, useState, type RefObject } from 'react';

import { LAZY_IMAGE } from '@/lib/domain/platform/constants';
import { isImageUrl } from '@/lib/domain/platform/image-src';
import type { ImageHandle } from '@/lib/media/image-cache';
import { needsLine } from '@/lib/media/image-url';
import { chunkLoader } from '@/lib/shell/chunk-loader';

export type LazyImageState = 'placeholder' | 'loading' | 'loaded' | 'error';

/** Wait before attempt n+1 is n times this: short, since a flaky line often recovers. */
export const RETRY_BACKOFF_MS = 600;

type Pipeline = [
  typeof import('@/lib/media/image-cache'),
  typeof import('@/lib/media/image-display'),
  typeof import('@/lib/media/image-fetch'),
];

/**
 * The fetch, decode and cache code (Dexie comes later still), loaded when the first image
 * starts rather than with the page: a page paints its boxes without it. A failed load counts as
 * a failed attempt, and the next attempt loads again.
 */
export const loadImagePipeline = chunkLoader((): Promise<Pipeline> =>
  Promise.all([
    import('@/lib/media/image-cache'),
    import('@/lib/media/image-display'),
    import('@/lib/media/image-fetch'),
  ]),
);

/**
 * Loads the pipeline and starts the image worker now, in parallel with the session calls: the
 * first image of a screen (a player's cover, a card) then finds both ready. Quiet on failure:
 * the first real attempt loads again.
 */
export function warmImagePipeline(): void {
  loadImagePipeline().then(
    ([cache]) => cache.warmImageCache(),
    () => undefined,
  );
}

export interface LazyImageLoad {
  state: LazyImageState;
  url: string | null;
  /** The served URL (`initialUrl`) did not load: take the line's path instead. */
  fallBack?: () => void;
}

/** The visible share that counts as seen: the box's own ratio, or how much of the root it fills. */
function seen(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= LAZY_IMAGE.threshold) return true;
  // A box taller than the viewport can never show 30% of itself; filling the view is enough.
  const root = entry.rootBounds;
  return root !== null && entry.intersectionRect.height >= root.height * LAZY_IMAGE.threshold;
}

/**
 * Mount with `key={src}`: a new src is a new image with its own attempts. The lines are read
 * when an attempt starts, so a line list that arrives late (config still loading) is used
 * without restarting a load in progress.
 */
export function useLazyImage(
  ref: RefObject<HTMLElement | null>,
  src: string | null | undefined,
  lines: readonly string[],
  preload: boolean,
  /** A plain URL the page came with (a first-screen cover, lib/domain/video/first-covers): shown as is. */
  initialUrl?: string,
): LazyImageLoad {
  const [served, setServed] = useState(initialUrl !== undefined);
  const [load, setLoad] = useState<LazyImageLoad>(() =>
    initialUrl !== undefined
      ? { state: 'loaded', url: initialUrl }
      : { state: 'placeholder', url: null },
  );
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  }, [lines]);

  const valid = isImageUrl(src);
  // A path needs a line to be fetched from: wait for the config rather than fail three times.
  const ready = valid && (lines.length > 0 || !needsLine(src));
  const [seenOnce, setSeenOnce] = useState(false);
  // Only ever turns on: a later `preload={false}` does not unload a shown image. Without
  // IntersectionObserver (very old webviews) every image loads at once.
  const wanted = preload || seenOnce || typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (served || wanted || !valid || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(seen)) return;
        observer.disconnect();
        setSeenOnce(true);
      },
      { threshold: LAZY_IMAGE.threshold, rootMargin: LAZY_IMAGE.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wanted, valid, served]);

  useEffect(() => {
    if (served || !wanted || !ready || !isImageUrl(src)) return undefined;
    let cancelled = false;
    let held: ImageHandle | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = async (n: number) => {
      setLoad({ state: 'loading', url: null });
      let handle: ImageHandle | null = null;
      let failedFor: ((error: unknown) => boolean) | null = null;
      try {
        const [cache, display, fetcher] = await loadImagePipeline();
        // A URL the product refuses (§5 "no image", a data: or javascript: URL) will not change.
        failedFor = (error) =>
          error instanceof fetcher.ImageLoadError && error.reason === 'no-image';
        if (cancelled) return;
        handle = await cache.acquireImage(src, { lines: linesRef.current });
        if (cancelled) return;
        try {
          await display.decodeForDisplay(handle.url);
        } catch (error) {
          // The bytes are an image by signature but will not paint: forget them, refetch.
          void cache.invalidateImage(src);
          throw error;
        }
        if (cancelled) return;
        held = handle;
        handle = null;
        setLoad({ state: 'loaded', url: held.url });
      } catch (error) {
        if (cancelled) return;
        const final = failedFor?.(error) ?? false;
        if (!final && n < LAZY_IMAGE.maxRetries) {
          timer = setTimeout(() => void attempt(n + 1), RETRY_BACKOFF_MS * n);
        } else {
          setLoad({ state: 'error', url: null });
        }
      } finally {
        handle?.release();
      }
    };
    void attempt(1);

    return () => {
      cancelled = true;
      clearTimeout(timer);
      held?.release();
      held = null;
    };
  }, [src, ready, wanted, served]);

  if (!served) return load;
  return {
    ...load,
    fallBack: () => {
      setServed(false);
      setLoad({ state: 'placeholder', url: null });
    },
  };
}
