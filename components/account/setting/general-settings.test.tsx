import { QueryObserver } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { formatBytes, jsonSize } from '@/lib/domain/platform/cache-size';
import { TOKEN_STORAGE_KEY } from '@/lib/domain/platform/constants';
import { PLAYBACK_SETTINGS_STORAGE_KEY } from '@/lib/domain/player/playback-settings';
import { openImageStore } from '@/lib/media/image-store';

import { renderScreen } from '../account.test-support';
import { GeneralSettingGroups } from './general-settings';

const image = (src: string, size: number) => {
  const bytes = new Uint8Array(size).fill(1);
  return { src, bytes, blob: new Blob([bytes]), type: 'image/jpeg', lastUsed: 1 };
};

beforeEach(() => {
  installDomFakes();
  // A fresh IndexedDB per test, the one the screen's store opens by default.
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function seedImages() {
  const store = openImageStore();
  await store.put(image('/covers/a.jpg', 1_000));
  await store.put(image('/covers/b.jpg', 70_000));
  store.close();
}

async function storedImages() {
  const store = openImageStore();
  const count = await store.count();
  store.close();
  return count;
}

describe('清除缓存', () => {
  it('shows the size first, clears images and cached answers, keeps the login and the settings', async () => {
    await seedImages();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-of-the-user');
    localStorage.setItem(PLAYBACK_SETTINGS_STORAGE_KEY, '{"autoplayNext":false}');
    const { client } = renderScreen(<GeneralSettingGroups />);
    const feed = { list: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `视频${i}` })) };
    client.setQueryData(['media', 'home'], feed);

    const size = await screen.findByTestId('cache-size');
    const expected = formatBytes(71_000 + jsonSize(feed));
    await waitFor(() => expect(size.textContent).toBe(expected));

    fireEvent.click(screen.getByRole('button', { name: /清除缓存/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`将清除 ${expected}`);
    expect(dialog.textContent).toContain('不会退出登录');
    fireEvent.click(within(dialog).getByRole('button', { name: '清除' }));

    expect(await screen.findByText(`已清除 ${expected}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cache-size').textContent).toBe('0 B'));
    expect(await storedImages()).toBe(0);
    expect(client.getQueryData(['media', 'home'])).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-of-the-user');
    expect(localStorage.getItem(PLAYBACK_SETTINGS_STORAGE_KEY)).toBe('{"autoplayNext":false}');
  });

  it('clears nothing when the user cancels', async () => {
    await seedImages();
    renderScreen(<GeneralSettingGroups />);
    await waitFor(() =>
      expect(screen.getByTestId('cache-size').textContent).toBe(formatBytes(71_000)),
    );
    fireEvent.click(screen.getByRole('button', { name: /清除缓存/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedImages()).toBe(2);
    expect(screen.getByTestId('cache-size').textContent).toBe(formatBytes(71_000));
  });

  it('keeps the answers a screen is showing (they are the screen, not cache)', async () => {
    const { client } = renderScreen(<GeneralSettingGroups />);
    client.setQueryData(['user', 'own'], { nickname: '小明' });
    client.setQueryData(['media', 'old'], { list: [1, 2, 3] });
    const shown = new QueryObserver(client, { queryKey: ['user', 'own'], enabled: false });
    const unsubscribe = shown.subscribe(() => undefined);
    await waitFor(() => expect(screen.getByTestId('cache-size').textContent).not.toBe('计算中…'));
    fireEvent.click(screen.getByRole('button', { name: /清除缓存/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '清除' }),
    );
    await waitFor(() => expect(client.getQueryData(['media', 'old'])).toBeUndefined());
    expect(client.getQueryData(['user', 'own'])).toEqual({ nickname: '小明' });
    unsubscribe();
  });

  it('links 播放设置 and the 关于 group', () => {
    renderScreen(<GeneralSettingGroups />);
    const hrefs = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['播放设置', '/mine/setting/playback'],
      ['关于影视社区v2.1.1', '/mine/setting/about'],
      ['用户协议', '/mine/userAgreement'],
      ['隐私政策', '/mine/privacyPolicy'],
    ]);
  });
});
