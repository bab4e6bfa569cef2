import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIST_PAGE_SIZE } from '@/lib/domain/constants';

import {
  FIRST_PAGE,
  infinitePaging,
  nextPageParam,
  pageItems,
  refreshFromFirstPage,
} from './paging';

const full = (n = LIST_PAGE_SIZE) => Array.from({ length: n }, (_, i) => i);

describe('pageItems', () => {
  it('reads bare arrays and `list` pages, and treats missing lists as empty', () => {
    expect(pageItems([1, 2])).toEqual([1, 2]);
    expect(pageItems({ list: ['a'] })).toEqual(['a']);
    expect(pageItems({ list: null })).toEqual([]);
    expect(pageItems({})).toEqual([]);
    expect(pageItems(undefined)).toEqual([]);
  });
});

describe('nextPageParam', () => {
  it('asks for the following page while pages come back full (page size 10 by default)', () => {
    expect(LIST_PAGE_SIZE).toBe(10);
    expect(nextPageParam(full(), [full()])).toBe(2);
    expect(nextPageParam({ list: full() }, [full(), full(), { list: full() }])).toBe(4);
  });

  it('stops at a short or empty page', () => {
    expect(nextPageParam(full(9), [full(), full(9)])).toBeUndefined();
    expect(nextPageParam([], [[]])).toBeUndefined();
    expect(nextPageParam({ list: null }, [{ list: null }])).toBeUndefined();
  });

  it('honours another page size', () => {
    expect(nextPageParam(full(20), [full(20)], 20)).toBe(2);
    expect(nextPageParam(full(10), [full(10)], 20)).toBeUndefined();
  });

  it('is wrapped for React Query so the page param never lands in pageSize', () => {
    const paging = infinitePaging();
    expect(paging.initialPageParam).toBe(FIRST_PAGE);
    expect(paging.getNextPageParam(full(), [full()])).toBe(2);
    expect(infinitePaging(5).getNextPageParam(full(5), [full(5)])).toBe(2);
  });
});

describe('refreshFromFirstPage', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('drops every page but the first and refetches only that one', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = ['feed'];
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: number }) =>
      full().map((i) => `p${pageParam}-${i}`),
    );
    const observer = new InfiniteQueryObserver(client, { queryKey, queryFn, ...infinitePaging() });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().data?.pages).toHaveLength(3);
    queryFn.mockClear();

    await refreshFromFirstPage(client, queryKey);

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryFn.mock.calls[0]?.[0].pageParam).toBe(1);
    const data = client.getQueryData<InfiniteData<string[], number>>(queryKey);
    expect(data?.pages).toHaveLength(1);
    expect(data?.pageParams).toEqual([1]);
    unsubscribe();
  });

  it('rejects when the refetch fails, so the caller can say so', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = ['broken'];
    const observer = new InfiniteQueryObserver(client, {
      queryKey,
      queryFn: async () => {
        throw new Error('网络异常');
      },
      ...infinitePaging(),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect(refreshFromFirstPage(client, queryKey)).rejects.toThrow('网络异常');
    unsubscribe();
  });
});
