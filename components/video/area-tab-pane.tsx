'use client';
// One tab of a home area: its sections (media/home with the tab's id) and 为你推荐 under
// them, an endless two-column list of media/recommend, fetched when its title comes within a
// screen of the viewport (not with the first screen, whose first taps its commit would block).
// The sections past the first two are built the same way, as the user nears them.
// The pull that refreshes both is the whole screen's (area-feed.tsx), not the list's own.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { InfiniteList } from '@/components/ui/list';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { useRevealCount } from '@/components/ui/use-reveal-count';
import { mediaHomeQuery, recommendFeedQuery } from '@/lib/api/video/media';
import type { HomeArea, MediaHome, Ref } from '@/lib/api/video/media-types';

import styles from './area-feed.module.css';
import { SectionHeader } from './section-header';
import { VideoCard } from './video-card';
import { VideoSection, VideoSectionSkeleton } from './video-section';

export const RECOMMEND_TITLE = '为你推荐';
/** Covers of the first section load at once: they are the first screen. */
const PRELOAD_FIRST = 4;

export interface AreaTabPaneProps {
  area: HomeArea;
  tab: Ref;
  /** The area's first answer when it was for this tab (no second request for it). */
  initial?: MediaHome;
  initialUpdatedAt?: number;
  active: boolean;
  extra?: ReactNode;
}

export function AreaTabPane({
  area,
  tab,
  initial,
  initialUpdatedAt,
  active,
  extra,
}: AreaTabPaneProps) {
  const headingId = useId();
  const sections = useQuery({
    ...mediaHomeQuery(area, tab.id),
    initialData: initial,
    initialDataUpdatedAt: initialUpdatedAt,
  });
  const { refetch: refetchSections } = sections;

  // Two sections at first (the screen's worth), two more each time the user nears their end.
  const sectionCount = sections.data?.sections.length ?? 0;
  const [shownSections, moreRef] = useRevealCount(sectionCount, 2, 2, '25%');
  // The title's place is known once every section is in (or they failed to load).
  const [titleRef, nearFeed] = useNearViewport({
    watch: sections.isError || (sections.data !== undefined && shownSections >= sectionCount),
  });
  const feed = useInfiniteQuery({ ...recommendFeedQuery({ tabId: tab.id }), enabled: nearFeed });

  let top: ReactNode;
  if (sections.data) {
    top = sections.data.sections
      .slice(0, shownSections)
      .map((section, index) => (
        <VideoSection
          key={section.id}
          section={section}
          preloadFirst={index === 0 ? PRELOAD_FIRST : 0}
        />
      ));
  } else if (sections.isError) {
    top = <ErrorState error={sections.error} onRetry={() => void refetchSections()} />;
  } else {
    top = (
      <div role="status" aria-busy="true" aria-label="加载中">
        <VideoSectionSkeleton />
      </div>
    );
  }

  return (
    <InfiniteList
      query={feed}
      layout="grid"
      columns={2}
      gap={12}
      getKey={(video) => video.id}
      renderItem={(video) => <VideoCard video={video} />}
      header={
        <>
          {top}
          {shownSections < sectionCount && (
            <div ref={moreRef} className={styles.reveal} aria-hidden="true" />
          )}
          {extra}
          <div ref={titleRef} className={styles.recommendTitle}>
            <SectionHeader id={headingId} title={RECOMMEND_TITLE} />
          </div>
        </>
      }
      skeleton={<SkeletonGroup count={4} columns={2} gap={12} />}
      emptyText="暂无推荐视频"
      refreshable={false}
      active={active}
      aria-label={RECOMMEND_TITLE}
      className={styles.feed}
    />
  );
}
