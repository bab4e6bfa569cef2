import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: nav.push }) }));
const router = vi.hoisted(() => ({ offline: false }));
vi.mock('next/offline', () => ({ useOffline: () => router.offline }));

import { HELD_NAVIGATION_TIP, takeHeldNavigation } from '@/lib/navigation/offline-navigation';
import { onlineStatus } from '@/lib/shell/online-status';
import { registerToast } from '@/lib/shell/toast-bridge';

import { OfflineBar } from './offline-bar';

/** The browser's own flag and event, as a phone losing its network gives them. */
function network(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function tap(name: string) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    screen.getByRole('link', { name }).dispatchEvent(event);
  });
  return event;
}

const bar = () => screen.queryByText('网络已断开');
const toasts: string[] = [];
let unregister: () => void;

beforeEach(() => {
  toasts.length = 0;
  unregister = registerToast((message) => toasts.push(message));
});
afterEach(() => {
  cleanup();
  unregister();
  network(true);
  router.offline = false;
  nav.push.mockReset();
  takeHeldNavigation();
});

function renderShell() {
  return render(
    <>
      <OfflineBar />
      <a href="/play/longVideo?id=3">卡片</a>
      <a href="/lld">长视频</a>
    </>,
  );
}

describe('OfflineBar', () => {
  it('shows 网络已断开 in a status region while the browser is offline', () => {
    renderShell();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    network(false);
    expect(region.textContent).toBe('网络已断开');
    expect(region.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    network(true);
    expect(region.textContent).toBe('');
  });

  it('offline, taps are held with a toast; back online the last one opens, once', () => {
    renderShell();
    network(false);
    expect(tap('卡片').defaultPrevented).toBe(true);
    expect(tap('长视频').defaultPrevented).toBe(true);
    expect(toasts).toEqual([HELD_NAVIGATION_TIP, HELD_NAVIGATION_TIP]);
    expect(nav.push).not.toHaveBeenCalled();

    network(true);
    expect(nav.push.mock.calls).toEqual([['/lld']]);
    expect(bar()).toBeNull();
    network(false);
    network(true);
    expect(nav.push).toHaveBeenCalledTimes(1);
  });

  it("shows the bar when Next's router finds the server unreachable", () => {
    const view = renderShell();
    router.offline = true;
    view.rerender(
      <>
        <OfflineBar />
      </>,
    );
    expect(bar()).not.toBeNull();
    act(() => onlineStatus.reportRequest('answered'));
    expect(bar()).toBeNull();
  });

  it('stops watching the window when it leaves', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    renderShell().unmount();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(expect.arrayContaining(['online', 'offline', 'click']));
    remove.mockRestore();
  });
});
