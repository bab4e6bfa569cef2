'use client';
// LazyImage (§4 image loader, §8, §9): an obfuscated CDN image, de-obfuscated and cached by
// lib/media, shown in a fixed aspect-ratio box so nothing shifts. A placeholder until it is
// ≥30% in view (or at once with `preload`), a fade-in once decoded, up to 3 attempts, then a
// small error placeholder. `data-state` (placeholder | loading | loaded | error) and
// `data-src` are for tests.
import { useAtomValue } from 'jotai';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';

import { ImageBrokenIcon, LogoMarkIcon } from '@/components/icons/image-placeholder-icons';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

import styles from './lazy-image.module.css';
import { useLazyImage } from './use-lazy-image';

export const DEFAULT_ASPECT_RATIO = 16 / 9;
export const LOAD_FAILED_TEXT = '加载失败';

export interface LazyImageProps {
  /** Image path on the line (`/ads/ad-1.jpg`) or an absolute http(s) URL. */
  src: string | null | undefined;
  alt: string;
  /** Width / height, e.g. 16 / 9 (default) or '3 / 4'. */
  aspectRatio?: number | string;
  /** Load at once instead of on 30% visibility (above-the-fold images). */
  preload?: boolean;
  className?: string;
  fit?: 'cover' | 'contain';
  /** Line base URLs; by default the app state's lines of type `line`. */
  lines?: readonly string[];
  /** Which CDN line of the config serves src (AI results live on AIIMG). */
  line?: 'IMAGE' | 'AIIMG';
  /**
   * Shown while the image loads and in place of a failed one, instead of the app's mark (a play
   * button, which read as a video icon on an avatar, issue 35): an avatar's silhouette.
   */
  placeholder?: ReactNode;
  /**
   * A plain URL of the same picture the page came with (a first-screen cover): drawn from the
   * HTML without the pipeline or a fade; the line's path is the fallback if it fails.
   */
  initialUrl?: string;
}

const NO_LINES: readonly string[] = [];

export function LazyImage(props: LazyImageProps) {
  // A new src is a new image: fresh state, fresh attempts.
  return <LazyImageBox key={props.src ?? ''} {...props} />;
}

function LazyImageBox({
  src,
  alt,
  aspectRatio = DEFAULT_ASPECT_RATIO,
  preload = false,
  className,
  fit = 'cover',
  lines,
  line = 'IMAGE',
  placeholder,
  initialUrl,
}: LazyImageProps) {
  const cdn = useAtomValue(cdnLinesAtom);
  const resolvedLines = lines ?? cdn[line] ?? NO_LINES;
  const ref = useRef<HTMLSpanElement>(null);
  const { state, url, fallBack } = useLazyImage(ref, src, resolvedLines, preload, initialUrl);
  const instant = fallBack !== undefined;
  // The placeholder stays under the image until its fade-in has finished.
  const [faded, setFaded] = useState(false);

  const style: CSSProperties = { aspectRatio };
  const boxClass = className ? `${styles.box} ${className}` : styles.box;
  const waiting = state === 'placeholder' || state === 'loading';

  return (
    // A span, so the box is valid inside links and buttons (cards, banners).
    <span
      ref={ref}
      className={boxClass}
      style={style}
      data-state={state}
      data-fit={fit}
      // The cache key (§9 imgList `src`), so a test can find this image's record and requests.
      data-src={src || undefined}
    >
      {(waiting || (state === 'loaded' && !faded && !instant)) && (
        <span
          className={styles.layer}
          // A decorative image (alt="") stays out of the accessibility tree while it waits.
          role={waiting && alt ? 'img' : undefined}
          aria-label={waiting && alt ? alt : undefined}
          aria-hidden={waiting && alt ? undefined : true}
        >
          {placeholder ?? <LogoMarkIcon className={styles.mark} />}
        </span>
      )}
      {state === 'error' && placeholder !== undefined && (
        <span className={styles.layer} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          {placeholder}
        </span>
      )}
      {state === 'error' && placeholder === undefined && (
        <span className={styles.layer} role="img" aria-label={`${alt}，${LOAD_FAILED_TEXT}`}>
          <ImageBrokenIcon className={styles.failed} />
          <span className={styles.failedText} aria-hidden="true">
            {LOAD_FAILED_TEXT}
          </span>
        </span>
      )}
      {state === 'loaded' && url !== null && (
        // eslint-disable-next-line @next/next/no-img-element -- an object URL of bytes we decoded; next/image cannot serve it.
        <img
          className={styles.image}
          src={url}
          alt={alt}
          data-fit={fit}
          draggable={false}
          decoding="async"
          // Lets CSS drop the finished fade: Chromium keeps an image whose opacity animation
          // has ended but still fills as a composited layer, so a long feed would hold one GPU
          // layer per image it ever showed and re-layerize all of them on every frame.
          data-faded={faded || undefined}
          data-instant={instant || undefined}
          onAnimationEnd={() => setFaded(true)}
          onError={fallBack}
          // The first screen's covers: fetched with the HTML, ahead of the scripts.
          fetchPriority={instant ? 'high' : undefined}
        />
      )}
    </span>
  );
}
