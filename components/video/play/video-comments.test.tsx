import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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
import { ok, type FakeBody } from '@/lib/api/fake-api.test-support';
import { mediaPlayKeys } from '@/lib/api/video/media-play';
import type { PlayInfo } from '@/lib/api/video/media-types';

import { VideoCommentSection } from '@/components/community/video-comment-section';

import { VideoComments, VideoCommentsSlot, VideoTabBar, type VideoTab } from './video-comments';

const VIDEO_ID = 7;

function thread(id: number, content: string, likes = 0): CommentThread {
  return {
    id,
    postId: null,
    videoId: VIDEO_ID,
    author: { id: 100001, name: '阿杰', avatar: '' },
    content,
    mentions: [],
    parentId: null,
    replyTo: null,
    likes,
    liked: false,
    replies: 0,
    createdAt: Math.floor(Date.now() / 1000) - 3600,
    latestReplies: [],
  };
}

const page = (list: CommentThread[]) => ({ list, page: 1, pageSize: 20, total: list.length });
const test = setupScreenTest(`/play/longVideo?id=${VIDEO_ID}`, () => ({
  'comment/list': (body: FakeBody) =>
    ok(page(body.sort === 'hot' ? [thread(2, '最热的一条', 9)] : [thread(1, '最新的一条')])),
  'comment/add': (body: FakeBody) => ok({ ...thread(3, String(body.content)) }),
  'media/like': (body: FakeBody) => ok({ liked: body.like, likes: body.like ? 1 : 0 }),
}));

const comments = (videoId: number) => <VideoCommentSection videoId={videoId} />;

/**
 * The tabs and the panel as the player wires them (the community's section in the slot, as
 * app/play/longVideo composes it), the count read from the play info.
 */
function Player() {
  const [tab, setTab] = useState<VideoTab>('intro');
  // The screen's play info, put in the cache by the test (never fetched here).
  const info = useQuery<PlayInfo>({
    queryKey: mediaPlayKeys.info(VIDEO_ID),
    queryFn: () => new Promise(() => {}),
    enabled: false,
  });
  return (
    <VideoCommentsSlot.Provider value={comments}>
      <VideoTabBar tab={tab} comments={info.data?.video.comments ?? 0} onTab={setTab} />
      {tab === 'comments' ? <VideoComments videoId={VIDEO_ID} /> : <p>简介内容</p>}
    </VideoCommentsSlot.Provider>
  );
}

function renderPlayer(comments: number) {
  const view = renderWithProviders(<Player />);
  view.client.setQueryData(mediaPlayKeys.info(VIDEO_ID), {
    video: { id: VIDEO_ID, comments },
  } as PlayInfo);
  return view;
}

describe('the player’s 评论 tab', () => {
  it('shows the count on the tab and the video’s comments, newest or hottest', async () => {
    renderPlayer(12);
    const tab = await screen.findByRole('tab', { name: '评论 12' });
    expect(screen.getByRole('tab', { name: '简介' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab);
    expect(await screen.findByText('最新的一条')).toBeTruthy();
    expect(test.api.bodies('comment/list')[0]).toMatchObject({ videoId: VIDEO_ID, sort: 'new' });
    expect(test.api.bodies('comment/list')[0]).not.toHaveProperty('postId');
    fireEvent.click(screen.getByRole('button', { name: '最热' }));
    expect(await screen.findByText('最热的一条')).toBeTruthy();
    expect(test.api.bodies('comment/list').at(-1)).toMatchObject({ sort: 'hot' });
  });

  it('sends a comment on the video and counts it on the tab', async () => {
    renderPlayer(0);
    fireEvent.click(await screen.findByRole('tab', { name: '评论' }));
    await screen.findByText('最新的一条');
    fireEvent.change(screen.getByRole('textbox', { name: '评论内容' }), {
      target: { value: '好看' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('tab', { name: '评论 1' })).toBeTruthy();
    expect(test.api.bodies('comment/add')).toEqual([
      { videoId: VIDEO_ID, content: '好看', mentions: [] },
    ]);
  });

  it('replies to a comment and likes it', async () => {
    renderPlayer(1);
    fireEvent.click(await screen.findByRole('tab', { name: '评论 1' }));
    const item = (await screen.findByText('最新的一条')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: '回复' }));
    expect(screen.getByText(/回复 @阿杰/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '评论内容' }), {
      target: { value: '同意' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(test.api.bodies('comment/add')).toEqual([
        { videoId: VIDEO_ID, content: '同意', parentId: 1, mentions: [] },
      ]),
    );
    fireEvent.click(within(item).getByRole('button', { name: '点赞，0个赞' }));
    expect(await within(item).findByRole('button', { name: '取消点赞，1个赞' })).toBeTruthy();
    expect(test.api.bodies('media/like')).toEqual([{ id: 1, like: true, type: 'comment' }]);
  });
});
