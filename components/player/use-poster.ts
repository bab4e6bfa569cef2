'use client';
// The cover of a video as a poster for its <video>: the same pipeline and cache as every
// LazyImage (lines, de-obfuscation, retries), loaded at once; or the plain URL the server sent
// with the page (lib/bff/player-cover), kept as is, with the line as the fallback if it fails.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';

import { useLazyImage } from '@/components/ui/use-lazy-image';
import { firstCoverUrl } from '@/lib/domain/video/first-covers';
import { isImageUrl } from '@/lib/domain/platform/image-src';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

export interface Poster {
  /** The decoded cover's object URL, or null until it is (or when there is none). */
  url: string | null;
  /** The cover is shown, has failed for good, or there is none to show. */
  settled: boolean;
  /** `url` is the server's plain URL of the cover (drawn from the HTML). */
  served?: boolean;
  /** The served URL did not load: take the line's path instead. */
  fallBack?: () => void;
}

/** The cover the server sent with a player page for the video or channel `id` (its page.tsx). */
export type ServedPoster = { id: number; src: string };

/** `served`: the cover path the page came with as a plain image, used while `cover` is that one. */
export function usePoster(cover: string | null | undefined, served?: string): Poster {
  const lines = useAtomValue(cdnLinesAtom).IMAGE;
  // No element to watch: a poster loads at once (preload), never on visibility.
  const unobserved = useRef<HTMLElement>(null);
  const initialUrl = served !== undefined && cover === served ? firstCoverUrl(served) : undefined;
  const load = useLazyImage(unobserved, cover, lines, true, initialUrl);
  const { fallBack } = load;
  // A <video>'s poster reports no failure: a probe of the same URL does (another server behind a
  // balancer answers 404 for a cover it did not offer).
  useEffect(() => {
    if (!fallBack || !load.url) return undefined;
    const probe = new Image();
    probe.onerror = fallBack;
    probe.src = load.url;
    return () => {
      probe.onerror = null;
    };
  }, [fallBack, load.url]);
  return {
    url: load.url,
    settled: load.state === 'loaded' || load.state === 'error' || !isImageUrl(cover),
    served: fallBack !== undefined,
    fallBack,
  };
}
