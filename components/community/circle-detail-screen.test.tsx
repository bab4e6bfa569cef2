import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
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
  setLocation,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { configAtom, type ServerConfig } from '@/lib/state/app-atoms';

import { CircleDetailScreen } from './circle-detail-screen';

const NOW_S = Math.floor(Date.UTC(2026, 0, 10) / 1000);

const post = (id: number, content: string) => ({
  id,
  author: { id: 2001, name: '山野拾光', avatar: '' },
  category: { id: 6, name: '生活' },
  kind: 'text',
  content,
  images: [],
  imageCount: 0,
  video: null,
  likes: 0,
  comments: 0,
  collects: 0,
  liked: false,
  collected: false,
  price: 0,
  locked: false,
  essence: false,
  status: 'published',
  rejectReason: '',
  createdAt: NOW_S,
});

const test = setupScreenTest('/circle/circleDetail?id=6', () => ({
  'post/list': () => ok({ list: [post(1, '周末的早市')], page: 1, pageSize: 10, total: 1 }),
}));

function renderScreen() {
  const store = createStore();
  store.set(configAtom, {
    communityCategory: [
      { id: 1, name: '推荐', type: 'hot' },
      { id: 6, name: '生活', type: 'topic' },
    ],
  } as unknown as ServerConfig);
  return renderWithProviders(<CircleDetailScreen />, { store });
}

describe('CircleDetailScreen', () => {
  it('shows the circle named by the id, with its posts', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: '生活' })).toBeTruthy();
    expect(await screen.findByText('周末的早市')).toBeTruthy();
    expect(test.api.bodies('post/list')[0]).toMatchObject({ categoryId: 6 });
  });

  it('says a circle the config does not name is gone, with the way to 社区', async () => {
    setLocation('/circle/circleDetail?id=99');
    renderScreen();
    expect(screen.getByText('圈子不存在或已关闭')).toBeTruthy();
    screen.getByRole('button', { name: '去社区' }).click();
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/community'));
    expect(test.api.bodies('post/list')).toEqual([]);
  });

  it('says a link without an id is broken', () => {
    setLocation('/circle/circleDetail');
    renderScreen();
    expect(screen.getByText('圈子链接有误')).toBeTruthy();
  });
});
