import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { infinitePaging } from '@/lib/api/paging';
import { followOnlineStatus } from '@/lib/api/query-client';
import { onlineStatus } from '@/lib/shell/online-status';
import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

import { InfiniteList, type InfiniteListProps } from './list';
import { FakeIntersectionObserver, installDomFakes } from './dom-fakes.test-support';

interface Video {
  id: number;
  title: string;
}

const page = (n: number, size = LIST_PAGE_SIZE): Video[] =>
  Array.from({ length: size }, (_, i) => {
    const id = (n - 1) * LIST_PAGE_SIZE + i + 1;
    return { id, title: `视频${id}` };
  });

type FetchPage = (pageParam: number) => Promise<Video[]>;
type ListProps = Partial<Omit<InfiniteListProps<Video>, 'query'>>;

function Feed({ fetchPage, ...props }: { fetchPage: FetchPage } & ListProps) {
  const query = useInfiniteQuery({
    queryKey: ['feed'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    ...infinitePaging(),
  });
  return (
    <InfiniteList
      query={query}
      renderItem={(video) => <span>{video.title}</span>}
      getKey={(video) => video.id}
      aria-label="视频列表"
      {...props}
    />
  );
}

let client: QueryClient;
function renderFeed(fetchPage: FetchPage, props: ListProps = {}) {
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  const view = render(wrap(<Feed fetchPage={fetchPage} {...props} />));
  return {
    ...view,
    rerender: (next: ListProps) => view.rerender(wrap(<Feed fetchPage={fetchPage} {...next} />)),
  };
}

/** The foot of the list, watched with the 300 px offset, enters the viewport. */
function reachEnd() {
  const observers = FakeIntersectionObserver.instances.filter(
    (o) => o.rootMargin === '0px 0px 300px 0px' && o.targets.size > 0,
  );
  expect(observers).toHaveLength(1);
  const [target] = observers[0]!.targets;
  act(() => observers[0]!.report(target!, true));
}

const titles = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

/** The tab's status made offline the way requests do it: two in a row without an answer. */
function goOffline() {
  onlineStatus.reportRequest('failed');
  onlineStatus.reportRequest('failed');
}

beforeEach(() => {
  installDomFakes();
  followOnlineStatus();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  onlineStatus.reportRequest('answered');
  cleanup();
  client.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InfiniteList loading', () => {
  it('shows a skeleton on first load, then the first page of 10', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n));
    renderFeed(fetchPage);
    expect(screen.getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('视频1')).toBeTruthy();
    expect(titles()).toHaveLength(10);
    expect(
      within(screen.getByRole('list', { name: '视频列表' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(fetchPage).toHaveBeenCalledWith(1);
  });

  it('loads the next page when the end comes within 300 px, and stops with 没有更多了', async () => {
    const fetchPage = vi.fn(async (n: number) => (n < 3 ? page(n) : page(n, 4)));
    renderFeed(fetchPage);
    await screen.findByText('视频10');
    expect(screen.queryByText('没有更多了')).toBeNull();

    reachEnd();
    await screen.findByText('视频20');
    // The foot is still in view after a short wait for page 2: keep filling.
    await screen.findByText('视频24');
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(titles()).toHaveLength(24);
    // Finished: staying at the end asks for nothing more.
    reachEnd();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('puts a new footer row below each page, so a page arriving never moves the old one', async () => {
    const fetchPage = vi.fn(async (n: number) => (n < 2 ? page(n) : page(n, 4)));
    const { container } = renderFeed(fetchPage);
    await screen.findByText('视频10');
    const footerOf = () => container.querySelector('[role="list"]')?.nextElementSibling;
    const first = footerOf();
    expect(first).toBeTruthy();
    reachEnd();
    await screen.findByText('没有更多了');
    // A layout shift is an element that moved; a removed row and a new one are not. The page
    // renders through a deferred value, so under load the end can show a moment before it.
    await waitFor(() => expect(footerOf()).not.toBe(first));
    expect(first?.isConnected).toBe(false);
  });

  it('shows an item once when the next page repeats it (new items shifted the pages)', async () => {
    // Two new items arrived after page 1: page 2 starts with the last two of page 1.
    const fetchPage = vi.fn(async (n: number) =>
      n === 1 ? page(1) : [...page(1).slice(8), ...page(2, 8)],
    );
    renderFeed(fetchPage);
    await screen.findByText('视频10');
    reachEnd();
    await screen.findByText('视频18');
    expect(titles()).toEqual(
      page(1)
        .concat(page(2, 8))
        .map((video) => video.title),
    );
  });

  it('shows 加载失败，点击重试 when a page fails, and a tap asks for that page again', async () => {
    let failSecond = true;
    const fetchPage = vi.fn(async (n: number) => {
      if (n === 2 && failSecond) {
        failSecond = false;
        throw new Error('boom');
      }
      return page(n, n === 2 ? 3 : 10);
    });
    renderFeed(fetchPage);
    await screen.findByText('视频10');
    reachEnd();
    const row = await screen.findByRole('alert');
    expect(row.textContent).toBe('加载失败，点击重试');
    expect(titles()).toHaveLength(10);
    expect(fetchPage).toHaveBeenCalledTimes(2);

    fireEvent.click(within(row).getByRole('button', { name: '加载失败，点击重试' }));
    await screen.findByText('视频13');
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('offline, the end says 加载失败，点击重试; a tap waits, and the page loads once back online', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n, n === 2 ? 3 : 10));
    renderFeed(fetchPage);
    await screen.findByText('视频10');
    act(() => goOffline());
    reachEnd();
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    fireEvent.click(retry);
    expect(screen.getByRole('button', { name: '加载失败，点击重试' })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);

    act(() => onlineStatus.reportRequest('answered'));
    await screen.findByText('视频13');
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page that failed is asked for again when the network comes back', async () => {
    let failSecond = true;
    const fetchPage = vi.fn(async (n: number) => {
      if (n === 2 && failSecond) {
        failSecond = false;
        throw new Error('Failed to fetch');
      }
      return page(n, n === 2 ? 3 : 10);
    });
    renderFeed(fetchPage);
    await screen.findByText('视频10');
    reachEnd();
    await screen.findByRole('button', { name: '加载失败，点击重试' });
    act(() => goOffline());
    act(() => onlineStatus.reportRequest('answered'));
    await screen.findByText('视频13');
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 2]);
  });

  it('shows the empty state for an empty feed, without 没有更多了', async () => {
    renderFeed(async () => []);
    expect(await screen.findByText('暂无内容')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes a custom empty text', async () => {
    renderFeed(async () => [], { emptyText: '还没有收藏' });
    expect(await screen.findByText('还没有收藏')).toBeTruthy();
  });

  it('offers 重试 when the first page fails', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (n) => page(n, 2));
    renderFeed(fetchPage);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('加载失败，请稍后重试');
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('视频2')).toBeTruthy();
  });

  it('does not load more while its page is inactive', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n));
    const { rerender } = renderFeed(fetchPage, { active: false });
    await screen.findByText('视频10');
    reachEnd();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    rerender({ active: true });
    await screen.findByText('视频20');
  });

  it('lays a grid out in rows of `columns` items', async () => {
    renderFeed(async (n) => page(n, 5), { layout: 'grid', columns: 2 });
    await screen.findByText('视频5');
    const rows = document.querySelectorAll('[data-row]');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.querySelectorAll('[role="listitem"]')).toHaveLength(2);
    expect(rows[2]!.querySelectorAll('[role="listitem"]')).toHaveLength(1);
  });
});

