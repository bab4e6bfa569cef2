'use client';
// An endless list of video cards on one of the media feeds (tag, topic, collection, search,
// published…): two columns of cards or one column of rows (ranked for /subpage/upRank), with
// the kit list's skeleton, pull-to-refresh (first page only), 没有更多了 and error states.
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { InfiniteList, type InfiniteListQuery } from '@/components/ui/list';
import { SkeletonGroup, skeletonArea } from '@/components/ui/skeleton';
import type { PageOf, VideoCard as VideoData } from '@/lib/api/video/media-types';
import { refreshFromFirstPage } from '@/lib/api/paging';

import styles from './video-feed.module.css';
import { VideoCard } from './video-card';
import { VideoGridSkeleton } from './video-grid';

export interface VideoFeedProps {
  query: InfiniteListQuery<PageOf<VideoData>>;
  /** The query's key: pull-to-refresh keeps only its first page and fetches it again. */
  queryKey: QueryKey;
  layout?: 'grid' | 'row';
  /** Number the rows 1, 2, 3… (a ranking). */
  ranked?: boolean;
  /** Above the cards, moving with the pull (a topic's or collection's header). */
  header?: ReactNode;
  emptyText?: string;
  empty?: ReactNode;
  /** False while this feed's tab pane is not shown. */
  active?: boolean;
  /** Accessible name of the list. */
  label: string;
  /** A search's keyword, marked in each title. */
  highlight?: string;
  /**
   * No side inset of its own: the feed sits inside a block that already has one (the player's
   * body), so its cards line up with the heading above them instead of sitting 10 px further in.
   */
  flush?: boolean;
}

export function VideoFeed({
  query,
  queryKey,
  layout = 'grid',
  ranked = false,
  header,
  emptyText,
  empty,
  active = true,
  label,
  highlight,
  flush = false,
}: VideoFeedProps) {
  const queryClient = useQueryClient();
  const pageActive = usePageActive();
  const refresh = useCallback(
    () => refreshFromFirstPage(queryClient, queryKey),
    [queryClient, queryKey],
  );
  const grid = layout === 'grid';
  return (
    <InfiniteList
      query={query}
      layout={grid ? 'grid' : 'list'}
      columns={2}
      gap={12}
      getKey={(video) => video.id}
      renderItem={(video, index) => (
        <VideoCard
          video={video}
          variant={grid ? 'grid' : 'row'}
          rank={ranked ? index + 1 : undefined}
          preload={index < 4}
          highlight={highlight}
        />
      )}
      header={header}
      skeleton={
        grid ? (
          <SkeletonGroup count={6} columns={2} gap={12} />
        ) : (
          <div
            role="status"
            aria-busy="true"
            aria-label="加载中"
            className={skeletonArea(styles.rowSkeleton)}
          >
            <VideoGridSkeleton layout="list" count={5} />
          </div>
        )
      }
      emptyText={emptyText}
      empty={empty}
      onRefresh={refresh}
      active={pageActive && active}
      aria-label={label}
      className={flush ? `${styles.feed} ${styles.flush}` : styles.feed}
    />
  );
}

export type VideoFeedOptions<TPage extends PageOf<VideoData>> = UseInfiniteQueryOptions<
  TPage,
  Error,
  InfiniteData<TPage, number>,
  QueryKey,
  number
>;

/** A VideoFeed that runs its own query, for screens that need nothing else from it. */
export function VideoFeedOf<TPage extends PageOf<VideoData>>({
  options,
  ...props
}: Omit<VideoFeedProps, 'query' | 'queryKey'> & { options: VideoFeedOptions<TPage> }) {
  const query = useInfiniteQuery(options);
  return <VideoFeed query={query} queryKey={options.queryKey} {...props} />;
}
