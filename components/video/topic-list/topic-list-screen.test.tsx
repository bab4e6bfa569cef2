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
  setLocation,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, never, ok } from '@/lib/api/fake-api.test-support';
import { TOPIC, feedPage } from '@/lib/api/video/media-fixtures.test-support';

import { TopicListScreen } from './topic-list-screen';

import { loadLinkRules } from '@/lib/navigation/use-open-link';

// The app loads its link rules after the first render; a tap before that waits for them.
beforeAll(async () => {
  await loadLinkRules();
});

const fake = setupScreenTest('/topicList?id=4&name=夏日专题', () => ({
  'media/topic/details': (body) => ok({ topic: TOPIC, videos: feedPage(body, 3, 30) }),
}));

describe('TopicListScreen', () => {
  it('shows the topic’s cover, name and description above its videos', async () => {
    renderWithProviders(<TopicListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '夏日专题' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '专题视频' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/play/longVideo?id=30', '/play/longVideo?id=31', '/play/longVideo?id=32']);
    expect(screen.getByRole('heading', { level: 2, name: '夏日专题' })).toBeTruthy();
    expect(screen.getByText('清凉一夏的精选影片')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(fake.api.bodies('media/topic/details')).toEqual([{ id: 4, page: 1, pageSize: 10 }]);
    fireEvent.click(within(list).getAllByRole('link')[0]!);
    expect(router.push).toHaveBeenCalledWith('/play/longVideo?id=30');
  });

  it('shows skeletons while loading', () => {
    fake.api.on('media/topic/details', never);
    renderWithProviders(<TopicListScreen />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
  });

  it('shows the server’s Chinese tip with 重试, and 重试 loads again', async () => {
    fake.api.on('media/topic/details', () => fail(4040, '专题不存在或已下线'));
    renderWithProviders(<TopicListScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('专题不存在或已下线');
    fake.api.on('media/topic/details', (body) => ok({ topic: TOPIC, videos: feedPage(body, 1) }));
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '专题视频' })).toBeTruthy();
  });

  it('says so when the topic has no videos', async () => {
    fake.api.on('media/topic/details', (body) => ok({ topic: TOPIC, videos: feedPage(body, 0) }));
    renderWithProviders(<TopicListScreen />);
    expect(await screen.findByText('该专题暂无视频')).toBeTruthy();
  });

  it('explains a link without a usable id instead of calling the server', async () => {
    for (const url of ['/topicList', '/topicList?id=abc', '/topicList?id=0']) {
      setLocation(url);
      const view = renderWithProviders(<TopicListScreen />);
      expect(screen.getByText('链接参数有误')).toBeTruthy();
      expect(screen.getByText('没有找到这个专题，请从首页重新进入')).toBeTruthy();
      view.unmount();
    }
    await waitFor(() => expect(fake.api.calls).toEqual([]));
  });
});
