// A section's videos in its layout (docs/media-api.md `Section.layout`): two columns, one
// column of rows, a 3×3 poster wall, or a row that scrolls sideways. Skeletons take the same
// shapes so nothing jumps when the videos arrive.
import { Skeleton, SkeletonCard, skeletonArea } from '@/components/ui/skeleton';
import type { SectionLayout, VideoCard as VideoData } from '@/lib/api/video/media-types';

import { VideoCard, type VideoCardVariant } from './video-card';
import styles from './video-grid.module.css';

const VARIANT: Record<SectionLayout, VideoCardVariant> = {
  grid2: 'grid',
  list: 'row',
  nine: 'poster',
  slider: 'grid',
};

/** The nine-grid shows at most nine, whatever the section sends. */
const MAX_ITEMS: Partial<Record<SectionLayout, number>> = { nine: 9 };

export interface VideoGridProps {
  videos: readonly VideoData[];
  layout: SectionLayout;
  /** Load the first covers at once (the first screen). */
  preloadFirst?: number;
  'aria-label'?: string;
}

export function VideoGrid({
  videos,
  layout,
  preloadFirst = 0,
  'aria-label': ariaLabel,
}: VideoGridProps) {
  const shown = videos.slice(0, MAX_ITEMS[layout] ?? videos.length);
  return (
    <ul className={styles.grid} data-layout={layout} aria-label={ariaLabel}>
      {shown.map((video, index) => (
        <li key={video.id} className={styles.item}>
          <VideoCard video={video} variant={VARIANT[layout]} preload={index < preloadFirst} />
        </li>
      ))}
    </ul>
  );
}

const SKELETON_COUNT: Record<SectionLayout, number> = { grid2: 4, list: 3, nine: 9, slider: 3 };

function RowSkeleton() {
  return (
    <span className={skeletonArea(styles.rowSkeleton)} aria-hidden="true">
      <Skeleton width="42%" aspectRatio={16 / 9} radius={6} />
      <span className={styles.rowSkeletonText}>
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={12} width="40%" />
      </span>
    </span>
  );
}

/** Placeholders in the layout's shape; decorative (the enclosing status says 加载中). */
export function VideoGridSkeleton({ layout, count }: { layout: SectionLayout; count?: number }) {
  const n = count ?? SKELETON_COUNT[layout];
  return (
    <ul className={styles.grid} data-layout={layout} aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <li key={i} className={styles.item}>
          {layout === 'list' ? (
            <RowSkeleton />
          ) : (
            <SkeletonCard
              aspectRatio={layout === 'nine' ? 3 / 4 : 16 / 9}
              lines={layout === 'nine' ? 1 : 2}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
