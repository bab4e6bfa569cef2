import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

import {
  FIRST_PAGE,
  infinitePaging,
  nextPageParam,
  pagedQueryOptions,
  pageItems,
  refreshFromFirstPage,
  type PageRequest,
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

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

// A feed of `total` items served in the pages asked for, recording every request.
function feed(total: number) {
  const asked: PageRequest[] = [];
  const fetchPage = async (request: PageRequest) => {
    asked.push(request);
    const start = (request.page - 1) * request.pageSize;
    return { list: rows(Math.max(0, Math.min(request.pageSize, total - start))) };
  };
  return { asked, fetchPage };
}

describe('pagedQueryOptions', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  async function loadAll<TPage>(options: ReturnType<typeof pagedQueryOptions<TPage>>) {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    try {
      await observer.refetch();
      while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
      return observer.getCurrentResult();
    } finally {
      unsubscribe();
    }
  }

  it('asks page 1, 2, … of LIST_PAGE_SIZE and stops at the short page', async () => {
    const { asked, fetchPage } = feed(25);
    const result = await loadAll(pagedQueryOptions(['feed', 25], fetchPage));
    expect(asked).toEqual([
      { page: 1, pageSize: LIST_PAGE_SIZE },
      { page: 2, pageSize: LIST_PAGE_SIZE },
      { page: 3, pageSize: LIST_PAGE_SIZE },
    ]);
    expect(result.data?.pageParams).toEqual([1, 2, 3]);
    expect(result.hasNextPage).toBe(false);
  });

  it('asks one empty page at most when the total is a multiple of the page size', async () => {
    const { asked, fetchPage } = feed(20);
    await loadAll(pagedQueryOptions(['feed', 20], fetchPage));
    expect(asked.map((request) => request.page)).toEqual([1, 2, 3]);
  });

  it('sends and honours another page size', async () => {
    const { asked, fetchPage } = feed(12);
    await loadAll(pagedQueryOptions(['feed', 12], fetchPage, { pageSize: 5 }));
    expect(asked).toEqual([
      { page: 1, pageSize: 5 },
      { page: 2, pageSize: 5 },
      { page: 3, pageSize: 5 },
    ]);
  });

  it('ends on the items `itemsOf` reads when a page keeps them elsewhere', async () => {
    const { asked, fetchPage } = feed(15);
    const wrapped = async (request: PageRequest) => ({
      header: 'UP主',
      videoList: await fetchPage(request),
    });
    const result = await loadAll(
      pagedQueryOptions(['profile'], wrapped, { itemsOf: (page) => page.videoList.list }),
    );
    expect(asked.map((request) => request.page)).toEqual([1, 2]);
    expect(result.data?.pages[1]?.videoList.list).toHaveLength(5);
  });

  it('keeps the query key and the extra options it is given', () => {
    const options = pagedQueryOptions(['feed'], feed(0).fetchPage, { staleTime: 30_000 });
    expect(options.queryKey).toEqual(['feed']);
    expect(options.staleTime).toBe(30_000);
    expect(options.initialPageParam).toBe(1);
  });
});
