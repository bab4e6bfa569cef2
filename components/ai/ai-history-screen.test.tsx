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

import {
  renderWithProviders,
  setLocation,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, ok } from '@/lib/api/fake-api.test-support';

import { AiHistoryScreen } from './ai-history-screen';

const base = {
  kind: 'face',
  template: { id: 5, title: '古风仕女', cover: '/ai/t-5.jpg' },
  result: '',
  width: 600,
  height: 800,
  error: '',
  price: 50,
  refunded: false,
  createdAt: Math.floor(Date.now() / 1000) - 120,
  finishedAt: null,
};
const orders = [
  { ...base, id: 3, status: 'processing' },
  { ...base, id: 2, status: 'done', result: '/u/r.jpg', finishedAt: 1 },
  {
    ...base,
    id: 1,
    status: 'failed',
    error: '照片无法识别，请换一张清晰的正脸照片',
    refunded: true,
  },
];
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });

const video = {
  kind: 'video',
  motion: 'zoomIn',
  photo: '/u/p.jpg',
  playId: '',
  poster: '',
  width: 0,
  height: 0,
  seconds: 0,
  error: '',
  price: 300,
  refunded: false,
  createdAt: Math.floor(Date.now() / 1000) - 60,
  finishedAt: null,
};
const videos = [
  { ...video, id: 12, status: 'running' },
  {
    ...video,
    id: 11,
    status: 'done',
    playId: 'aiv-11',
    poster: '/u/aiv-x.jpg',
    width: 720,
    height: 960,
    seconds: 5,
    finishedAt: 1,
  },
];

const image = {
  kind: 'image',
  prompt: '月光下的橘猫',
  style: 'ink',
  size: 'square',
  result: '',
  width: 0,
  height: 0,
  demo: false,
  error: '',
  price: 100,
  refunded: false,
  createdAt: Math.floor(Date.now() / 1000) - 60,
  finishedAt: null,
};
const images = [
  { ...image, id: 23, status: 'queued' },
  {
    ...image,
    id: 22,
    status: 'done',
    result: '/u/aii-x.jpg',
    width: 1024,
    height: 1024,
    demo: true,
    finishedAt: 1,
  },
  { ...image, id: 21, status: 'failed', error: 'AI服务繁忙，请稍后再试', refunded: true },
];

const novel = {
  kind: 'novel',
  genre: 'wuxia',
  outline: '少侠下山。',
  chapters: 3,
  written: 0,
  chars: 0,
  error: '',
  price: 150,
  refunded: 0,
  demo: true,
  createdAt: Math.floor(Date.now() / 1000) - 60,
  finishedAt: null,
};
const novels = [
  { ...novel, id: 23, title: '长亭', status: 'writing', written: 1 },
  { ...novel, id: 22, title: '落雪', status: 'done', written: 3, chars: 2400, finishedAt: 1 },
  {
    ...novel,
    id: 21,
    title: '古道',
    status: 'failed',
    written: 1,
    error: 'AI服务繁忙，请稍后再试',
    refunded: 100,
  },
];

let deleteFails = false;
const test = setupScreenTest('/ai/history', () => ({
  'aiOrder/facechange/list': () => ok(page(orders)),
  'aiOrder/del': () => (deleteFails ? fail(4000, '作品生成中，完成后再删除') : ok({ deleted: 1 })),
  'imgToVideo/order': () => ok(page(videos)),
  'imgToVideo/hide': (body) => ok({ id: body.id, hidden: true }),
  'txtToImg/list': () => ok(page(images)),
  'txtToImg/hide': (body) => ok({ id: body.id, hidden: true }),
  'txtToNovel/list': () => ok(page(novels)),
  'txtToNovel/hide': (body) => ok({ id: body.id, hidden: true }),
}));
const imageRow = (id: number) => document.querySelector(`[data-image="${id}"]`) as HTMLElement;
const novelRow = (id: number) => document.querySelector(`[data-novel="${id}"]`) as HTMLElement;
const videoRow = (id: number) => document.querySelector(`[data-video="${id}"]`) as HTMLElement;

const row = (id: number) => document.querySelector(`[data-order="${id}"]`) as HTMLElement;

