import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import {
  renderWithProviders,
  router,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, never, ok } from '@/lib/api/fake-api.test-support';
import { feedPage } from '@/lib/api/video/media-fixtures.test-support';
import { searchHistoryAtom } from '@/lib/state/search-history-atoms';

import { SearchScreen } from './search-screen';

import { loadLinkRules } from '@/lib/navigation/use-open-link';

// The app loads its link rules after the first render; a tap before that waits for them.
beforeAll(async () => {
  await loadLinkRules();
});

const HOT = {
  list: [
    { keyword: '彩条', heat: 98_000 },
    { keyword: '渐变', heat: 51_000 },
    { keyword: '曼德博', heat: 20_000 },
    { keyword: '生命游戏', heat: 900 },
  ],
};

const fake = setupScreenTest('/subpage/search', () => ({
  'search/hot': () => ok(HOT),
  'media/published': (body) => ok(feedPage(body, 40, 900)),
}));

beforeEach(() => {
  localStorage.clear();
});

const field = () => screen.getByRole('searchbox', { name: '搜索关键词' });

function submit(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.submit(screen.getByRole('search'));
}

describe('SearchScreen', () => {
  it('searches what is typed on Enter, records it first in the history and opens the results', () => {
    const { store } = renderWithProviders(<SearchScreen />);
    expect(document.activeElement).toBe(field());
    submit('  彩条 测试 ');
    expect(router.push).toHaveBeenCalledWith(
      '/subpage/result?keyword=%E5%BD%A9%E6%9D%A1+%E6%B5%8B%E8%AF%95',
    );
    expect(store.get(searchHistoryAtom)).toEqual(['彩条 测试']);
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '')).toEqual(['彩条 测试']);
    const history = screen.getByRole('region', { name: '搜索历史' });
    expect(within(history).getByRole('button', { name: '彩条 测试' })).toBeTruthy();
  });

  it('refuses an empty keyword with a Chinese hint and records nothing', async () => {
    const { store } = renderWithProviders(<SearchScreen />);
    submit('   ');
    expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
    expect(store.get(searchHistoryAtom)).toEqual([]);
    expect(field().getAttribute('maxlength')).toBe('30');
  });

  it('shows the stored history newest first; a tap searches it again and moves it to the front', () => {
    localStorage.setItem('searchHistory', JSON.stringify(['渐变', '彩条', '测试']));
    const { store } = renderWithProviders(<SearchScreen />, { store: createStore() });
    const history = screen.getByRole('region', { name: '搜索历史' });
    const chips = () =>
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chips()).toEqual(['渐变', '彩条', '测试']);
    fireEvent.click(within(history).getByRole('button', { name: '测试' }));
    expect(router.push).toHaveBeenCalledWith('/subpage/result?keyword=%E6%B5%8B%E8%AF%95');
    expect(chips()).toEqual(['测试', '渐变', '彩条']);
    expect(field()).toHaveProperty('value', '测试');
    expect(store.get(searchHistoryAtom)).toEqual(['测试', '渐变', '彩条']);
  });

  it('clears the history after a confirm, and keeps it when cancelled', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['渐变', '彩条']));
    renderWithProviders(<SearchScreen />);
    const history = screen.getByRole('region', { name: '搜索历史' });
    fireEvent.click(within(history).getByRole('button', { name: '清空' }));
    let dialog = await screen.findByRole('dialog', { name: '清空搜索历史' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: '搜索历史' })).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: '清空' }));
    dialog = await screen.findByRole('dialog', { name: '清空搜索历史' });
    fireEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull());
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('ranks the hot keywords with their heat, the top three marked; a tap searches', async () => {
    renderWithProviders(<SearchScreen />);
    const hot = screen.getByRole('region', { name: '热门搜索' });
    const items = await within(hot).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1彩条热度9.8万',
      '2渐变热度5.1万',
      '3曼德博热度2万',
      '4生命游戏热度900',
    ]);
    expect(items.filter((li) => li.querySelector('[data-top]'))).toHaveLength(3);
    fireEvent.click(within(hot).getByRole('button', { name: /渐变/ }));
    expect(router.push).toHaveBeenCalledWith('/subpage/result?keyword=%E6%B8%90%E5%8F%98');
  });

  it('suggests the first hot published videos', async () => {
    renderWithProviders(<SearchScreen />);
    const region = screen.getByRole('region', { name: '大家都在看' });
    expect(within(region).getByRole('status', { name: '加载中' })).toBeTruthy();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(6));
    expect(fake.api.bodies('media/published')).toEqual([{ sort: 'hot', page: 1, pageSize: 6 }]);
  });

  it('shows 重试 where the hot keywords failed, and the rest still works', async () => {
    fake.api.on('search/hot', () => fail(5020, '网络异常，请检查网络后重试'));
    fake.api.on('media/published', never);
    renderWithProviders(<SearchScreen />);
    const hot = screen.getByRole('region', { name: '热门搜索' });
    const alert = await within(hot).findByRole('alert');
    expect(alert.textContent).toContain('网络异常');
    fake.api.on('search/hot', () => ok(HOT));
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(hot).findByRole('button', { name: /彩条/ })).toBeTruthy();
  });

  it('取消 goes back to the page before', () => {
    // The user landed on home and came here: a page of ours is behind.
    sessionStorage.setItem('landingRouteName', '/home');
    window.history.pushState({}, '', '/subpage/search');
    renderWithProviders(<SearchScreen />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
