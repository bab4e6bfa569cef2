import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/test-support')).imageCacheModule,
);

import {
  renderWithProviders,
  router,
  setLocation,
  setupScreenTest,
} from '@/components/video/test-support';
import { fail, never, ok } from '@/lib/api/test-fake-api';
import { feedPage, pageOf, videoCard } from '@/lib/api/video/test-media-fixtures';
import { searchHistoryAtom } from '@/lib/state/search-history-atoms';

import { ResultScreen } from './result-screen';

const fake = setupScreenTest('/subpage/result?keyword=彩条', () => ({
  'search/details': (body) => ok(feedPage(body, 12, 40)),
}));

beforeEach(() => {
  localStorage.clear();
});

describe('ResultScreen', () => {
  it('lists the videos found for the keyword of the URL, with the keyword in the field', async () => {
    fake.api.on('search/details', () =>
      ok(pageOf([videoCard(8, { title: '彩条测试 第一集', views: 12_345 })])),
    );
    renderWithProviders(<ResultScreen />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '彩条');
    const list = await screen.findByRole('list', { name: '“彩条”的搜索结果' });
    const card = within(list).getByRole('link', { name: /彩条测试 第一集/ });
    expect(card.textContent).toContain('1.2W次播放');
    expect(fake.api.bodies('search/details')).toEqual([{ keyword: '彩条', page: 1, pageSize: 10 }]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says 没有找到相关视频 when nothing matches', async () => {
    fake.api.on('search/details', () => ok(pageOf([])));
    renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('没有找到相关视频')).toBeTruthy();
  });

  it('shows skeletons while searching and 重试 when the search fails', async () => {
    fake.api.on('search/details', never);
    const view = renderWithProviders(<ResultScreen />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    view.unmount();
    fake.api.on('search/details', () => fail(4290, '操作太频繁，请稍后再试'));
    renderWithProviders(<ResultScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('操作太频繁，请稍后再试');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('searches again from its own field, recording the keyword', () => {
    const { store } = renderWithProviders(<ResultScreen />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '渐变' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenCalledWith('/subpage/result?keyword=%E6%B8%90%E5%8F%98');
    expect(store.get(searchHistoryAtom)).toEqual(['渐变']);
  });

  it('explains a missing or over-long keyword without calling the server', () => {
    setLocation('/subpage/result');
    const view = renderWithProviders(<ResultScreen />);
    expect(screen.getByText('请输入搜索内容')).toBeTruthy();
    view.unmount();
    setLocation(`/subpage/result?keyword=${'长'.repeat(31)}`);
    renderWithProviders(<ResultScreen />);
    expect(screen.getByText('搜索内容不能超过30个字')).toBeTruthy();
    expect(fake.api.calls).toEqual([]);
  });
});
