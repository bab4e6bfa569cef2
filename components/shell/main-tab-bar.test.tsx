import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  fireEvent,
  render as renderBare,
  screen,
  within,
} from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/home', push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, prefetch: nav.prefetch }),
}));

import { accountKeys } from '@/lib/api/account/center';
import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';
import { FOOTER_DEBOUNCE_MS } from '@/lib/domain/platform/constants';
import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';

import { MainTabBar } from './main-tab-bar';

let client: QueryClient;

/** The app's providers: the one jotai store (the session) and a QueryClient. */
function render(ui: ReactNode) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={getAppStore()}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </Provider>
  );
  return renderBare(ui, { wrapper });
}

const bar = () => screen.getByRole('navigation', { name: '主导航' });
const links = () => within(bar()).getAllByRole('link');

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = '/home';
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('MainTabBar', () => {
  it('has the six tabs of §2 in order, each linking to its route', () => {
    render(<MainTabBar />);
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/home'],
      ['社区', '/community'],
      ['长视频', '/lld'],
      ['福利', '/welfare'],
      ['我的', '/mine'],
      ['游戏', '/game'],
    ]);
  });

  it('colours the active tab from the theme variables and draws a distinct active icon', () => {
    nav.pathname = '/mine';
    render(<MainTabBar />);
    const mine = screen.getByRole('link', { name: '我的' });
    expect(mine.getAttribute('aria-current')).toBe('page');
    const [icon, label] = Array.from(mine.children) as HTMLElement[];
    expect(icon?.style.color).toBe('var(--fot-active-color)');
    expect(label?.style.color).toBe('var(--tab-active-text)');
    const home = screen.getByRole('link', { name: '首页' });
    const [homeIcon] = Array.from(home.children) as HTMLElement[];
    expect(homeIcon?.style.color).toBe('');
    // Every icon is an inline SVG coloured by currentColor; the active one is filled.
    for (const a of links())
      expect(a.querySelector('svg')?.getAttribute('stroke')).toBe('currentColor');
    expect(mine.querySelector('[fill="currentColor"]')).not.toBeNull();
    expect(home.querySelector('[fill="currentColor"]')).toBeNull();
  });

  it('navigates 200 ms after a tap', () => {
    render(<MainTabBar />);
    fireEvent.click(screen.getByRole('link', { name: '长视频' }));
    expect(screen.getByRole('link', { name: '长视频' }).getAttribute('aria-current')).toBe('page');
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS));
    expect(nav.push).toHaveBeenCalledExactlyOnceWith('/lld');
  });

  it('shows only on the six main routes', () => {
    nav.pathname = '/mine/vip';
    const { rerender } = render(<MainTabBar />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<MainTabBar pathname="/game" />);
    expect(bar()).toBeTruthy();
    rerender(<MainTabBar pathname="/community/publish" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a second tap on the current tab scrolls its page to the top', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<MainTabBar />);
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(nav.push).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

/** message/latest with `unread` system notices. */
function latest(unread: number) {
  return ok({
    unread,
    kinds: [{ kind: 'system', title: '系统通知', unread, latest: null }],
  });
}

describe('MainTabBar unread badge', () => {
  let unread = 0;
  beforeEach(() => {
    // React Query schedules its updates on timers: real ones here.
    vi.useRealTimers();
    installFakeApi({ 'message/latest': () => latest(unread) });
  });
  afterEach(() => {
    getAppStore().set(tokenAtom, null);
    vi.unstubAllGlobals();
  });

  it('shows the unread count on 我的 only, and clears it once the messages are read', async () => {
    unread = 3;
    render(<MainTabBar />);
    const mine = await screen.findByRole('link', { name: /^我的\s*，3条未读消息$/ });
    expect(within(mine).getByText('3')).toBeTruthy();
    for (const name of ['首页', '社区', '长视频', '福利', '游戏'])
      expect(screen.getByRole('link', { name }).textContent).toBe(name);

    // Opening a kind's list marks it read and refreshes the count (the message center does this).
    unread = 0;
    await act(() => client.invalidateQueries({ queryKey: accountKeys.latest() }));
    expect(await screen.findByRole('link', { name: '我的' })).toBeTruthy();
    expect(screen.queryByText('3')).toBeNull();
  });

  it('caps the count at 99+', async () => {
    unread = 120;
    render(<MainTabBar />);
    const mine = await screen.findByRole('link', { name: /^我的\s*，120条未读消息$/ });
    expect(within(mine).getByText('99+')).toBeTruthy();
  });

  it('asks nothing and shows no badge before a session exists', async () => {
    const api = installFakeApi({ 'message/latest': () => latest(5) });
    getAppStore().set(tokenAtom, null);
    render(<MainTabBar />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: '我的' }).textContent).toBe('我的');
    expect(api.bodies('message/latest')).toEqual([]);
  });
});
