import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/home', push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, prefetch: nav.prefetch }),
}));

import { FOOTER_DEBOUNCE_MS } from '@/lib/domain/constants';

import { MainTabBar } from './main-tab-bar';

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
