import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { infinitePaging } from '@/lib/api/paging';
import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

import { InfiniteList, LIST_WINDOW_THRESHOLD } from './list';
import { FakeResizeObserver, installDomFakes } from './dom-fakes.test-support';
import { visibleRows } from './virtual-list';

interface Video {
  id: number;
  title: string;
}

const ROW = 100;
const VIEWPORT = 800;

function pagesOf(total: number): Video[][] {
  const pages: Video[][] = [];
  for (let start = 0; start < total; start += LIST_PAGE_SIZE) {
    pages.push(
      Array.from({ length: Math.min(LIST_PAGE_SIZE, total - start) }, (_, i) => ({
        id: start + i + 1,
        title: `视频${start + i + 1}`,
      })),
    );
  }
  return pages;
}

function Feed({
  total,
  layout,
  rowHeight = ROW,
}: {
  total: number;
  layout?: 'list' | 'grid';
  rowHeight?: number;
}) {
  const pages = pagesOf(total);
  const query = useInfiniteQuery({
    queryKey: ['long', total],
    queryFn: async () => [] as Video[],
    initialData: { pages, pageParams: pages.map((_, i) => i + 1) },
    staleTime: Infinity,
    ...infinitePaging(),
  });
  return (
    <InfiniteList
      query={query}
      layout={layout}
      rowHeight={rowHeight || undefined}
      renderItem={(video) => <span>{video.title}</span>}
      getKey={(video) => video.id}
    />
  );
}

let client: QueryClient;
// A plain selector: role queries over hundreds of nodes are slow in jsdom.
const rendered = () => [...document.querySelectorAll<HTMLElement>('[role="listitem"]')];

/** jsdom lays nothing out: place the list `scrolled` px above the viewport's top. */
function scrollListTo(scrolled: number) {
  const list = screen.getByRole('list');
  vi.spyOn(list, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -scrolled } as DOMRect);
  fireEvent.scroll(window);
}

beforeEach(() => {
  installDomFakes();
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT);
  client = new QueryClient();
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderFeed(total: number, layout?: 'list' | 'grid', rowHeight?: number) {
  return render(
    <QueryClientProvider client={client}>
      <Feed total={total} layout={layout} rowHeight={rowHeight} />
    </QueryClientProvider>,
  );
}

describe('InfiniteList windowing', () => {
  it('renders every item below the threshold', () => {
    renderFeed(LIST_WINDOW_THRESHOLD);
    expect(rendered()).toHaveLength(LIST_WINDOW_THRESHOLD);
  });

  it('keeps 1000 items to a bounded window that follows the scroll', async () => {
    renderFeed(1000);
    expect(rendered().length).toBeLessThanOrEqual(30);
    // The box keeps the full height, so the page scrolls as if every row were there.
    expect(screen.getByRole('list').style.height).toBe(`${1000 * ROW}px`);

    scrollListTo(50_000);
    await waitFor(() => expect(screen.getByText('视频500')).toBeTruthy());
    const items = rendered();
    // One viewport (8 rows) plus a viewport of overscan on each side.
    expect(items.length).toBeLessThanOrEqual(3 * (VIEWPORT / ROW) + 2);
    expect(screen.queryByText('视频1')).toBeNull();
    expect(items[0]!.getAttribute('aria-posinset')).toBe('493');
    // 100 full pages: more may follow, so the set size is unknown.
    expect(items[0]!.getAttribute('aria-setsize')).toBe('-1');
    const inner = items[0]!.parentElement!.parentElement!;
    expect(inner.style.transform).toBe(`translateY(${492 * ROW}px)`);

    scrollListTo(1000 * ROW - VIEWPORT);
    await waitFor(() => expect(screen.getByText('视频1000')).toBeTruthy());
    expect(rendered().length).toBeLessThanOrEqual(3 * (VIEWPORT / ROW) + 2);
  });

  it('windows grid rows of two', async () => {
    renderFeed(1000, 'grid');
    scrollListTo(250 * ROW);
    await waitFor(() => expect(screen.getByText('视频501')).toBeTruthy());
    expect(rendered().length).toBeLessThanOrEqual(2 * (3 * (VIEWPORT / ROW) + 2));
    expect(screen.getByRole('list').style.height).toBe(`${500 * ROW}px`);
  });

  it('measures the row pitch from a rendered row when no rowHeight is given', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    renderFeed(1000, 'list', 0);
    scrollListTo(64 * 500);
    await waitFor(() => expect(screen.getByRole('list').style.height).toBe(`${1000 * 64}px`));
    await waitFor(() => expect(screen.getByText('视频501')).toBeTruthy());
  });

  it('keeps its window while its page is hidden and catches up when shown', async () => {
    renderFeed(1000);
    const list = screen.getByRole('list');
    scrollListTo(50_000);
    await waitFor(() => expect(screen.getByText('视频500')).toBeTruthy());

    // display:none: no boxes. Another page's scroll must not move this window.
    vi.mocked(list.getClientRects).mockReturnValue([] as unknown as DOMRectList);
    vi.mocked(list.getBoundingClientRect).mockReturnValue({ top: 0 } as DOMRect);
    fireEvent.scroll(window);
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(screen.getByText('视频500')).toBeTruthy();

    // Shown again at a restored position: the resize observer brings the window back.
    vi.mocked(list.getClientRects).mockReturnValue([{}] as unknown as DOMRectList);
    vi.mocked(list.getBoundingClientRect).mockReturnValue({ top: -20_000 } as DOMRect);
    act(() => FakeResizeObserver.resize(list));
    await waitFor(() => expect(screen.getByText('视频200')).toBeTruthy());
    expect(screen.queryByText('视频500')).toBeNull();
  });
});

describe('visibleRows', () => {
  it('covers the viewport plus overscan, clamped to the rows there are', () => {
    expect(visibleRows(0, 800, 100, 1000, 800)).toEqual([0, 16]);
    expect(visibleRows(-50_000, 800, 100, 1000, 800)).toEqual([492, 516]);
    expect(visibleRows(-99_200, 800, 100, 1000, 800)).toEqual([984, 1000]);
    // The list starts below the fold: nothing of it is near yet but its first rows.
    expect(visibleRows(5000, 800, 100, 1000, 800)).toEqual([0, 0]);
  });
});
