import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
import { fail, never, ok, type FakeBody } from '@/lib/api/fake-api.test-support';
import { feedPage, pageOf, videoCard } from '@/lib/api/video/media-fixtures.test-support';
import type { PostCard, UploaderCard } from '@/lib/protocol/shapes/community';
import { searchHistoryAtom } from '@/lib/state/search-history-atoms';

import { NO_RESULT_TEXT } from './no-result';
import { ResultScreen } from './result-screen';

function post(id: number, content: string): PostCard {
  return {
    id,
    author: { id: 2000 + id, name: `作者${id}`, avatar: '' },
    category: null,
    kind: 'text',
    content,
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
    createdAt: 1_760_000_000,
  };
}

function uploader(id: number, name: string): UploaderCard {
  const counts = { followers: 12_000, plays: 0, videos: 3, posts: 4 };
  return { id, name, avatar: '', intro: '用镜头讲故事', following: false, ...counts };
}

/** search/details as the origin answers it: videos, or one kind alone, `total` of each. */
function searchAnswer(
  body: FakeBody,
  found: { videos: number; posts: PostCard[]; ups: UploaderCard[] },
) {
  const page = Number(body.page ?? 1);
  const size = Number(body.pageSize ?? 10);
  const slice = <T,>(all: T[]) =>
    pageOf(all.slice((page - 1) * size, page * size), page, all.length, size);
  if (body.kind === 'post') return ok(slice(found.posts));
  if (body.kind === 'uploader') return ok(slice(found.ups));
  const videos = feedPage(body, found.videos, 40);
  return ok({
    ...videos,
    uploaders: page === 1 ? found.ups.slice(0, 5) : [],
    posts: page === 1 ? found.posts.slice(0, 5) : [],
  });
}

const marks = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((m) => m.textContent);

const fake = setupScreenTest('/subpage/result?keyword=彩条', () => ({
  'search/details': (body) => ok(feedPage(body, 12, 40)),
}));

beforeEach(() => {
  localStorage.clear();
});

