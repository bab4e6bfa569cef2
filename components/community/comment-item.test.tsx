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

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import type { CommentThread } from '@/lib/api/community/community-types';
import { userAtom } from '@/lib/state/session-atoms';

import { CommentItem } from './comment-item';

const NOW = Date.UTC(2026, 0, 10);

function thread(createdAtMs: number): CommentThread {
  return {
    id: 9,
    postId: 7,
    videoId: null,
    author: { id: 100001, name: '游客100001', avatar: '' },
    content: '写得真好',
    mentions: [],
    parentId: null,
    replyTo: null,
    likes: 0,
    liked: false,
    replies: 0,
    createdAt: Math.floor(createdAtMs / 1000),
    latestReplies: [],
  };
}

setupScreenTest('/community/postDetail?id=7');

describe('CommentItem', () => {
  it('shows a comment just sent as 刚刚, though the server stamped it after the screen’s clock', () => {
    // The screen's clock moves once a minute, and the server's may run ahead of the phone's.
    renderWithProviders(<CommentItem thread={thread(NOW + 40_000)} now={NOW} onReply={() => {}} />);
    expect(screen.getByText('刚刚')).toBeTruthy();
  });

  it('shows an older comment’s age', () => {
    renderWithProviders(
      <CommentItem thread={thread(NOW - 3 * 3_600_000)} now={NOW} onReply={() => {}} />,
    );
    expect(screen.getByText('3小时前')).toBeTruthy();
  });

  it('offers 举报 on another’s comment, not on one’s own', () => {
    const store = createStore();
    store.set(userAtom, { id: 100002, token: 't' });
    const other = renderWithProviders(
      <CommentItem thread={thread(NOW)} now={NOW} onReply={() => {}} />,
      { store },
    );
    expect(screen.getByRole('button', { name: '举报' })).toBeTruthy();
    other.unmount();
    store.set(userAtom, { id: 100001, token: 't' });
    renderWithProviders(<CommentItem thread={thread(NOW)} now={NOW} onReply={() => {}} />, {
      store,
    });
    expect(screen.queryByRole('button', { name: '举报' })).toBeNull();
  });
});
