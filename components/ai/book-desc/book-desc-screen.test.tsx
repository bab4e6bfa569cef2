import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
import { fail, fakeStream, type FakeAnswer } from '@/lib/api/fake-api.test-support';

import { BookDescScreen } from './book-desc-screen';

// The 书评 screen against the real client and a transport the test answers: the text grows as
// its chunks arrive with 停止 in place of 复制, then 复制 copies it (已复制) and the demo's text
// is marked; 停止 stops the request; a refused title says why and keeps the inputs.

let answer: () => FakeAnswer | Promise<FakeAnswer>;
const test = setupScreenTest('/ai/aiBookDesc', () => ({
  'txtToNovel/bookDesc': () => answer(),
}));

function fill(title: string, notes = '') {
  fireEvent.change(screen.getByLabelText('书名'), { target: { value: title } });
  if (notes)
    fireEvent.change(screen.getByLabelText('读书笔记（选填）'), { target: { value: notes } });
}

const written = () => screen.getByRole('region', { name: '生成的书评' }).querySelector('p')!;

describe('BookDescScreen', () => {
  it('grows the text as it streams with 停止, then offers 复制 and marks the demo', async () => {
    const stream = fakeStream();
    answer = () => stream.answer;
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<BookDescScreen />);
    fill('活着', '福贵的一生');
    expect(screen.getByLabelText('书名字数').textContent).toBe('2/40');
    fireEvent.click(screen.getByRole('radio', { name: '深度书评' }));
    fireEvent.click(screen.getByRole('button', { name: '生成书评' }));
    await waitFor(() => expect(test.api.bodies('txtToNovel/bookDesc')).toHaveLength(1));
    act(() => stream.chunk({ text: '这是一本' }));
    await waitFor(() => expect(written().textContent).toBe('这是一本'));
    expect(screen.getByRole('button', { name: '停止' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复制' })).toBeNull();
    act(() => stream.chunk({ text: '关于活着的书。' }));
    await waitFor(() => expect(written().textContent).toBe('这是一本关于活着的书。'));
    act(() => stream.end({ reason: 'done', text: '这是一本关于活着的书。', demo: true, left: 19 }));
    fireEvent.click(await screen.findByRole('button', { name: '复制' }));
    expect(await screen.findByText('已复制')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('这是一本关于活着的书。');
    expect(screen.getByText('演示生成')).toBeTruthy();
    expect(screen.getByText('今日还可生成19次')).toBeTruthy();
    expect(test.api.bodies('txtToNovel/bookDesc')).toEqual([
      { title: '活着', notes: '福贵的一生', tone: 'review' },
    ]);
  });

  it('停止 stops the request and keeps what was written', async () => {
    const stream = fakeStream();
    answer = () => stream.answer;
    renderWithProviders(<BookDescScreen />);
    fill('围城');
    fireEvent.click(screen.getByRole('button', { name: '生成书评' }));
    await waitFor(() => expect(test.api.bodies('txtToNovel/bookDesc')).toHaveLength(1));
    act(() => stream.chunk({ text: '城外的人想冲进去' }));
    await waitFor(() => expect(written().textContent).toBe('城外的人想冲进去'));
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(stream.aborted).toBe(true));
    expect(await screen.findByText('已停止')).toBeTruthy();
    expect(written().textContent).toBe('城外的人想冲进去');
  });

  it('a refused title says why and keeps the inputs', async () => {
    answer = () => fail(4000, '书名包含违规词“赌博”，请修改后再试');
    renderWithProviders(<BookDescScreen />);
    fill('赌博大全', '笔记');
    fireEvent.click(screen.getByRole('button', { name: '生成书评' }));
    expect(await screen.findByText('书名包含违规词“赌博”，请修改后再试')).toBeTruthy();
    expect((screen.getByLabelText('书名') as HTMLInputElement).value).toBe('赌博大全');
    expect((screen.getByLabelText('读书笔记（选填）') as HTMLTextAreaElement).value).toBe('笔记');
    expect(screen.queryByRole('region', { name: '生成的书评' })).toBeNull();
  });
});
