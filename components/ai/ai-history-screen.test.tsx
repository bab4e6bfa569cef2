import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/test-support';
import { fail, ok } from '@/lib/api/test-fake-api';

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

let deleteFails = false;
const test = setupScreenTest('/ai/history', () => ({
  'aiOrder/facechange/list': () => ok(page(orders)),
  'aiOrder/del': () => (deleteFails ? fail(4000, '作品生成中，完成后再删除') : ok({ deleted: 1 })),
}));

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
});
