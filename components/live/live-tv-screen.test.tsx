import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

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
import { fail, ok } from '@/lib/api/fake-api.test-support';
import { LIVE_ALL_CATEGORY, livePlayPath } from '@/lib/domain/live/live';
import { loadLinkRules } from '@/lib/navigation/use-open-link';

import { LiveTvScreen, liveTabs } from './live-tv-screen';
import { channel, channelPage, FEATURED, LIVE_CATEGORIES } from './live-fixtures.test-support';

// The app loads its link rules after the first render; a tap before that waits for them.
beforeAll(async () => {
  await loadLinkRules();
});

const test = setupScreenTest('/liveTv', () => ({
  'live/home': () => ok({ categories: LIVE_CATEGORIES, featured: FEATURED, channel: null }),
  // 全部: 12 channels from id 100 (two pages); 央视: 3 from 200; 卫视: none.
  'live/recommended': (body) =>
    body.categoryId === undefined
      ? ok(channelPage(body, 12, 100))
      : body.categoryId === 1
        ? ok(channelPage(body, 3, 200))
        : ok(channelPage(body, 0, 300)),
}));

describe('LiveTvScreen', () => {
  it('shows 全部 and the categories as tabs, 热门直播 and the channel grid', async () => {
    renderWithProviders(<LiveTvScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '直播' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: '直播分类' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['全部', '央视', '卫视']),
    );
    const featured = await screen.findByRole('list', { name: '热门直播' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(3);
    const grid = await screen.findByRole('list', { name: '直播频道' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(10);
    const first = within(grid).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(first.textContent).toContain('直播');
    expect(first.textContent).toContain('频道100');
    expect(first.textContent).toContain('1.2万人在看');
    expect(first.textContent).toContain('正在播出节目100');
    expect(test.api.bodies('live/recommended')[0]).toEqual({ page: 1, pageSize: 10 });
  });

  it('opens a channel’s play page from its card', async () => {
    renderWithProviders(<LiveTvScreen />);
    const grid = await screen.findByRole('list', { name: '直播频道' });
    const card = within(grid).getByRole('link', { name: /频道103/ });
    const path = livePlayPath({ id: 103, name: '频道103' });
    expect(card.getAttribute('href')).toBe(path);
    fireEvent.click(card);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(path));
    const featured = screen.getByRole('list', { name: '热门直播' });
    expect(within(featured).getAllByRole('link')[1]?.getAttribute('href')).toBe(
      livePlayPath({ id: 2, name: '频道2' }),
    );
  });

  it('asks for the chosen category’s channels, and says 暂无直播 for an empty one', async () => {
    renderWithProviders(<LiveTvScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '央视' }));
    await waitFor(() =>
      expect(test.api.bodies('live/recommended')).toContainEqual({
        page: 1,
        pageSize: 10,
        categoryId: 1,
      }),
    );
    const grid = await screen.findByRole('list', { name: '直播频道' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    expect(within(grid).getByText('频道200')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '央视直播' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '热门直播' })).toBeNull();
    expect(await screen.findByText('没有更多了')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '卫视' }));
    expect(await screen.findByText('暂无直播')).toBeTruthy();
    expect(test.api.bodies('live/recommended').at(-1)).toEqual({
      page: 1,
      pageSize: 10,
      categoryId: 2,
    });
  });

  it('shows a failed grid with 重试, which asks again', async () => {
    test.api.on('live/recommended', () => fail(5000, '服务繁忙，请稍后重试'));
    renderWithProviders(<LiveTvScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务繁忙，请稍后重试');
    test.api.on('live/recommended', (body) => ok(channelPage(body, 2, 100)));
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const grid = await screen.findByRole('list', { name: '直播频道' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
  });

  it('always puts 全部 first, once', () => {
    expect(liveTabs([{ id: LIVE_ALL_CATEGORY, name: '全部' }, ...LIVE_CATEGORIES])).toHaveLength(3);
    expect(liveTabs(undefined)).toEqual([{ id: LIVE_ALL_CATEGORY, name: '全部' }]);
  });

  it('shows one count per channel when 热门 and 全部 list it from different moments', async () => {
    // The origin counts the audience at each call's moment: 热门 was asked first, 全部 later.
    test.api.on('live/home', () =>
      ok({
        categories: LIVE_CATEGORIES,
        featured: [{ ...channel(100), viewers: 47_000 }],
        channel: null,
      }),
    );
    test.api.on('live/recommended', async (body) => {
      await new Promise((done) => setTimeout(done, 20));
      const page = channelPage(body, 3, 100);
      return ok({ ...page, list: page.list.map((c) => ({ ...c, viewers: 48_000 })) });
    });
    renderWithProviders(<LiveTvScreen />);
    const featured = await screen.findByRole('list', { name: '热门直播' });
    const grid = await screen.findByRole('list', { name: '直播频道' });
    const inGrid = within(grid).getByRole('link', { name: /频道100/ });
    await waitFor(() => expect(inGrid.textContent).toContain('4.8万人在看'));
    await waitFor(() =>
      expect(within(featured).getByRole('link', { name: /频道100/ }).textContent).toContain(
        '4.8万人在看',
      ),
    );
  });
});
