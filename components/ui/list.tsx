'use client';
// The List of §2/§9 on a React Query infinite query: first-load skeleton, pull-to-refresh,
// the next page 300 px before the end, 没有更多了 when finished, 加载失败，点击重试 when the next
// page failed or waits for a network that is gone (retried on a tap and when the network comes
// back), an empty state, and windowed rendering once a list passes a few hundred items. The
// page scrolls the document; the keep-alive layer saves and restores that scroll per page.
import { useDeferredValue, useMemo, type CSSProperties, type Key, type ReactNode } from 'react';

import { pageItems, type Page } from '@/lib/api/paging';

import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListRows } from './list-rows';
import styles from './list.module.css';
import { PullToRefresh } from './pull-to-refresh';
import { SkeletonGroup } from './skeleton';
import { Spinner } from './spinner';
import { useListPaging, type FooterState } from './use-list-paging';

/** Past this many items only the rows near the viewport are rendered. */
export const LIST_WINDOW_THRESHOLD = 300;
export const NO_MORE_TEXT = '没有更多了';
export const LOADING_MORE_TEXT = '加载中…';
export const LOAD_MORE_FAILED_TEXT = '加载失败，点击重试';

/** What the list reads from `useInfiniteQuery(...)`; pass the hook's result as it is. */
export interface InfiniteListQuery<TPage> {
  data: { readonly pages: readonly TPage[] } | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** A fetch waiting for the network (React Query pauses them while offline). */
  isPaused?: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<{ isError: boolean; error: unknown }>;
}

export interface InfiniteListProps<TItem> {
  query: InfiniteListQuery<Page<TItem>>;
  renderItem: (item: TItem, index: number) => ReactNode;
  getKey: (item: TItem, index: number) => Key;
  layout?: 'list' | 'grid';
  /** Grid columns (default 2). */
  columns?: number;
  /** Space between rows and grid cells, px (default 0 for a list, 10 for a grid). */
  gap?: number;
  /** Row pitch in px when known; measured otherwise. Windowing assumes equal rows. */
  rowHeight?: number;
  windowThreshold?: number;
  /** Default: refetch the query. Long feeds pass refreshFromFirstPage (lib/api/paging). */
  onRefresh?: () => Promise<unknown>;
  refreshable?: boolean;
  /** False while the page is hidden (kept alive): no loading, no listeners. */
  active?: boolean;
  /** Content above the items that moves with the pull (a banner, a filter bar). */
  header?: ReactNode;
  emptyText?: string;
  /** Replaces the default empty state. */
  empty?: ReactNode;
  /** Replaces the default first-load skeleton. */
  skeleton?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

/**
 * The pages' items in order, each key once. Feeds page by offset, so a post published while
 * page 1 is read moves every later item one place down: page 2 then starts with the last of
 * page 1. Its first showing stays; the repeat is dropped (lists keyed by index drop nothing).
 */
function distinctItems<TItem>(
  pages: readonly Page<TItem>[] | undefined,
  getKey: (item: TItem, index: number) => Key,
): TItem[] {
  const seen = new Set<Key>();
  const items: TItem[] = [];
  for (const item of pages?.flatMap((page) => pageItems(page)) ?? []) {
    const key = getKey(item, items.length);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

function ListFooter({ state, onRetry }: { state: FooterState; onRetry: () => void }) {
  if (state === 'error') {
    // The whole row is the button: a thumb finds it wherever it lands.
    return (
      <div role="alert">
        <button type="button" className={`${styles.footer} ${styles.retry}`} onClick={onRetry}>
          {LOAD_MORE_FAILED_TEXT}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.footer} role={state === 'loading' ? 'status' : undefined}>
      {state === 'loading' && (
        <>
          <Spinner />
          {LOADING_MORE_TEXT}
        </>
      )}
      {state === 'done' && NO_MORE_TEXT}
    </div>
  );
}

export function InfiniteList<TItem>({
  query,
  renderItem,
  getKey,
  layout = 'list',
  columns = 2,
  gap,
  rowHeight,
  windowThreshold = LIST_WINDOW_THRESHOLD,
  onRefresh,
  refreshable = true,
  active = true,
  header,
  emptyText,
  empty,
  skeleton,
  'aria-label': ariaLabel,
  className,
}: InfiniteListProps<TItem>) {
  const { data, error, isPending, hasNextPage, refetch } = query;
  // A page of items renders deferred: React Query's update would otherwise render (and lay
  // out) all its cards in one task the moment the answer arrives; deferred, the render is
  // sliced and what was on screen stays until it is done.
  const shown = useDeferredValue(data);
  const items = useMemo(() => distinctItems(shown?.pages, getKey), [shown, getKey]);
  const grid = layout === 'grid';
  const perRow = grid ? Math.max(1, columns) : 1;
  const gapPx = gap ?? (grid ? 10 : 0);

  const { loadMore, sentinelRef, refresh, footer } = useListPaging({
    query,
    shown,
    itemCount: items.length,
    active,
    onRefresh,
  });

  let body: ReactNode;
  if (!shown && (isPending || data)) {
    body = skeleton ?? (
      <SkeletonGroup count={grid ? perRow * 3 : 4} columns={grid ? perRow : 1} gap={10} />
    );
  } else if (!shown) {
    body = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (items.length === 0) {
    body = empty ?? <EmptyState text={emptyText} />;
  } else {
    body = (
      <>
        <ListRows
          items={items}
          renderItem={renderItem}
          getKey={getKey}
          perRow={grid ? perRow : 0}
          hasNextPage={hasNextPage}
          windowed={items.length > windowThreshold}
          rowHeight={rowHeight}
          active={active}
          aria-label={ariaLabel}
        />
        {/* A new footer row per page: the old one leaves with the page it waited for, and the
            new one comes in below the new cards, so the row is never an element that moved
            (a layout shift) while it was on screen. */}
        <div key={shown?.pages.length ?? 0} ref={sentinelRef} className={styles.sentinel}>
          <ListFooter state={footer} onRetry={loadMore} />
        </div>
      </>
    );
  }

  const style = {
    '--list-gap': `${gapPx}px`,
    '--list-columns': perRow,
  } as CSSProperties;
  const content = (
    <div className={className ? `${styles.root} ${className}` : styles.root} style={style}>
      {header}
      {body}
    </div>
  );

  return (
    <PullToRefresh onRefresh={refresh} disabled={!refreshable || !active || !shown}>
      {content}
    </PullToRefresh>
  );
}
