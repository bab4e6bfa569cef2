import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/home', push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, prefetch: nav.prefetch }),
}));
// The real Link needs the app router's context; the tabs' own click handling is under test, and
// Link leaves a click alone once its onClick prevented the default (checked in e2e).
vi.mock('next/link', () => ({
  default: ({
    prefetch: _prefetch,
    ...rest
  }: React.ComponentProps<'a'> & { prefetch?: unknown }) => <a {...rest} />,
}));

import { FOOTER_DEBOUNCE_MS, TAB_WARM_DELAY_MS } from '@/lib/domain/platform/constants';
import { takeHeldNavigation } from '@/lib/navigation/offline-navigation';
import { onlineStatus } from '@/lib/shell/online-status';

import { FooterTabs, type FooterTabItem } from './footer-tabs';

const icon = (name: string) => <svg data-icon={name} />;
const ITEMS: FooterTabItem[] = [
  { path: '/home', label: '首页', icon: icon('home'), activeIcon: icon('home-on') },
  { path: '/community', label: '社区', icon: icon('community'), activeIcon: icon('community-on') },
  { path: '/lld', label: '长视频', icon: icon('lld'), activeIcon: icon('lld-on') },
  { path: '/mine', label: '我的', icon: icon('mine'), activeIcon: icon('mine-on') },
];

