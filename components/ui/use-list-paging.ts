'use client';
// InfiniteList's paging, apart from its rendering: the next page asked for near the end, a
// failed or offline-paused page shown as 加载失败 and asked again when the network returns,
// the footer's state, and pull-to-refresh's refetch.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { Page } from '@/lib/api/paging';
import { onlineStatus } from '@/lib/shell/online-status';

import type { InfiniteListQuery } from './list';
import { useInfiniteScroll } from './use-infinite-scroll';

export type FooterState = 'idle' | 'loading' | 'error' | 'done';

export interface ListPagingOptions<TItem> {
  query: InfiniteListQuery<Page<TItem>>;
  /** The pages on screen: the deferred copy of `query.data`, the same once it has rendered. */
  shown: InfiniteListQuery<Page<TItem>>['data'];
  itemCount: number;
  active: boolean;
  onRefresh?: () => Promise<unknown>;
}

export function useListPaging<TItem>({
  query,
  shown,
  itemCount,
  active,
  onRefresh,
}: ListPagingOptions<TItem>) {
  const { data, isFetching, isFetchingNextPage, isFetchNextPageError } = query;
  const { hasNextPage, fetchNextPage, refetch, isPaused = false } = query;

  const pageCount = data?.pages.length ?? 0;
  // The page count when the next page was last asked for: a fetch paused since then (offline)
  // is that page waiting, shown as failed until the network lets it go on.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const loadMore = useCallback(() => {
    setAskedAt(pageCount);
    void fetchNextPage();
  }, [fetchNextPage, pageCount]);
  const moreFailed =
    !isFetchingNextPage && (isFetchNextPageError || (isPaused && askedAt === pageCount));
  const sentinelRef = useInfiniteScroll({
    // Not while the last page is still rendering: the sentinel would still look near, and each
    // answer would ask for the next before the one before it was on screen.
    enabled: active && itemCount > 0 && shown === data && hasNextPage && !isFetching && !moreFailed,
    onLoadMore: loadMore,
    itemCount,
  });
  // A next page that failed is asked for again when the network comes back (a paused one goes
  // on by itself: React Query resumes it).
  const retryOnline = useRef<(() => void) | null>(null);
  useEffect(() => {
    retryOnline.current = active && isFetchNextPageError && !isPaused ? loadMore : null;
  });
  useEffect(
    () =>
      onlineStatus.subscribe(() => {
        if (onlineStatus.getSnapshot()) retryOnline.current?.();
      }),
    [],
  );

  const refresh = useCallback(async () => {
    if (onRefresh) return onRefresh();
    const result = await refetch();
    if (result.isError) throw result.error;
    return result;
  }, [onRefresh, refetch]);

  let footer: FooterState = 'idle';
  if (isFetchingNextPage) footer = 'loading';
  else if (moreFailed) footer = 'error';
  else if (!hasNextPage) footer = 'done';

  return { loadMore, sentinelRef, refresh, footer };
}