describe('ResultScreen', () => {
  it('lists the videos found for the keyword of the URL, with the keyword in the field', async () => {
    fake.api.on('search/details', () =>
      ok(pageOf([videoCard(8, { title: '彩条测试 第一集', views: 12_345 })])),
    );
    renderWithProviders(<ResultScreen />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '彩条');
    const list = await screen.findByRole('list', { name: '“彩条”的搜索结果' });
    const card = within(list).getByRole('link', { name: /彩条测试 第一集/ });
    expect(card.textContent).toContain('1.2万次播放');
    expect(fake.api.bodies('search/details')).toEqual([{ keyword: '彩条', page: 1, pageSize: 10 }]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('has tabs for 视频, 帖子 and UP主, and marks the keyword in each kind', async () => {
    const posts = Array.from({ length: 13 }, (_, i) => post(i + 1, `第${i + 1}条：看彩条的日子`));
    const ups = [uploader(7, '彩条工作室'), uploader(8, '小彩条')];
    fake.api.on('search/details', (body) => searchAnswer(body, { videos: 3, posts, ups }));
    fake.api.on('search/hot', () => ok({ list: [] }));
    setLocation(`/subpage/result?keyword=${encodeURIComponent('彩条')}`);
    renderWithProviders(<ResultScreen />);
    const tabs = screen.getByRole('tablist', { name: '搜索结果分类' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['视频', '帖子', 'UP主']);
    const videos = await screen.findByRole('list', { name: '“彩条”的搜索结果' });
    expect(within(videos).getAllByRole('link')).toHaveLength(3);

    fireEvent.click(within(tabs).getByRole('tab', { name: '帖子' }));
    const postList = await screen.findByRole('list', { name: '“彩条”的相关帖子' });
    const first = within(postList).getByRole('link', { name: /第1条/ });
    expect(first.getAttribute('href')).toBe('/community/postDetail?id=1');
    expect(marks(first)).toEqual(['彩条']);
    expect(within(postList).getAllByRole('link')).toHaveLength(10);
    expect(fake.api.bodies('search/details')).toContainEqual({
      keyword: '彩条',
      kind: 'post',
      page: 1,
      pageSize: 10,
    });

    fireEvent.click(within(tabs).getByRole('tab', { name: 'UP主' }));
    const upList = await screen.findByRole('list', { name: '“彩条”的相关UP主' });
    const studio = within(upList).getByRole('link', { name: /彩条工作室/ });
    expect(studio.getAttribute('href')).toBe('/community/upInfo?id=7');
    expect(marks(studio)).toEqual(['彩条']);
    expect(studio.textContent).toContain('1.2万粉丝');
  });

  it('marks Latin letters whatever their case, and keeps hostile titles as text', async () => {
    setLocation('/subpage/result?keyword=vlog');
    fake.api.on('search/details', () =>
      ok({
        ...pageOf([
          videoCard(1, { title: '旅行VLOG与vlog' }),
          videoCard(2, { title: '<img src=x onerror=alert(1)>Vlog' }),
        ]),
        uploaders: [],
        posts: [],
      }),
    );
    renderWithProviders(<ResultScreen />);
    const list = await screen.findByRole('list', { name: '“vlog”的搜索结果' });
    const [travel, hostile] = within(list).getAllByRole('link');
    expect(marks(travel!)).toEqual(['VLOG', 'vlog']);
    expect(marks(hostile!)).toEqual(['Vlog']);
    expect(hostile!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(list.querySelector('img[src="x"]')).toBeNull();
  });

  it('opens on the first kind that found something when no video matched', async () => {
    fake.api.on('search/details', (body) =>
      searchAnswer(body, { videos: 0, posts: [], ups: [uploader(9, '彩条君')] }),
    );
    renderWithProviders(<ResultScreen />);
    const upList = await screen.findByRole('list', { name: '“彩条”的相关UP主' });
    expect(within(upList).getByRole('link', { name: /彩条君/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'UP主' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says 没有找到相关内容 and offers the hot searches when nothing of any kind matches', async () => {
    fake.api.on('search/details', () => ok({ ...pageOf([]), uploaders: [], posts: [] }));
    fake.api.on('search/hot', () =>
      ok({
        list: [
          { keyword: '纪录片', heat: 9000 },
          { keyword: '美食', heat: 8000 },
        ],
      }),
    );
    const { store } = renderWithProviders(<ResultScreen />);
    expect(await screen.findByText(NO_RESULT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const hot = await screen.findByRole('region', { name: '热门搜索' });
    const chips = within(hot).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['纪录片', '美食']);
    fireEvent.click(chips[1]!);
    expect(router.push).toHaveBeenCalledWith('/subpage/result?keyword=%E7%BE%8E%E9%A3%9F');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '美食');
    expect(store.get(searchHistoryAtom)).toEqual(['美食']);
  });

  it('shows skeletons while searching and 重试 when the search fails', async () => {
    fake.api.on('search/details', never);
    const view = renderWithProviders(<ResultScreen />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    view.unmount();
    fake.api.on('search/details', () => fail(4290, '操作太频繁，请稍后再试'));
    renderWithProviders(<ResultScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('操作太频繁，请稍后再试');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('searches again from its own field, recording the keyword', () => {
    const { store } = renderWithProviders(<ResultScreen />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '渐变' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenCalledWith('/subpage/result?keyword=%E6%B8%90%E5%8F%98');
    expect(store.get(searchHistoryAtom)).toEqual(['渐变']);
  });

  it('explains a missing or over-long keyword without calling the server', () => {
    setLocation('/subpage/result');
    const view = renderWithProviders(<ResultScreen />);
    expect(screen.getByText('请输入搜索内容')).toBeTruthy();
    view.unmount();
    setLocation(`/subpage/result?keyword=${'长'.repeat(31)}`);
    renderWithProviders(<ResultScreen />);
    expect(screen.getByText('搜索内容不能超过30个字')).toBeTruthy();
    expect(fake.api.calls).toEqual([]);
  });
});
