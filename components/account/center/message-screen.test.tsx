import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';
import type { MessageKind } from '@/lib/protocol/shapes/account/user-center';

import { renderScreen } from '../account.test-support';
import { MessageScreen } from './message-screen';

const KINDS: MessageKind[] = ['system', 'reply', 'follow', 'purchase', 'feedback'];

function latest(unread: Partial<Record<MessageKind, number>>) {
  return ok({
    unread: Object.values(unread).reduce((sum, n) => sum + n, 0),
    kinds: KINDS.map((kind) => ({ kind, title: kind, unread: unread[kind] ?? 0, latest: null })),
  });
}

const bought = {
  id: 'purchase-1',
  kind: 'purchase',
  title: '购买成功',
  body: '你已购买《山海异闻录》',
  link: '',
  createdAt: 1_750_000_000,
  read: false,
};

let api: FakeApi;
let scrolled: Element[];
beforeEach(() => {
  installDomFakes();
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView() {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // jsdom has none; the test's stands in for the browser's.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('MessageScreen', () => {
  it('opens on the first kind with unread messages, and lists only that kind', async () => {
    api = installFakeApi({
      'message/latest': () => latest({ purchase: 1, feedback: 2 }),
      'message/list': (body) =>
        ok({ list: body.kind === 'purchase' ? [bought] : [], page: 1, pageSize: 10, total: 0 }),
    });
    renderScreen(<MessageScreen />);
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(await within(list).findByText('购买成功')).toBeTruthy();
    const tab = screen.getByRole('tab', { name: /购买通知/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // Nothing else was opened (opening a kind marks it read).
    expect(api.bodies('message/list').map((b) => b.kind)).toEqual(['purchase']);
    // The chosen tab is brought into the row's view (the row scrolls sideways on a phone).
    expect(scrolled).toContain(tab);
  });

  it('opens on 系统通知 when nothing is unread', async () => {
    api = installFakeApi({
      'message/latest': () => latest({}),
      'message/list': () => ok({ list: [], page: 1, pageSize: 10, total: 0 }),
    });
    renderScreen(<MessageScreen />);
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /系统通知/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(api.bodies('message/list').map((b) => b.kind)).toEqual(['system']);
  });
});
