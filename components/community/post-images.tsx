'use client';
// A post's pictures: one wide, or a grid of up to 9 (3 across; 4 as 2×2), each in a fixed
// square box so nothing shifts while they load. A locked paid post shows placeholders.
import { LazyImage } from '@/components/ui/lazy-image';

import styles from './post-card.module.css';

export interface PostImagesProps {
  images: readonly string[];
  /** How many pictures the post has (a locked post sends none). */
  count: number;
  /** Load the first ones at once (first screen). */
  preload?: boolean;
}

export function PostImages({ images, count, preload = false }: PostImagesProps) {
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
          <LazyImage
            key={`${i}-${src}`}
            src={src || null}
            alt={`图片${i + 1}`}
            aspectRatio={columns === 1 ? '4 / 3' : '1 / 1'}
            preload={preload && i < 3}
            className={styles.image}
          />
        ),
      )}
    </div>
  );
}
