import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '@/lib/shell/online-status';
import { registerToast } from '@/lib/shell/toast-bridge';

import {
  HELD_NAVIGATION_TIP,
  holdNavigation,
  inAppLinkTarget,
  installOfflineLinkGuard,
  takeHeldNavigation,
} from './offline-navigation';

const here = new URL('http://app.test/home?tab=1');
const click = (target: Element, extra: Partial<MouseEvent> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  target,
  ...extra,
});
function anchor(attrs: Record<string, string>, child = false): Element {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  if (!child) return a;
  const span = document.createElement('span');
  a.append(span);
  return span;
}

/** The tab's status made offline the way requests do it: two in a row without an answer. */
function goOffline() {
  onlineStatus.reportRequest('failed');
  onlineStatus.reportRequest('failed');
}

const toasts: string[] = [];
let unregister: () => void;
beforeEach(() => {
  toasts.length = 0;
  unregister = registerToast((message) => toasts.push(message));
});
afterEach(() => {
  cleanup();
  unregister();
  onlineStatus.reportRequest('answered');
  takeHeldNavigation();
});

describe('inAppLinkTarget', () => {
  it('is the path, query and hash of an in-app link, from anywhere inside it', () => {
    expect(inAppLinkTarget(click(anchor({ href: '/lld' }, true)), here)).toBe('/lld');
    expect(inAppLinkTarget(click(anchor({ href: '/play/longVideo?id=7#c' })), here)).toBe(
      '/play/longVideo?id=7#c',
    );
    expect(inAppLinkTarget(click(anchor({ href: 'http://app.test/mine' })), here)).toBe('/mine');
  });

  it('is null for what is not an in-app navigation', () => {
    const lld = anchor({ href: '/lld' });
    expect(inAppLinkTarget(click(lld, { button: 1 }), here)).toBeNull();
    expect(inAppLinkTarget(click(lld, { metaKey: true }), here)).toBeNull();
    expect(inAppLinkTarget(click(lld, { ctrlKey: true }), here)).toBeNull();
    expect(inAppLinkTarget(click(anchor({ href: 'https://example.com/x' })), here)).toBeNull();
    expect(inAppLinkTarget(click(anchor({ href: '/lld', target: '_blank' })), here)).toBeNull();
    expect(inAppLinkTarget(click(anchor({ href: '/a.pdf', download: '' })), here)).toBeNull();
    // The page itself, or a jump within it: no fetch, nothing to hold.
    expect(inAppLinkTarget(click(anchor({ href: '/home?tab=1' })), here)).toBeNull();
    expect(inAppLinkTarget(click(anchor({ href: '#top' })), here)).toBeNull();
    expect(inAppLinkTarget(click(document.createElement('button')), here)).toBeNull();
  });
});

describe('holdNavigation', () => {
  it('online, holds nothing: the caller navigates', () => {
    expect(holdNavigation('/lld')).toBe(false);
    expect(toasts).toEqual([]);
    expect(takeHeldNavigation()).toBeNull();
  });

  it('offline, keeps the last target asked for, once, and says so', () => {
    goOffline();
    expect(holdNavigation('/play/longVideo?id=1')).toBe(true);
    expect(holdNavigation('/lld')).toBe(true);
    expect(toasts).toEqual([HELD_NAVIGATION_TIP, HELD_NAVIGATION_TIP]);
    expect(HELD_NAVIGATION_TIP).toBe('网络已断开，恢复后将自动打开');
    expect(takeHeldNavigation()).toBe('/lld');
    expect(takeHeldNavigation()).toBeNull();
  });
});

describe('installOfflineLinkGuard', () => {
  function page() {
    const reactClick = vi.fn();
    render(
      <main>
        <a href="/lld" onClick={reactClick}>
          长视频
        </a>
      </main>,
    );
    return reactClick;
  }

  it('offline, a tap on a link never reaches the page: it is held with a toast', () => {
    const reactClick = page();
    const stop = installOfflineLinkGuard(window);
    goOffline();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: '长视频' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reactClick).not.toHaveBeenCalled();
    expect(toasts).toEqual([HELD_NAVIGATION_TIP]);
    expect(takeHeldNavigation()).toBe('/lld');
    stop();
  });

  it('online, the tap goes through untouched', () => {
    const reactClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <a href="/lld" onClick={reactClick}>
        长视频
      </a>,
    );
    const stop = installOfflineLinkGuard(window);
    fireEvent.click(screen.getByRole('link', { name: '长视频' }));
    expect(reactClick).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    stop();
  });

  it('once removed, holds nothing even offline', () => {
    const reactClick = page();
    installOfflineLinkGuard(window)();
    goOffline();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // jsdom would follow the link: the test's own listener stops that, after React's.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    screen.getByRole('link', { name: '长视频' }).dispatchEvent(event);
    expect(reactClick).toHaveBeenCalledTimes(1);
    expect(takeHeldNavigation()).toBeNull();
  });
});
