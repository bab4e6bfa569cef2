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

import { FakeIntersectionObserver } from '@/components/ui/dom-fakes.test-support';
import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { feedPage } from '@/lib/api/video/media-fixtures.test-support';

import { MoreScreen } from './more-screen';

const fake = setupScreenTest('/subpage/morePage', () => ({
  'media/published': (body) => ok(feedPage(body, 15)),
}));

describe('MoreScreen', () => {
  it('pages through the newest published videos to 没有更多了, and sorts by heat on 最热', async () => {
    renderWithProviders(<MoreScreen />);
    const list = await screen.findByRole('list', { name: '最新视频' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    // The foot of the list comes into view: the next (last, short) page loads.
    const sentinel = list.nextElementSibling!;
    FakeIntersectionObserver.reportAll(sentinel, true);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(15));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '最热' }));
    await screen.findByRole('list', { name: '最热视频' });
    expect(fake.api.bodies('media/published')).toEqual([
      { sort: 'new', page: 1, pageSize: 10 },
      { sort: 'new', page: 2, pageSize: 10 },
      { sort: 'hot', page: 1, pageSize: 10 },
    ]);
  });
});
