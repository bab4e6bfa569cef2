import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/test-support';
import { fail, ok } from '@/lib/api/test-fake-api';
import { pageOf, videoCards } from '@/lib/api/video/test-media-fixtures';

import { UpRankScreen } from './up-rank-screen';

const RANKED = videoCards(1, 5).map((video, i) => ({ ...video, views: 900_000_000 - i * 1e8 }));

const fake = setupScreenTest('/subpage/upRank', () => ({
  'media/published': () => ok(pageOf(RANKED)),
}));

describe('UpRankScreen', () => {
  it('ranks the most watched videos from 1, the top three highlighted', async () => {
    renderWithProviders(<UpRankScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '热播排行榜' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '热播排行榜' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.match(/^第(\d+)名/)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(rows.map((row) => row.querySelector('[data-top]') !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(rows[0]!.textContent).toContain('9Y次播放');
    expect(fake.api.bodies('media/published')).toEqual([{ sort: 'views', page: 1, pageSize: 10 }]);
  });

  it('shows 重试 when the ranking cannot load', async () => {
    fake.api.on('media/published', () => fail(5040, '请求超时，请稍后重试'));
    renderWithProviders(<UpRankScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('请求超时，请稍后重试');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
