'use client';
// The cover of a video as a poster for its <video>: the same pipeline and cache as every
// LazyImage (lines, de-obfuscation, retries), loaded at once.
import { useAtomValue } from 'jotai';
import { useRef } from 'react';

import { useLazyImage } from '@/components/ui/use-lazy-image';
import { isImageUrl } from '@/lib/domain/image-src';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

export interface Poster {
  /** The decoded cover's object URL, or null until it is (or when there is none). */
  url: string | null;
  /** The cover is shown, has failed for good, or there is none to show. */
  settled: boolean;
}

export function usePoster(cover: string | null | undefined): Poster {
  const lines = useAtomValue(cdnLinesAtom).IMAGE;
  // No element to watch: a poster loads at once (preload), never on visibility.
  const unobserved = useRef<HTMLElement>(null);
  const load = useLazyImage(unobserved, cover, lines, true);
  return {
    url: load.url,
    settled: load.state === 'loaded' || load.state === 'error' || !isImageUrl(cover),
  };
}
