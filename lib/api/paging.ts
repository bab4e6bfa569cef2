// Page numbering for React Query infinite lists (§2 List: page size 10). Feeds count pages
// from 1; a page shorter than the page size is the last one, so no empty page is ever asked
// for when the total is not a multiple of the page size.
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

export const FIRST_PAGE = 1;

/** A feed page as the API answers it: a bare array, or an object carrying `list`. */
export type Page<TItem> = readonly TItem[] | { readonly list?: readonly TItem[] | null };

const NO_ITEMS: readonly never[] = [];

export function pageItems<TItem>(page: Page<TItem> | null | undefined): readonly TItem[] {
  if (!page) return NO_ITEMS;
  if (Array.isArray(page)) return page as readonly TItem[];
  return (page as { readonly list?: readonly TItem[] | null }).list ?? NO_ITEMS;
}

/**
 * The page to ask for after `lastPage`, or undefined when the feed is finished.
 * Not a drop-in `getNextPageParam`: React Query passes the last page *param* third, which
 * would land in `pageSize`. Spread `infinitePaging()` into the query options instead.
 */
export function nextPageParam(
  lastPage: Page<unknown>,
  allPages: readonly Page<unknown>[],
  pageSize: number = LIST_PAGE_SIZE,
): number | undefined {
  if (pageItems(lastPage).length < pageSize) return undefined;
  return FIRST_PAGE + allPages.length;
}

/** `useInfiniteQuery({ queryKey, queryFn, ...infinitePaging() })`. */
export function infinitePaging(pageSize: number = LIST_PAGE_SIZE) {
  return {
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage: Page<unknown>, allPages: readonly Page<unknown>[]) =>
      nextPageParam(lastPage, allPages, pageSize),
  };
}

/** What a paged call adds to its payload: the page asked for and its size. */
export type PageRequest = { readonly page: number; readonly pageSize: number };

/** The options a paged query may add; paging itself belongs to `pagedQueryOptions`. */
export type PagedQueryExtras<TPage> = Omit<
  UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage, number>, QueryKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'initialData'
> & {
  /** Items per page (LIST_PAGE_SIZE unless given); sent as `pageSize` and ends the feed. */
  readonly pageSize?: number;
  /** The page's items when they are not its `list` (a profile's `videoList.list`). */
  readonly itemsOf?: (page: TPage) => readonly unknown[];
};

/**
 * The one shape of every paged feed: `fetchPage` gets `{ page, pageSize }` to spread into its
 * payload, pages count from 1, and a page shorter than `pageSize` is the last.
 */
export function pagedQueryOptions<TPage>(
  queryKey: QueryKey,
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<TPage>,
  extras: PagedQueryExtras<TPage> = {},
) {
  const {
    pageSize = LIST_PAGE_SIZE,
    itemsOf = (page: TPage) => pageItems(page as Page<unknown>),
    ...options
  } = extras;
  return infiniteQueryOptions<TPage, Error, InfiniteData<TPage, number>, QueryKey, number>({
    ...options,
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, pageSize }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, allPages) =>
      itemsOf(lastPage).length < pageSize ? undefined : FIRST_PAGE + allPages.length,
  });
}

/**
 * Pull-to-refresh for a long feed: keep only the first page, then refetch it. A plain
 * `refetch()` would ask again for every page loaded so far, one after another. The user is
 * at the top when they pull, so dropping the pages below is not seen.
 */
export async function refreshFromFirstPage(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<void> {
  queryClient.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
  await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
}
