import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SCROLL_POSITIONS_KEY } from '@/lib/state/scroll-positions';

const nav = vi.hoisted(() => ({ pathname: '/a', query: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.query),
}));

import { ScrollRestorer } from './scroll-restorer';

let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});

function scrollBy(user: number) {
  y = user;
  window.dispatchEvent(new Event('scroll'));
}

function go(
  pathname: string,
  query = '',
  rerender: (ui: React.ReactElement) => void,
  back = false,
) {
  if (back) window.dispatchEvent(new PopStateEvent('popstate'));
  nav.pathname = pathname;
  nav.query = query;
  act(() => rerender(<ScrollRestorer />));
}

beforeEach(() => {
  sessionStorage.clear();
  y = 0;
  nav.pathname = '/a';
  nav.query = '';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
  scrollTo.mockClear();
});
afterEach(cleanup);

describe('ScrollRestorer', () => {
  it('starts a new page at the top and saves the position of the page left', () => {
    const { rerender } = render(<ScrollRestorer />);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(500);
    go('/b', '', rerender);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]')).toEqual([['/a', 500]]);
  });

  it('keeps a scroll the user made before it mounted (a late hydration on a slow phone)', async () => {
    y = 300; // scrolled while the first screen was still hydrating, no scroll event seen
    const { rerender } = render(<ScrollRestorer />);
    // Read in the first frame after mounting (scrollY forces a layout during the commit).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    go('/b', '', rerender);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]')).toEqual([['/a', 300]]);
  });

  it('restores the saved position on back, per URL including the query', () => {
    const { rerender } = render(<ScrollRestorer />);
    scrollBy(700);
    go('/b', 'id=1', rerender);
    scrollBy(300);
    go('/b', 'id=2', rerender);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    go('/b', 'id=1', rerender, true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    go('/a', '', rerender, true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it('restores when the router commits inside its own popstate listener, and only then', () => {
    const { rerender } = render(<ScrollRestorer />);
    scrollBy(400);
    go('/b', '', rerender);
    // A router listener registered before ours, committing synchronously (as Next does).
    const routerListener = () => {
      nav.pathname = '/a';
      act(() => rerender(<ScrollRestorer />));
    };
    window.addEventListener('popstate', routerListener, { capture: true });
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.removeEventListener('popstate', routerListener, { capture: true });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
    // Our own listener ran after that commit; the next link is a plain push again.
    go('/c', '', rerender);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a forward link to a page seen before still starts at the top', () => {
    const { rerender } = render(<ScrollRestorer />);
    scrollBy(900);
    go('/b', '', rerender);
    go('/a', '', rerender);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a kept page landed on with launch flags is the same page without them', () => {
    nav.pathname = '/home';
    nav.query = 'pc=p1&dc=d1';
    const { rerender } = render(<ScrollRestorer />);
    scrollBy(650);
    go('/mine', '', rerender);
    go('/home', '', rerender);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 650);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]')).toEqual([
      ['/home', 650],
    ]);
  });

  it('puts the browser setting back on unmount', () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = render(<ScrollRestorer />);
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
