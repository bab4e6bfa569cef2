import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import type { PostCard as PostData } from '@/lib/api/community/community-types';
import { ok } from '@/lib/api/fake-api.test-support';

import { PostCard } from './post-card';

const NOW = Date.UTC(2026, 0, 10);

function post(patch: Partial<PostData> = {}): PostData {
  return {
    id: 7,
    author: { id: 2001, name: '山野拾光', avatar: '/community/avatars/u-01.jpg' },
    category: { id: 6, name: '生活' },
    kind: 'text',
    content: '今天的小确幸',
    images: [],
    imageCount: 0,
    video: null,
    likes: 3,
    comments: 2,
    collects: 0,
    liked: false,
    collected: false,
    price: 0,
    locked: false,
    essence: false,
    status: 'published',
    rejectReason: '',
    createdAt: Math.floor(NOW / 1000) - 3 * 3600,
    ...patch,
  };
}

const test = setupScreenTest('/community', () => ({
  'media/like': () => ok({ liked: true, likes: 4 }),
}));

describe('PostCard', () => {
  it('shows the author, the time, the topic and links to the profile and the post', () => {
    renderWithProviders(<PostCard post={post()} now={NOW} />);
    expect(screen.getByText('3小时前')).toBeTruthy();
    expect(screen.getByText('#生活')).toBeTruthy();
    expect(screen.getByRole('link', { name: '山野拾光的主页' }).getAttribute('href')).toBe(
      '/community/upInfo?id=2001',
    );
    expect(screen.getByText('今天的小确幸').closest('a')?.getAttribute('href')).toBe(
      '/community/postDetail?id=7',
    );
  });

  it('renders hostile text as inert text', () => {
    const hostile =
      '<img src=x onerror="window.__owned=1"> <svg onload="window.__owned=1"></svg> ' +
      '<a href="javascript:alert(1)">点我</a> ' +
      'x'.repeat(3000);
    const { container } = renderWithProviders(
      <PostCard post={post({ content: hostile })} now={NOW} />,
    );
    expect(container.querySelector('article img[src="x"], article svg[onload]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(screen.getByText(/onerror=/).textContent).toContain('<img src=x');
    expect((window as { __owned?: number }).__owned).toBeUndefined();
  });

  it('sends a like of the post', async () => {
    renderWithProviders(<PostCard post={post()} now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: '点赞' }));
    await waitFor(() =>
      expect(test.api.bodies('media/like')).toEqual([{ id: 7, like: true, type: 'post' }]),
    );
  });

  it('shows a locked paid post’s price and placeholders, and a video’s poster link', () => {
    renderWithProviders(
      <PostCard post={post({ price: 50, locked: true, imageCount: 4, kind: 'image' })} now={NOW} />,
    );
    expect(screen.getByText('5钻石解锁')).toBeTruthy();
    expect(screen.getAllByText('付费图片')).toHaveLength(3);
  });
});
