import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '@/components/ui/toast';
import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';
import { readShareLink } from '@/lib/domain/share/link';
import { channelAtom } from '@/lib/state/channel-atoms';
import { getAppStore } from '@/lib/state/store';

import { ShareButton } from './share-button';
import { TIP_LINK_COPIED, TIP_SHARE_FAILED } from './share-sheet';

const income = (inviteCode: string) => ({
  inviteCode,
  invitedCount: 0,
  diamonds: 0,
  rewardPerInvite: 100,
  redeemed: false,
  rules: [],
});

function renderButton(inviteCode = 'ABC234') {
  installFakeApi({ 'user/invite/income': () => ok(income(inviteCode)) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={getAppStore()}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ShareButton
            target={{ subject: { kind: 'video', id: 42 }, title: '一部好片', cover: null }}
          />
        </ToastProvider>
      </QueryClientProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '分享' }));
}

/** The sheet's action once the invite code is in (disabled until then). */
async function action(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  installDomFakes();
  getAppStore().set(channelAtom, { pc: 'p1', isLight: '1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (navigator as { share?: unknown }).share;
  getAppStore().set(channelAtom, {});
});

describe('ShareSheet', () => {
  it('copies the subject’s link with the invite code and the channel, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator('clipboard', { writeText });
    renderButton();
    fireEvent.click(await action('复制链接'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(TIP_LINK_COPIED));
    const copied = readShareLink(String(writeText.mock.calls[0]?.[0 as never]));
    expect(copied).toMatchObject({
      path: '/play/longVideo',
      id: '42',
      inviteCode: 'ABC234',
      channel: { pc: 'p1', isLight: '1' },
    });
  });

  it('shares a guest’s link without a code', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator('clipboard', { writeText });
    renderButton('');
    fireEvent.click(await action('复制链接'));
    await waitFor(() => expect(writeText).toHaveBeenCalledOnce());
    expect(writeText.mock.calls[0]?.[0 as never]).toBe(
      `${window.location.origin}/play/longVideo?id=42&pc=p1&isLight=1`,
    );
  });

  it('shows the link to copy by hand when the clipboard is refused or missing', async () => {
    stubNavigator('clipboard', { writeText: () => Promise.reject(new Error('NotAllowedError')) });
    renderButton();
    fireEvent.click(await action('复制链接'));
    const box = await screen.findByRole('textbox', { name: '分享链接' });
    expect(readShareLink((box as HTMLTextAreaElement).value)?.inviteCode).toBe('ABC234');
    expect(screen.getByRole('dialog', { name: '复制链接' })).toBeTruthy();
  });

  it('offers 系统分享 only where navigator.share exists', async () => {
    renderButton();
    await action('复制链接');
    expect(screen.queryByRole('button', { name: '系统分享' })).toBeNull();
    expect(screen.getByRole('button', { name: '生成海报' })).toBeTruthy();
  });

  it('hands the link to the system share sheet', async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator('share', share);
    renderButton();
    fireEvent.click(await action('系统分享'));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const data = share.mock.calls[0]?.[0 as never] as unknown as ShareData;
    expect(data.title).toBe('一部好片');
    expect(readShareLink(data.url!)).toMatchObject({ id: '42', inviteCode: 'ABC234' });
  });

  it('takes a cancelled system share quietly, and says when it failed', async () => {
    const cancel = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    const share = vi.fn(() => Promise.reject(cancel));
    stubNavigator('share', share);
    renderButton();
    fireEvent.click(await action('系统分享'));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByRole('status').textContent).not.toContain(TIP_SHARE_FAILED);

    share.mockImplementation(() => Promise.reject(new TypeError('bad data')));
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    fireEvent.click(await action('系统分享'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(TIP_SHARE_FAILED));
  });
});
