// The kept screens on a first visit: while a main tab's code is on its way its header and the
// tab bar show around a placeholder (home: its whole frame); a tab warmed beforehand renders its
// screen at once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/community' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), replace: vi.fn() }),
}));
vi.mock('next/link', () => ({
  default: ({
    prefetch: _prefetch,
    ...rest
  }: React.ComponentProps<'a'> & { prefetch?: unknown }) => <a {...rest} />,
}));

// Each screen's code arrives when the test lets it.
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open: () => open() };
  };
  return { community: gate(), welfare: gate(), home: gate() };
});
vi.mock('@/components/video/home/home-screen', async () => {
  await gates.home.opened;
  return { HomeScreen: () => <main>首页的内容</main>, prefetchHomeScreen: () => {} };
});
vi.mock('@/components/community/community-screen', async () => {
  await gates.community.opened;
  return { CommunityScreen: () => <main>社区的内容</main> };
});
vi.mock('@/components/welfare/welfare-screen', async () => {
  await gates.welfare.opened;
  return { WelfareScreen: () => <main>福利的内容</main>, prefetchWelfareScreen: () => {} };
});

import { KeptAlive, warmScreen } from './kept-alive';

const tabBar = () => screen.queryByRole('navigation', { name: '主导航' });
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
// As in the app, the screens sit inside the providers (the tab bar's badge asks React Query).
const inApp = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
);

afterEach(cleanup);

describe('kept screens on a first visit', () => {
  it('keeps the header and the tab bar while the screen’s code loads', async () => {
    nav.pathname = '/community';
    render(inApp(<KeptAlive>{null}</KeptAlive>));
    expect(screen.getByRole('heading', { level: 1, name: '社区' })).toBeTruthy();
    expect(tabBar()).not.toBeNull();
    // In the shape of the post list that loads, not a grid of video cards.
    expect(screen.getByRole('status', { name: '加载中' }).dataset.skeleton).toBe('posts');
    expect(screen.queryByText('社区的内容')).toBeNull();

    gates.community.open();
    await flush();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(await screen.findByText('社区的内容')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('shows home’s own frame while its code loads: header, the 180 px banner, the grid', async () => {
    nav.pathname = '/home';
    const { container } = render(inApp(<KeptAlive>{null}</KeptAlive>));
    const frame = screen.getByTestId('home-placeholder');
    // The home header (brand and search pill), not a plain 首页 title bar.
    expect(frame.textContent).toContain('影视社区');
    expect(frame.textContent).toContain('搜索影片、标签、演员');
    const banner = [...container.querySelectorAll<HTMLElement>('[style]')].find(
      (element) => element.style.height === '180px',
    );
    expect(banner?.style.margin).toBe('0px 10px');
    expect(frame.querySelectorAll('[data-part="nine-grid"] li')).toHaveLength(9);
    expect(tabBar()).not.toBeNull();
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();

    gates.home.open();
    await flush();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(await screen.findByText('首页的内容')).toBeTruthy();
    expect(screen.queryByTestId('home-placeholder')).toBeNull();
  });

  it('renders a warmed screen at once, with no placeholder', async () => {
    warmScreen('/welfare');
    gates.welfare.open();
    await flush();
    nav.pathname = '/welfare';
    render(inApp(<KeptAlive>{null}</KeptAlive>));
    expect(screen.getByText('福利的内容')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });
});
