import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { router } from '@/components/video/video.test-support';
import type { VideoDetail } from '@/lib/api/video/media-types';
import { videoCard } from '@/lib/api/video/media-fixtures.test-support';
import { loadLinkRules } from '@/lib/navigation/use-open-link';

import { VideoDesc } from './video-desc';

// The app loads its link rules after the first render; a tap before that waits for them.
beforeAll(async () => {
  await loadLinkRules();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const detail: VideoDetail = {
  ...videoCard(7, {
    title: '城市夜景纪录片',
    views: 1_234_567,
    publishedAt: 1_700_000_000,
    tags: [{ id: 3, name: '纪录片' }],
  }),
  description: '一部关于城市夜晚的纪录片。',
  actor: { id: 2, name: '林晓', avatar: '/actors/a-2.jpg' },
  topic: { id: 5, name: '城市影像' },
  collection: null,
  liked: false,
  collected: false,
  comments: 0,
};

describe('VideoDesc', () => {
  it('shows title, abbreviated views and the publish date in Shanghai time', () => {
    render(<VideoDesc video={detail} />);
    expect(screen.getByRole('heading', { level: 2, name: '城市夜景纪录片' })).toBeTruthy();
    expect(screen.getByText('123.4万次播放')).toBeTruthy();
    expect(screen.getByText('2023-11-15')).toBeTruthy();
  });

  it('opens the topic, tag and actor lists on /topicList through the app’s link handling', () => {
    render(<VideoDesc video={detail} />);
    fireEvent.click(screen.getByRole('link', { name: '#城市影像' }));
    expect(router.push).toHaveBeenLastCalledWith(
      '/topicList?id=5&name=%E5%9F%8E%E5%B8%82%E5%BD%B1%E5%83%8F',
    );
    fireEvent.click(screen.getByRole('link', { name: '纪录片' }));
    expect(router.push).toHaveBeenLastCalledWith(
      '/topicList?id=3&name=%E7%BA%AA%E5%BD%95%E7%89%87&kind=tag',
    );
    fireEvent.click(screen.getByRole('link', { name: '林晓' }));
    expect(router.push).toHaveBeenLastCalledWith(
      '/topicList?id=2&name=%E6%9E%97%E6%99%93&kind=actor',
    );
  });
});
