import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  setLocation,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, never, ok } from '@/lib/api/fake-api.test-support';
import { feedPage } from '@/lib/api/video/media-fixtures.test-support';

import { LabelScreen } from './label-screen';

const fake = setupScreenTest('/subpage/labelPage?id=3&name=动作', () => ({
  'media/tag/details': (body) =>
    ok({
      tag: { id: 3, name: '动作' },
      videos: feedPage(body, 14, body.sort === 'hot' ? 500 : 100),
    }),
}));

describe('LabelScreen', () => {
  it('shows the tag’s newest videos, and its hottest on 最热', async () => {
    renderWithProviders(<LabelScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '动作' })).toBeTruthy();
    const newest = await screen.findByRole('list', { name: '最新视频' });
    expect(within(newest).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/play/longVideo?id=100',
    );
    fireEvent.click(screen.getByRole('tab', { name: '最热' }));
    expect(screen.getByRole('tab', { name: '最热' }).getAttribute('aria-selected')).toBe('true');
    const hottest = await screen.findByRole('list', { name: '最热视频' });
    expect(within(hottest).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/play/longVideo?id=500',
    );
    expect(fake.api.bodies('media/tag/details')).toEqual([
      { id: 3, sort: 'new', page: 1, pageSize: 10 },
      { id: 3, sort: 'hot', page: 1, pageSize: 10 },
    ]);
  });

  it('has loading, error with 重试 and empty states', async () => {
    fake.api.on('media/tag/details', never);
    const view = renderWithProviders(<LabelScreen />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    view.unmount();
    fake.api.on('media/tag/details', () => fail(4040, '标签不存在'));
    const second = renderWithProviders(<LabelScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('标签不存在');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
    second.unmount();
    fake.api.on('media/tag/details', (body) =>
      ok({ tag: { id: 3, name: '动作' }, videos: feedPage(body, 0) }),
    );
    renderWithProviders(<LabelScreen />);
    expect(await screen.findByText('该标签下暂无视频')).toBeTruthy();
  });

  it('explains a link without a usable id', async () => {
    setLocation('/subpage/labelPage?name=动作');
    renderWithProviders(<LabelScreen />);
    expect(screen.getByText('链接参数有误')).toBeTruthy();
    await waitFor(() => expect(fake.api.calls).toEqual([]));
  });
});
