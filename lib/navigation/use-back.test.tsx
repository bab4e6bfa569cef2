import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({
  pathname: '/home',
  back: vi.fn(),
  replace: vi.fn(),
  push: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ back: nav.back, replace: nav.replace, push: nav.push }),
}));

import { LANDING_ROUTE_KEY, recordLandingRoute } from '@/lib/state/landing-route';
import { useBack } from './use-back';

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, 'length', { configurable: true, get: () => length });
}

function pressBack() {
  const { result } = renderHook(() => useBack());
  act(() => result.current());
}

beforeEach(() => {
  sessionStorage.clear();
  nav.pathname = '/home';
  setHistoryLength(3);
  window.history.replaceState(null, '', '/home');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  delete (window as { navigation?: unknown }).navigation;
});

describe('useBack', () => {
  it('records the landing route once per session', () => {
    recordLandingRoute('/mine/vip?x=1');
    recordLandingRoute('/home');
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('/mine/vip');
  });

  it('records the page the document was loaded at, not the page the first arrow sits on', () => {
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ name: 'http://localhost/community?id=1' } as PerformanceEntry]);
    nav.pathname = '/mine/vip';
    renderHook(() => useBack());
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('/community');
    entries.mockRestore();
  });

  it('falls back to the current location without Navigation Timing', () => {
    window.history.replaceState(null, '', '/welfare?tab=1');
    renderHook(() => useBack());
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('/welfare');
  });

  it('goes back one page away from the landing route', () => {
    sessionStorage.setItem(LANDING_ROUTE_KEY, '/home');
    nav.pathname = '/mine/vip';
    pressBack();
    expect(nav.back).toHaveBeenCalledTimes(1);
    expect(nav.replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('/home');
  });

  it('goes home (/, which is the home path) and resets the landing name to index on the landing route', () => {
    sessionStorage.setItem(LANDING_ROUTE_KEY, '/play/longVideo');
    nav.pathname = '/play/longVideo';
    pressBack();
    expect(nav.replace).toHaveBeenCalledWith('/home');
    expect(nav.back).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('index');
    // After the reset the same route goes back normally.
    pressBack();
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('goes home from a deep link opened in a fresh tab (nothing to go back to)', () => {
    sessionStorage.setItem(LANDING_ROUTE_KEY, '/home');
    nav.pathname = '/community/postDetail';
    setHistoryLength(1);
    pressBack();
    expect(nav.replace).toHaveBeenCalledWith('/home');
  });

  it('trusts the Navigation API where it exists', () => {
    sessionStorage.setItem(LANDING_ROUTE_KEY, '/home');
    nav.pathname = '/mine/vip';
    (window as { navigation?: unknown }).navigation = { canGoBack: false };
    pressBack();
    expect(nav.replace).toHaveBeenCalledWith('/home');
    (window as { navigation?: unknown }).navigation = { canGoBack: true };
    setHistoryLength(1);
    pressBack();
    expect(nav.back).toHaveBeenCalledTimes(1);
  });
});
