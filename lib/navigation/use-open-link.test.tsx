import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: nav.push }) }));

const client = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post: client.post } }));

import { ApiError } from '@/lib/api/envelope';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';
import { onlineStatus } from '@/lib/shell/online-status';
import { registerToast } from '@/lib/shell/toast-bridge';

import { HELD_NAVIGATION_TIP, takeHeldNavigation } from './offline-navigation';

import { LINK_INVALID_TIP, useOpenLink } from './use-open-link';

let store: ReturnType<typeof createStore>;
const toasts: string[] = [];
let unregister: () => void;

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useOpenLink(), { wrapper }).result;
}

beforeEach(() => {
  localStorage.clear();
  store = createStore();
  store.set(tokenAtom, 'tok-1');
  toasts.length = 0;
  unregister = registerToast((message) => toasts.push(message));
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  unregister();
  vi.restoreAllMocks();
  nav.push.mockReset();
  client.post.mockReset();
  delete (window as { webkit?: unknown }).webkit;
});

describe('useOpenLink', () => {
  it('pushes in-app routes', async () => {
    const open = setup();
    await act(() => open.current({ href: '/mine/vip' }));
    await act(() => open.current({ contentType: 4, id: 9 }));
    expect(nav.push.mock.calls).toEqual([['/mine/vip'], ['/circle/postDetail?id=9']]);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('offline, holds an in-app route with a toast instead of pushing it', async () => {
    const open = setup();
    onlineStatus.reportRequest('failed');
    onlineStatus.reportRequest('failed');
    try {
      await act(() => open.current({ contentType: 1, id: 9 }));
      expect(nav.push).not.toHaveBeenCalled();
      expect(toasts).toEqual([HELD_NAVIGATION_TIP]);
      expect(takeHeldNavigation()).toBe('/play/longVideo?id=9');
    } finally {
      onlineStatus.reportRequest('answered');
    }
  });

  it('opens external links in a new window without opener, token added where asked', async () => {
    const open = setup();
    await act(() => open.current({ jumpUrl: 'https://example.com/games?token=' }));
    expect(window.open).toHaveBeenCalledWith(
      'https://example.com/games?token=tok-1',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('hands external links to the iOS wrapper when isAppStore is stored', async () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { openOutLink: { postMessage } } };
    store.set(isAppStoreAtom, true);
    const open = setup();
    await act(() => open.current('https://example.com/a'));
    expect(postMessage).toHaveBeenCalledWith('https://example.com/a');
    expect(window.open).not.toHaveBeenCalled();
  });

  it('falls back to a window when the wrapper is not there', async () => {
    store.set(isAppStoreAtom, true);
    const open = setup();
    await act(() => open.current('https://example.com/a'));
    expect(window.open).toHaveBeenCalledTimes(1);
  });

  it('refuses javascript: links with a toast and nothing else', async () => {
    const open = setup();
    await act(() => open.current({ id: 3, href: 'javascript:alert(1)' }));
    expect(toasts).toEqual([LINK_INVALID_TIP]);
    expect(nav.push).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('makes the advertise-click call for an id-only ad and opens the answered link', async () => {
    client.post.mockResolvedValue({ id: 7, link: '/mine/share' });
    const open = setup();
    await act(() => open.current({ id: 7, title: '邀请好友' }));
    expect(client.post).toHaveBeenCalledWith('ad/click', { id: 7 });
    expect(nav.push).toHaveBeenCalledWith('/mine/share');
  });

  it('toasts the tip when the click call fails, and 链接无效 for a bad answered link', async () => {
    client.post.mockRejectedValueOnce(new ApiError(4040, '广告不存在或已下线'));
    client.post.mockResolvedValueOnce({ link: 'javascript:alert(1)' });
    const open = setup();
    await act(() => open.current({ id: 7 }));
    await act(() => open.current({ id: 7 }));
    expect(toasts).toEqual(['广告不存在或已下线', LINK_INVALID_TIP]);
    expect(nav.push).not.toHaveBeenCalled();
  });

  it('ignores a second tap on the same ad while its click call runs', async () => {
    let answer: (value: unknown) => void = () => {};
    client.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const open = setup();
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = open.current({ id: 7 });
      await open.current({ id: 7 });
    });
    answer({ link: '/game' });
    await act(() => first);
    expect(client.post).toHaveBeenCalledTimes(1);
    expect(nav.push).toHaveBeenCalledTimes(1);
  });
});
