'use client';
// searchVideo (§2): videos to start from before typing anything, the first hot ones of
// media/published.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { SectionHeader } from '@/components/video/section-header';
import { VideoGrid, VideoGridSkeleton } from '@/components/video/video-grid';
import { publishedFirstQuery } from '@/lib/api/video/media';

import styles from './search-screen.module.css';

export const SUGGESTED_TITLE = '大家都在看';

export function SearchVideo() {
  const query = useQuery(publishedFirstQuery('hot'));
  const headingId = useId();
  const videos = query.data?.list ?? [];
  if (query.data && videos.length === 0) return null;

  let body;
  if (query.data) body = <VideoGrid videos={videos} layout="grid2" />;
  else if (query.isError) {
    body = <ErrorState variant="inline" error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="加载中">
        <VideoGridSkeleton layout="grid2" />
      </div>
    );
  }

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={SUGGESTED_TITLE} />
      {body}
    </section>
  );
}
