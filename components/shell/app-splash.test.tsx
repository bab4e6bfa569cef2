import { act, cleanup, render as rtlRender } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/home' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

import { SPLASH_REMOVE_MS } from '@/lib/domain/platform/constants';
import { configAtom } from '@/lib/state/app-atoms';
import { bootStateAtom } from '@/lib/state/boot-atoms';
import { getAppStore } from '@/lib/state/store';

import { AppSplash } from './app-splash';

const splash = () => document.getElementById('app-splash');

/** Under the tab's store, as the providers render it. */
const render = (ui: ReactElement) =>
  rtlRender(ui, {
    wrapper: ({ children }) => <Provider store={getAppStore()}>{children}</Provider>,
  });

function navigate(view: ReturnType<typeof render>, pathname: string) {
  nav.pathname = pathname;
  view.rerender(<AppSplash />);
}

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = '/home';
  getAppStore().set(bootStateAtom, { status: 'idle' });
  getAppStore().set(configAtom, null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AppSplash', () => {
  it('covers the first paint and fades once the bootstrap is done', () => {
    render(<AppSplash />);
    expect(splash()?.dataset.state).toBe('shown');
    act(() => getAppStore().set(bootStateAtom, { status: 'running' }));
    expect(splash()?.dataset.state).toBe('shown');
    act(() => getAppStore().set(bootStateAtom, { status: 'ready' }));
    expect(splash()?.dataset.state).toBe('hidden');
    // Still in the DOM: only a navigation away from home removes it.
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS * 5));
    expect(splash()).not.toBeNull();
  });

  it('stays hidden where the landing screen is its own launch screen (config in hand)', () => {
    getAppStore().set(configAtom, { theme: 1, domain: [] });
    const view = render(<AppSplash />);
    expect(splash()?.dataset.state).toBe('hidden');
    expect(splash()).not.toBeNull();
    // Still removed on time after leaving home.
    navigate(view, '/mine');
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS));
    expect(splash()).toBeNull();
  });

  it('covers a route without a launch frame even with the config', () => {
    getAppStore().set(configAtom, { theme: 1, domain: [] });
    nav.pathname = '/mine';
    render(<AppSplash />);
    expect(splash()?.dataset.state).toBe('shown');
  });

  it('gets out of the way of the error screen too', () => {
    render(<AppSplash />);
    act(() =>
      getAppStore().set(bootStateAtom, {
        status: 'failed',
        failure: { kind: 'boot', code: 5020, message: '网络异常' },
      }),
    );
    expect(splash()?.dataset.state).toBe('hidden');
  });

  it('leaves the DOM 2000 ms after the first navigation away from home', () => {
    const view = render(<AppSplash />);
    act(() => getAppStore().set(bootStateAtom, { status: 'ready' }));
    navigate(view, '/mine');
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS - 1));
    expect(splash()).not.toBeNull();
    // More navigations do not restart the countdown.
    navigate(view, '/community');
    act(() => vi.advanceTimersByTime(1));
    expect(splash()).toBeNull();
  });

  it('landing elsewhere, the first navigation of any kind starts the countdown', () => {
    nav.pathname = '/mine/vip';
    const view = render(<AppSplash />);
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS * 2));
    expect(splash()).not.toBeNull();
    navigate(view, '/home');
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS));
    expect(splash()).toBeNull();
  });

  it('a query change on home is not a navigation away', () => {
    const view = render(<AppSplash />);
    navigate(view, '/home/');
    act(() => vi.advanceTimersByTime(SPLASH_REMOVE_MS));
    expect(splash()).not.toBeNull();
  });
});
