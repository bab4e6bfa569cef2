'use client';
// One section of a home tab (docs/media-api.md `Section`): its title, 更多 where it leads
// somewhere (a tag's page, a topic's list, the published feed) and its videos in its layout.
import { useId } from 'react';

import { ChevronRightIcon } from '@/components/icons/shell-icons';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import type { Section, SectionLayout } from '@/lib/api/video/media-types';
import { sectionMoreRoute } from '@/lib/domain/video/links';

import headerStyles from './section-header.module.css';
import { SectionHeader } from './section-header';
import { TapLink } from './tap-link';
import { VideoGrid, VideoGridSkeleton } from './video-grid';
import styles from './video-section.module.css';

export function VideoSection({
  section,
  preloadFirst,
}: {
  section: Section;
  preloadFirst?: number;
}) {
  const headingId = useId();
  if (section.videos.length === 0) return null;
  const more = section.more ? (
    <TapLink
      href={sectionMoreRoute(section.more, section.name)}
      className={headerStyles.action}
      aria-label={`${section.name} 更多`}
      // The floating column never comes to rest over it (shell/floating-dock.tsx).
      data-floating-avoid=""
    >
      更多
      <ChevronRightIcon className={headerStyles.actionIcon} />
    </TapLink>
  ) : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={section.name} action={more} />
      <VideoGrid videos={section.videos} layout={section.layout} preloadFirst={preloadFirst} />
    </section>
  );
}

/** A section while its tab loads: a title bar and cards in the layout's shape. */
export function VideoSectionSkeleton({ layout = 'grid2' }: { layout?: SectionLayout }) {
  return (
    <div className={skeletonArea(styles.section)} aria-hidden="true">
      <div className={styles.skeletonTitle}>
        <Skeleton width={96} height={16} />
      </div>
      <VideoGridSkeleton layout={layout} />
    </div>
  );
}
