import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: nav.prefetch }) }));
vi.mock('next/link', async () => ({
  default: (await import('@/components/ui/next-link.test-support')).TestLink,
}));

import { linkPrefetchLog } from '@/components/ui/next-link.test-support';
import {
  VIP_BANNER_CLOSED_KEY,
  VIP_BANNER_HIDDEN_ATTRIBUTE,
  VIP_BANNER_SNOOZE_MS,
} from '@/lib/domain/money/vip-banner';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { NewUserVipBanner } from './new-user-vip-banner';

const NOW = Date.UTC(2025, 5, 1, 12);
const GUEST: SessionUser = {
  id: 7,
  token: 't',
  normalVip: { vipType: 0, vipExpireInt: 0, vipExpire: '' },
};
const VIP: SessionUser = {
  id: 8,
  token: 't',
  supremeVip: { vipType: 2, vipExpireInt: NOW / 1000 + 86_400, vipExpire: '2025-06-02' },
};

function withUser(user: SessionUser | null) {
  const store = createStore();
  store.set(userAtom, user);
  return (
    <Provider store={store}>
      <NewUserVipBanner />
    </Provider>
  );
}
function renderFor(user: SessionUser | null) {
  return render(withUser(user));
}
const banner = () => screen.queryByRole('complementary', { name: '新用户开通VIP优惠' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.clear();
  nav.prefetch.mockReset();
  linkPrefetchLog.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NewUserVipBanner', () => {
  it('offers VIP to a user who is not VIP, linking to /mine/vip', () => {
    renderFor(GUEST);
    expect(banner()).not.toBeNull();
    const link = screen.getByRole('link', { name: /新用户开通VIP 首月特惠/ });
    expect(link.getAttribute('href')).toBe('/mine/vip');
  });

  it('fetches the VIP screen when the finger goes down on it, not whenever the banner shows', () => {
    renderFor(GUEST);
    expect(linkPrefetchLog).toEqual([false]);
    expect(nav.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('link', { name: /新用户开通VIP 首月特惠/ }));
    expect(nav.prefetch).toHaveBeenCalledWith('/mine/vip');
  });

  it('is not shown to a VIP', () => {
    renderFor(VIP);
    expect(banner()).toBeNull();
  });

  it('closing it hides it and remembers the time for 24 hours', () => {
    renderFor(GUEST);
    fireEvent.click(screen.getByRole('button', { name: '关闭VIP优惠横幅' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(VIP_BANNER_CLOSED_KEY)).toBe(String(NOW));
    cleanup();

    renderFor(GUEST);
    expect(banner()).toBeNull();
    cleanup();

    vi.setSystemTime(NOW + VIP_BANNER_SNOOZE_MS);
    renderFor(GUEST);
    expect(banner()).not.toBeNull();
  });

  it('is in the server page for everyone: the head script hides it before paint when not due', () => {
    // The stored facts are the browser's; the server cannot know them, so it keeps the place.
    expect(renderToString(withUser(VIP))).toContain('新用户开通VIP 首月特惠');
    expect(renderToString(withUser(null))).toContain('新用户开通VIP 首月特惠');
  });

  it('is expected while the session is still coming (no user yet)', () => {
    renderFor(null);
    expect(banner()).not.toBeNull();
  });

  it('after hydrating, decides from the stored facts and drops the head script mark', async () => {
    localStorage.setItem(VIP_BANNER_CLOSED_KEY, String(NOW - 1000));
    const host = document.createElement('div');
    host.innerHTML = renderToString(withUser(GUEST));
    document.body.append(host);
    document.documentElement.setAttribute(VIP_BANNER_HIDDEN_ATTRIBUTE, '');
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, withUser(GUEST), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(host.querySelector('aside')).toBeNull();
    expect(document.documentElement.hasAttribute(VIP_BANNER_HIDDEN_ATTRIBUTE)).toBe(false);
    act(() => root?.unmount());
    host.remove();
  });
});
