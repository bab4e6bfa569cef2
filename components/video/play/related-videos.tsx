'use client';
// 相关推荐 under the player: media/recommend with the video's id, one column of rows. It asks
// once the player's cover has painted (`ready`): until then its answer, its render and its
// first covers would share the weak line and the main thread with the cover, the page's
// largest picture, for a list below it.
import { useInfiniteQuery } from '@tanstack/react-query';

import { VideoFeed } from '@/components/video/video-feed';
import { recommendFeedQuery } from '@/lib/api/video/media';

import styles from './long-video.module.css';

export function RelatedVideos({ id, ready }: { id: number; ready: boolean }) {
  const options = recommendFeedQuery({ videoId: id });
  // Not ready: pending and idle, so the list shows its skeleton.
  const query = useInfiniteQuery({ ...options, enabled: ready });
  return (
    <section aria-labelledby="related-heading" data-testid="related">
      <h2 id="related-heading" className={styles.sectionTitle}>
        相关推荐
      </h2>
      <VideoFeed
        query={query}
        queryKey={options.queryKey}
        layout="row"
        emptyText="暂无相关视频"
        label="相关推荐"
        flush
      />
    </section>
  );
}