describe('InfiniteList pull-to-refresh', () => {
  const touch = (y: number) => ({ touches: [{ clientX: 20, clientY: y }] });

  function pull(target: Element, distance: number) {
    fireEvent.touchStart(target, touch(100));
    fireEvent.touchMove(target, touch(100 + distance / 2));
    return fireEvent.touchMove(target, touch(100 + distance));
  }

  async function setup() {
    const fetchPage = vi.fn(async (n: number) => page(n));
    renderFeed(fetchPage);
    const item = await screen.findByText('视频1');
    const root = item.closest('[data-pull-status]') as HTMLElement;
    const track = root.firstElementChild as HTMLElement;
    return { fetchPage, item, root, track };
  }

  it('has a 50 px head and does nothing when released before 50 px', async () => {
    const { fetchPage, item, root, track } = await setup();
    const head = track.firstElementChild as HTMLElement;
    expect(getComputedStyle(head).height).toBe('50px');

    const notPrevented = pull(item, 40);
    expect(notPrevented).toBe(false);
    expect(within(root).getByRole('status').textContent).toBe('下拉刷新');
    expect(track.style.transform).toBe('translate3d(0, 40px, 0)');
    fireEvent.touchEnd(item);
    await waitFor(() => expect(root.dataset.pullStatus).toBe('idle'));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(track.style.transform).toBe('');
  });

  it('refreshes when released past 50 px: 释放立即刷新 → 加载中… → 刷新成功', async () => {
    const { fetchPage, item, root, track } = await setup();
    let finish: (videos: Video[]) => void = () => {};
    fetchPage.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));

    pull(item, 120);
    expect(within(root).getByRole('status').textContent).toBe('释放立即刷新');
    // Resistance: 120 px of finger moves the list 50 + 50 / 2 + 20 / 4 = 80 px.
    expect(track.style.transform).toBe('translate3d(0, 80px, 0)');
    fireEvent.touchEnd(item);
    expect(within(root).getByRole('status').textContent).toBe('加载中…');
    expect(track.style.transform).toBe('translate3d(0, 50px, 0)');
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith(1);

    await act(async () => finish(page(1)));
    await waitFor(() => expect(within(root).getByRole('status').textContent).toBe('刷新成功'));
    await waitFor(() => expect(root.dataset.pullStatus).toBe('idle'), { timeout: 2000 });
    expect(track.style.transform).toBe('');
  });

  it('shows 刷新失败 when the refresh fails, and keeps the list', async () => {
    const { fetchPage, item, root } = await setup();
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    pull(item, 120);
    fireEvent.touchEnd(item);
    await waitFor(() => expect(within(root).getByRole('status').textContent).toBe('刷新失败'));
    expect(screen.getByText('视频1')).toBeTruthy();
  });

  it('ignores pulls when the page is scrolled down, upward drags and sideways swipes', async () => {
    const { fetchPage, item, root } = await setup();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    expect(pull(item, 120)).toBe(true);
    fireEvent.touchEnd(item);
    vi.mocked(Object.getOwnPropertyDescriptor(window, 'scrollY')!.get!).mockReturnValue(0);

    expect(pull(item, -120)).toBe(true);
    fireEvent.touchEnd(item);

    fireEvent.touchStart(item, touch(100));
    expect(fireEvent.touchMove(item, { touches: [{ clientX: 120, clientY: 130 }] })).toBe(true);
    fireEvent.touchEnd(item);

    expect(root.dataset.pullStatus).toBe('idle');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('uses onRefresh when given', async () => {
    const onRefresh = vi.fn(async () => {});
    renderFeed(async (n) => page(n), { onRefresh });
    const item = await screen.findByText('视频1');
    pull(item, 120);
    fireEvent.touchEnd(item);
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
  });
});