describe('AiHistoryScreen', () => {
  it('shows each order’s state: being made, done, failed with its reason and the refund', async () => {
    renderWithProviders(<AiHistoryScreen />);
    await screen.findByText('照片无法识别，请换一张清晰的正脸照片', { exact: false });
    expect(within(row(3)).getAllByText('生成中').length).toBeGreaterThan(0);
    expect(within(row(3)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row(2)).getByRole('button', { name: '查看' })).toBeTruthy();
    expect(row(1).textContent).toContain('已退回');
    expect(row(1).textContent).toContain('2分钟前');
  });

  it('deletes a finished work after asking, and keeps it when the origin refuses', async () => {
    renderWithProviders(<AiHistoryScreen />);
    await waitFor(() => expect(row(2)).toBeTruthy());
    fireEvent.click(within(row(2)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(row(2)).toBeNull());
    expect(test.api.bodies('aiOrder/del')).toEqual([{ ids: [2] }]);

    deleteFails = true;
    fireEvent.click(within(row(1)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('作品生成中，完成后再删除')).toBeTruthy();
    expect(row(1)).toBeTruthy();
  });

  it('opens on 图生视频 with ?tab=video: plays a finished video, hides it after asking', async () => {
    setLocation('/ai/history?tab=video');
    renderWithProviders(<AiHistoryScreen />);
    expect(screen.getByRole('tab', { name: '图生视频' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(videoRow(11)).toBeTruthy());
    expect(within(videoRow(12)).getAllByText('生成中').length).toBeGreaterThan(0);
    expect(within(videoRow(12)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(test.api.bodies('aiOrder/facechange/list')).toHaveLength(0);

    fireEvent.click(within(videoRow(11)).getByRole('button', { name: '播放' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('video')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('video')).toBeNull());

    fireEvent.click(within(videoRow(11)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(videoRow(11)).toBeNull());
    expect(test.api.bodies('imgToVideo/hide')).toEqual([{ id: 11 }]);
  });

  it('opens on 文生图 with ?tab=image: states, a finished picture large and marked 演示生成, 删除 after asking', async () => {
    setLocation('/ai/history?tab=image');
    renderWithProviders(<AiHistoryScreen />);
    expect(screen.getByRole('tab', { name: '文生图' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(imageRow(22)).toBeTruthy());
    expect(within(imageRow(23)).getAllByText('排队中').length).toBeGreaterThan(0);
    expect(within(imageRow(23)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(imageRow(21).textContent).toContain('生成失败：AI服务繁忙，请稍后再试');
    expect(imageRow(21).textContent).toContain('已退回');
    expect(within(imageRow(22)).getByText('演示生成')).toBeTruthy();
    expect(test.api.bodies('aiOrder/facechange/list')).toHaveLength(0);

    fireEvent.click(within(imageRow(22)).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '文生图 · 国风水墨' });
    expect(within(dialog).getByRole('img', { name: '文生图作品：月光下的橘猫' })).toBeTruthy();
    expect(within(dialog).getByText('演示生成')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(imageRow(22)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(test.api.bodies('txtToImg/hide')).toHaveLength(0);
    fireEvent.click(within(imageRow(22)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(imageRow(22)).toBeNull());
    expect(test.api.bodies('txtToImg/hide')).toEqual([{ id: 22 }]);
  });

  it('opens on AI小说 with ?tab=novel: writing, done (to the reader) and failed with the refund', async () => {
    setLocation('/ai/history?tab=novel');
    renderWithProviders(<AiHistoryScreen />);
    expect(screen.getByRole('tab', { name: 'AI小说' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(novelRow(22)).toBeTruthy());
    expect(novelRow(23).textContent).toContain('写作中：第2/3章');
    expect(within(novelRow(23)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(novelRow(23)).queryByRole('link', { name: /阅读/ })).toBeNull();
    expect(novelRow(22).textContent).toContain('已完成：共3章 · 2400字');
    expect(novelRow(22).textContent).toContain('演示生成');
    expect(
      within(novelRow(22)).getByRole('link', { name: '阅读《落雪》' }).getAttribute('href'),
    ).toBe('/ai/novel?id=22');
    expect(novelRow(21).textContent).toContain('生成失败：AI服务繁忙，请稍后再试');
    expect(novelRow(21).textContent).toContain('10钻石已退回');
    expect(test.api.bodies('aiOrder/facechange/list')).toHaveLength(0);

    fireEvent.click(within(novelRow(22)).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(novelRow(22)).toBeNull());
    expect(test.api.bodies('txtToNovel/hide')).toEqual([{ id: 22 }]);
  });

  it('switches between 换脸写真 and 图生视频', async () => {
    renderWithProviders(<AiHistoryScreen />);
    await waitFor(() => expect(row(2)).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: '图生视频' }));
    await waitFor(() => expect(videoRow(11)).toBeTruthy());
    expect(row(2)).toBeNull();
  });
});
