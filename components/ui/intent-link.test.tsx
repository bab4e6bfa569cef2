import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: nav.prefetch }) }));
vi.mock('next/link', async () => ({
  default: (await import('@/components/ui/next-link.test-support')).TestLink,
}));

import { IntentLink } from './intent-link';
import { linkPrefetchLog } from './next-link.test-support';

beforeEach(() => {
  nav.prefetch.mockReset();
  linkPrefetchLog.length = 0;
});
afterEach(cleanup);

describe('IntentLink', () => {
  it('is a real link that does not prefetch when it merely shows', () => {
    render(<IntentLink href="/mine/setting">设置</IntentLink>);
    expect(screen.getByRole('link', { name: '设置' }).getAttribute('href')).toBe('/mine/setting');
    expect(linkPrefetchLog).toEqual([false]);
    expect(nav.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a finger down', (el: HTMLElement) => fireEvent.pointerDown(el)],
    ['the mouse over it', (el: HTMLElement) => fireEvent.mouseEnter(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focus(el)],
  ])('prefetches its screen on %s', (_name, reach) => {
    render(<IntentLink href="/mine/message">消息中心</IntentLink>);
    reach(screen.getByRole('link', { name: '消息中心' }));
    expect(nav.prefetch).toHaveBeenCalledWith('/mine/message');
  });

  it('still runs the handlers it was given', () => {
    const onPointerDown = vi.fn();
    const onFocus = vi.fn();
    render(
      <IntentLink href="/mine/vip" onPointerDown={onPointerDown} onFocus={onFocus}>
        开通VIP
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: '开通VIP' });
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
