'use client';
// 相关推荐 under the player: media/recommend with the video's id, one column of rows.
import { useInfiniteQuery } from '@tanstack/react-query';

import { VideoFeed } from '@/components/video/video-feed';
import { recommendFeedQuery } from '@/lib/api/media';

import styles from './long-video.module.css';

export function RelatedVideos({ id }: { id: number }) {
  const options = recommendFeedQuery({ videoId: id });
  const query = useInfiniteQuery(options);
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
      />
    </section>
  );
}
