import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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
  scrollToRecommend,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { feedPage, mediaHome, section } from '@/lib/api/video/media-fixtures.test-support';

import { LongVideoScreen } from './lld-screen';

const fake = setupScreenTest('/lld', () => ({
  'media/home': () =>
    ok(
      mediaHome({
        tabs: [{ id: 9, name: '精选' }],
        tabId: 9,
        sections: [section(1, { name: '九宫格', layout: 'nine', videos: feedPage({}, 9).list })],
      }),
    ),
  'media/recommend': (body) => ok(feedPage(body, 4, 300)),
}));

describe('LongVideoScreen', () => {
  it('shows area lld’s sections and 为你推荐, with a search entry in the header', async () => {
    renderWithProviders(<LongVideoScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '长视频' })).toBeTruthy();
    const nine = await screen.findByRole('region', { name: '九宫格' });
    expect(within(nine).getAllByRole('link')).toHaveLength(9);
    // One tab: no tab bar to choose from.
    expect(screen.queryByRole('tablist', { name: '视频分类' })).toBeNull();
    expect(fake.api.bodies('media/recommend')).toEqual([]);
    await scrollToRecommend();
    const feed = await screen.findByRole('list', { name: '为你推荐' }, { timeout: 5_000 });
    expect(await within(feed).findAllByRole('link')).toHaveLength(4);
    expect(fake.api.bodies('media/home')).toEqual([{ area: 'lld' }]);
    expect(fake.api.bodies('media/recommend')).toEqual([{ tabId: 9, page: 1, pageSize: 10 }]);
    fireEvent.click(screen.getByRole('link', { name: '搜索' }));
    expect(router.push).toHaveBeenCalledWith('/subpage/search');
  });
});
