// The player before its play info: the tapped card's title at once, and plain ways out when the
// link is broken or the video is gone.
import { fireEvent, screen } from '@testing-library/react';
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
  testQueryClient,
} from '@/components/video/video.test-support';
import { fail, never } from '@/lib/api/fake-api.test-support';
import { rememberTappedCard } from '@/lib/api/video/tapped-card';
import { videoCard } from '@/lib/api/video/media-fixtures.test-support';
import { loadLinkRules } from '@/lib/navigation/use-open-link';

import { LongVideoScreen } from './long-video-screen';

const fake = setupScreenTest('/play/longVideo?id=41', () => ({ 'media/play': never }));

beforeAll(async () => {
  await loadLinkRules();
});

describe('LongVideoScreen before its play info', () => {
  it('titles the page with the card the user tapped', async () => {
    const client = testQueryClient();
    rememberTappedCard(client, videoCard(41, { title: '深海秘境 第55集' }));
    renderWithProviders(<LongVideoScreen />, { client });
    expect(await screen.findByRole('heading', { level: 1, name: '深海秘境 第55集' })).toBeTruthy();
  });

  it('says 视频播放 when it was not opened from a card', async () => {
    renderWithProviders(<LongVideoScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: '视频播放' })).toBeTruthy();
  });

  it('offers a way to other videos when the video is gone', async () => {
    fake.api.on('media/play', () => fail(4040, '视频不存在'));
    renderWithProviders(<LongVideoScreen />);
    expect(await screen.findByText('视频不存在或已下架')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去首页看看' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/home'));
  });

  it('offers the way home for a broken link, and asks nothing', async () => {
    setLocation('/play/longVideo?id=abc');
    renderWithProviders(<LongVideoScreen />);
    expect(screen.getByText('视频链接有误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/home'));
    expect(fake.api.bodies('media/play')).toEqual([]);
  });
});
