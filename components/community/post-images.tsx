'use client';
// A post's pictures: one wide, or a grid of up to 9 (3 across; 4 as 2×2), each in a fixed
// square box so nothing shifts while they load. A tap opens the picture viewer at that picture
// (issue 35); a locked paid post shows placeholders. The viewer closes when the page is hidden
// (a kept-alive page is not unmounted, and must neither show it over the next page nor come
// back with it open).
import { useState } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { LazyImage } from '@/components/ui/lazy-image';
import { LazyImageViewer } from '@/components/ui/lazy-image-viewer';

import styles from './post-card.module.css';

export interface PostImagesProps {
  /** The post, for the saved pictures' names. */
  postId: number;
  images: readonly string[];
  /** How many pictures the post has (a locked post sends none). */
  count: number;
  /** Load the first ones at once (first screen). */
  preload?: boolean;
}

/** A saved picture's name (without its extension): the post and its place, from 1. */
export const savedPictureName = (postId: number, index: number) => `post-${postId}-${index + 1}`;

export function PostImages({ postId, images, count, preload = false }: PostImagesProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const active = usePageActive();
  // Hidden, a kept page's effects do not run: closed while rendering, and unmounted below so
  // its portal cannot stay over the page now shown.
  if (!active && viewing !== null) setViewing(null);

  if (count === 0) return null;
  const locked = images.length === 0;
  const shown = locked ? Array.from({ length: Math.min(count, 3) }, () => '') : images;
  const columns = shown.length === 1 ? 1 : shown.length === 2 || shown.length === 4 ? 2 : 3;
  return (
    <div className={styles.images} data-columns={columns}>
      {shown.map((src, i) =>
        locked ? (
          <span key={i} className={styles.lockedImage} aria-hidden="true">
            付费图片
          </span>
        ) : (
          <button
            key={`${i}-${src}`}
            type="button"
            className={styles.imageButton}
            aria-label={`查看第${i + 1}张图片`}
            onClick={() => setViewing(i)}
          >
            <LazyImage
              src={src || null}
              alt={`图片${i + 1}`}
              aspectRatio={columns === 1 ? '4 / 3' : '1 / 1'}
              preload={preload && i < 3}
              className={styles.image}
            />
          </button>
        ),
      )}
      {!locked && active && (
        <LazyImageViewer
          open={viewing !== null}
          images={images}
          index={viewing ?? 0}
          onClose={() => setViewing(null)}
          saveName={(i) => savedPictureName(postId, i)}
        />
      )}
    </div>
  );
}
