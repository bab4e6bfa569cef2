'use client';
// The cover of a video as a poster for its <video>: the same pipeline and cache as every
// LazyImage (lines, de-obfuscation, retries), loaded at once. Until it is decoded, null.
import { useAtomValue } from 'jotai';
import { useRef } from 'react';

import { useLazyImage } from '@/components/ui/use-lazy-image';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

export function usePoster(cover: string | null | undefined): string | null {
  const lines = useAtomValue(cdnLinesAtom).IMAGE;
  // No element to watch: a poster loads at once (preload), never on visibility.
  const unobserved = useRef<HTMLElement>(null);
  return useLazyImage(unobserved, cover, lines, true).url;
}
