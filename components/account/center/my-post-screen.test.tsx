import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';

import { renderScreen, router } from '../account.test-support';
import { MyPostScreen } from './my-post-screen';

function post(id: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    author: { id: 7, name: '影迷7', avatar: '' },
    category: null,
    kind: 'text',
    content: `第${id}条帖子`,
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
    status,
    rejectReason: '',
    createdAt: 1_750_000_000,
    ...extra,
  };
}

const page = (list: unknown[]) => ok({ list, page: 1, pageSize: 10, total: list.length });

let api: FakeApi;
beforeEach(() => installDomFakes());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('MyPostScreen', () => {
  it('lists the user’s own posts with their moderation state and opens each', async () => {
    api = installFakeApi({
      'post/mypublish': () =>
        page([
          post(3, 'pending', { kind: 'image', imageCount: 2 }),
          post(2, 'rejected', { rejectReason: '含有违规内容' }),
          post(1, 'published', { likes: 12, comments: 3 }),
        ]),
    });
    renderScreen(<MyPostScreen />);
    const list = await screen.findByRole('list', { name: '我的帖子' });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/community/postDetail?id=3',
      '/community/postDetail?id=2',
      '/community/postDetail?id=1',
    ]);
    expect(within(rows[0]!).getByText('审核中')).toBeTruthy();
    expect(within(rows[0]!).getByText('[图片2张]')).toBeTruthy();
    expect(within(rows[1]!).getByText('未通过')).toBeTruthy();
    expect(within(rows[1]!).getByText('原因：含有违规内容')).toBeTruthy();
    expect(within(rows[2]!).getByText('已发布')).toBeTruthy();
    expect(within(rows[2]!).getByText('12赞 · 3评论')).toBeTruthy();
    // Every state, from the first page.
    expect(api.bodies('post/mypublish')).toEqual([{ page: 1, pageSize: 10 }]);
  });

  it('says there are none yet and leads to publishing', async () => {
    installFakeApi({ 'post/mypublish': () => page([]) });
    renderScreen(<MyPostScreen />);
    expect(await screen.findByText('还没有发布帖子')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去发帖' }));
    expect(router.push).toHaveBeenCalledWith('/community/publish');
  });
});