const tab = (name: string) => screen.getByRole('link', { name });
const current = () =>
  screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = '/home';
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('FooterTabs', () => {
  it('is a navigation landmark of links; the current route’s tab is aria-current="page"', () => {
    nav.pathname = '/mine/vip';
    render(<FooterTabs items={ITEMS} />);
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeTruthy();
    expect(tab('首页').getAttribute('href')).toBe('/home');
    expect(current()).toEqual([tab('我的')]);
  });

  it('shows the active icon and the theme colours on the active tab only', () => {
    render(<FooterTabs items={ITEMS} />);
    const [iconBox, label] = Array.from(tab('首页').children) as HTMLElement[];
    expect(iconBox?.querySelector('svg')?.dataset.icon).toBe('home-on');
    expect(iconBox?.style.color).toBe('var(--fot-active-color)');
    expect(label?.style.color).toBe('var(--tab-active-text)');
    const [otherIcon, otherLabel] = Array.from(tab('社区').children) as HTMLElement[];
    expect(otherIcon?.querySelector('svg')?.dataset.icon).toBe('community');
    expect(otherIcon?.style.color).toBe('');
    expect(otherLabel?.style.color).toBe('');
  });

  it('marks a tapped tab active at once and navigates after 200 ms', () => {
    render(<FooterTabs items={ITEMS} />);
    fireEvent.click(tab('社区'));
    expect(current()).toEqual([tab('社区')]);
    expect(nav.push).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS - 1));
    expect(nav.push).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.push).toHaveBeenCalledExactlyOnceWith('/community');
  });

  it('holds the tab when the network went during the debounce: no navigation, the tap kept', () => {
    render(<FooterTabs items={ITEMS} />);
    fireEvent.click(tab('长视频'));
    onlineStatus.reportRequest('failed');
    onlineStatus.reportRequest('failed');
    try {
      act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS));
      expect(nav.push).not.toHaveBeenCalled();
      // The current route's tab again: nothing moved.
      expect(current()).toEqual([tab('首页')]);
      expect(takeHeldNavigation()).toBe('/lld');
    } finally {
      onlineStatus.reportRequest('answered');
    }
  });

  it('navigates once, to the last tab, after a burst of taps', () => {
    render(<FooterTabs items={ITEMS} />);
    fireEvent.click(tab('社区'));
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(tab('长视频'));
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(tab('我的'));
    expect(current()).toEqual([tab('我的')]);
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS));
    expect(nav.push).toHaveBeenCalledExactlyOnceWith('/mine');
  });

  it('follows the route once it changes', () => {
    const { rerender } = render(<FooterTabs items={ITEMS} />);
    fireEvent.click(tab('社区'));
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS));
    nav.pathname = '/lld';
    rerender(<FooterTabs items={ITEMS} />);
    expect(current()).toEqual([tab('长视频')]);
  });

  it('tapping back to the current tab cancels a pending switch; a lone tap reports a reselect', () => {
    const onReselect = vi.fn();
    render(<FooterTabs items={ITEMS} onReselect={onReselect} />);
    fireEvent.click(tab('社区'));
    fireEvent.click(tab('首页'));
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS * 2));
    expect(nav.push).not.toHaveBeenCalled();
    expect(onReselect).not.toHaveBeenCalled();
    fireEvent.click(tab('首页'));
    expect(onReselect).toHaveBeenCalledWith(ITEMS[0]);
  });

  it('leaves modified clicks to the browser (open in a new tab)', () => {
    render(<FooterTabs items={ITEMS} />);
    // jsdom cannot open tabs; stop its default after the component has had its say.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(tab('社区'), { ctrlKey: true });
    act(() => vi.advanceTimersByTime(FOOTER_DEBOUNCE_MS));
    expect(nav.push).not.toHaveBeenCalled();
    expect(current()).toEqual([tab('首页')]);
  });

  it('warms every tab route once the first screen has had its turn, not at once', () => {
    render(<FooterTabs items={ITEMS} />);
    act(() => vi.advanceTimersByTime(TAB_WARM_DELAY_MS - 1));
    expect(nav.prefetch).not.toHaveBeenCalled();
    // Then at the next idle moment (at most 2 s later).
    act(() => vi.advanceTimersByTime(1 + 2000));
    expect(nav.prefetch.mock.calls.map(([path]) => path)).toEqual(ITEMS.map((item) => item.path));
  });

  it('warms one tab route per idle moment, so no single task loads every screen', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<FooterTabs items={ITEMS} />);
    act(() => vi.advanceTimersByTime(TAB_WARM_DELAY_MS));
    const warmedAfter = (moments: number) => {
      for (let n = 0; n < moments; n += 1) act(() => idle.shift()?.());
      return nav.prefetch.mock.calls.map(([path]) => path);
    };
    expect(warmedAfter(0)).toEqual([]);
    expect(warmedAfter(1)).toEqual([ITEMS[0]!.path]);
    expect(warmedAfter(1)).toEqual([ITEMS[0]!.path, ITEMS[1]!.path]);
    expect(warmedAfter(ITEMS.length)).toEqual(ITEMS.map((item) => item.path));
    expect(idle).toEqual([]);
  });

  it('warms a tab touched before that on the touch itself', () => {
    render(<FooterTabs items={ITEMS} />);
    fireEvent.pointerDown(tab('我的'));
    expect(nav.prefetch).toHaveBeenCalledWith('/mine');
    fireEvent.focus(tab('社区'));
    expect(nav.prefetch).toHaveBeenLastCalledWith('/community');
  });

  it('hands each warmed path to onWarm, in the warm-up and on a touch', () => {
    const onWarm = vi.fn();
    render(<FooterTabs items={ITEMS} onWarm={onWarm} />);
    fireEvent.pointerDown(tab('我的'));
    expect(onWarm).toHaveBeenCalledWith('/mine');
    onWarm.mockClear();
    act(() => vi.advanceTimersByTime(TAB_WARM_DELAY_MS + 2000));
    expect(onWarm.mock.calls.map(([path]) => path)).toEqual(ITEMS.map((item) => item.path));
  });

  it('leaves no timer behind on unmount', () => {
    render(<FooterTabs items={ITEMS} />);
    fireEvent.click(tab('社区'));
    cleanup();
    act(() => vi.advanceTimersByTime(TAB_WARM_DELAY_MS + 2000));
    expect(nav.push).not.toHaveBeenCalled();
    expect(nav.prefetch).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a tab’s count on its icon, read out with its label; none at 0', () => {
    const withBadge = (badge: number) =>
      ITEMS.map((item) =>
        item.path === '/mine' ? { ...item, badge, badgeLabel: `${badge}条未读消息` } : item,
      );
    const { rerender } = render(<FooterTabs items={withBadge(7)} />);
    const mine = screen.getByRole('link', { name: /^我的\s*，7条未读消息$/ });
    expect(mine.textContent).toContain('7');
    expect(tab('首页').textContent).toBe('首页');
    rerender(<FooterTabs items={withBadge(100)} />);
    expect(screen.getByRole('link', { name: /100条未读消息/ }).textContent).toContain('99+');
    rerender(<FooterTabs items={withBadge(0)} />);
    expect(tab('我的').textContent).toBe('我的');
  });
});
