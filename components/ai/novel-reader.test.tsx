import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
import { NOVEL_FONT_STORAGE_KEY, NOVEL_READING_STORAGE_KEY } from '@/lib/domain/ai/novel-reading';

import { NovelReaderScreen } from './novel-reader';

const ID = 100_001;
const info = {
  novel: {
    id: ID,
    kind: 'novel',
    title: '星海归途',
    genre: 'scifi',
    outline: '少年回家。',
    chapters: 3,
    written: 3,
    chars: 30,
    status: 'done',
    error: '',
    price: 150,
    refunded: 0,
    demo: true,
    createdAt: 1_700_000_000,
    finishedAt: 1_700_000_100,
  },
  chapterList: ['林远醒来。\n\n他看见星星。', '他找到飞船。', '终于回家。'].map((text, index) => ({
    index,
    title: `第${index + 1}章`,
    text,
    done: true,
  })),
};

let found = true;
const test = setupScreenTest(`/ai/novel?id=${ID}`, () => ({
  'txtToNovel/info': () => (found ? ok(info) : fail(4040, '小说不存在或已删除')),
}));

// jsdom lays nothing out: each page is 2000 px of text in a 500 px box, and keeps its scrollTop.
const tops = new WeakMap<Element, number>();
const descriptors = ['scrollHeight', 'clientHeight', 'scrollTop'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
);
beforeEach(() => {
  found = true;
  localStorage.clear();
  Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => 2000 });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 500 });
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get() {
      return tops.get(this as Element) ?? 0;
    },
    set(value: number) {
      tops.set(this as Element, value);
    },
  });
});
afterEach(() => {
  for (const [name, descriptor] of descriptors)
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
});

const page = () => screen.getByRole('region', { name: '正文' });
const stored = () => JSON.parse(localStorage.getItem(NOVEL_READING_STORAGE_KEY) ?? 'null');

describe('NovelReaderScreen', () => {
  it('reads chapter by chapter, paragraph by paragraph, marked 演示生成', async () => {
    renderWithProviders(<NovelReaderScreen />);
    expect(await screen.findByRole('heading', { name: '第1章' })).toBeTruthy();
    expect(screen.getByText('林远醒来。')).toBeTruthy();
    expect(screen.getByText('他看见星星。')).toBeTruthy();
    expect(screen.getByText('演示生成')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一章' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '下一章' }));
    expect(screen.getByRole('heading', { name: '第2章' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一章' }));
    expect(screen.getByText('终于回家。')).toBeTruthy();
    expect(screen.getByText('（全文完）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一章' })).toHaveProperty('disabled', true);
  });

  it('lists the chapters in 目录, the current one marked, and opens the one chosen', async () => {
    renderWithProviders(<NovelReaderScreen />);
    await screen.findByRole('heading', { name: '第1章' });
    fireEvent.click(screen.getByRole('button', { name: '目录' }));
    const toc = await screen.findByRole('dialog', { name: '目录' });
    const items = within(toc).getAllByRole('button', { name: /^第\d章$/ });
    expect(items.map((b) => [b.textContent, b.getAttribute('aria-current')])).toEqual([
      ['第1章', 'true'],
      ['第2章', null],
      ['第3章', null],
    ]);
    fireEvent.click(items[2]!);
    expect(await screen.findByRole('heading', { name: '第3章' })).toBeTruthy();
  });

  it('changes the font size, held at the ends, and keeps it', async () => {
    renderWithProviders(<NovelReaderScreen />);
    await screen.findByRole('heading', { name: '第1章' });
    const reader = screen.getByRole('main');
    expect(reader.style.getPropertyValue('--novel-font')).toBe('18px');
    fireEvent.click(screen.getByRole('button', { name: '放大字号' }));
    expect(reader.style.getPropertyValue('--novel-font')).toBe('20px');
    expect(localStorage.getItem(NOVEL_FONT_STORAGE_KEY)).toBe('20');
    for (let i = 0; i < 5; i += 1)
      fireEvent.click(screen.getByRole('button', { name: '缩小字号' }));
    expect(reader.style.getPropertyValue('--novel-font')).toBe('14px');
    expect(screen.getByRole('button', { name: '缩小字号' })).toHaveProperty('disabled', true);
  });

  it('remembers where the user left the novel and reopens there', async () => {
    const first = renderWithProviders(<NovelReaderScreen />);
    await screen.findByRole('heading', { name: '第1章' });
    fireEvent.click(screen.getByRole('button', { name: '下一章' }));
    await screen.findByRole('heading', { name: '第2章' });
    expect(stored()).toEqual([[ID, 1, 0]]);
    // Scrolled three quarters down: saved after a moment.
    page().scrollTop = 1125;
    fireEvent.scroll(page());
    await waitFor(() => expect(stored()).toEqual([[ID, 1, 0.75]]));
    first.unmount();

    // A new page load: a new store, the same storage.
    renderWithProviders(<NovelReaderScreen />);
    expect(await screen.findByRole('heading', { name: '第2章' })).toBeTruthy();
    expect(page().scrollTop).toBe(1125);
  });

  it('saves the place when the page is hidden, without waiting', async () => {
    renderWithProviders(<NovelReaderScreen />);
    await screen.findByRole('heading', { name: '第1章' });
    page().scrollTop = 300;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()).toEqual([[ID, 0, 0.2]]);
  });

  it('says so when the novel is gone, and when the link has no id', async () => {
    found = false;
    const view = renderWithProviders(<NovelReaderScreen />);
    expect(await screen.findByText('小说不存在或已删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去我的作品看看' }).getAttribute('href')).toBe(
      '/ai/history?tab=novel',
    );
    view.unmount();
    setLocation('/ai/novel?id=abc');
    renderWithProviders(<NovelReaderScreen />);
    expect(screen.getByText('小说链接有误')).toBeTruthy();
    expect(test.api.bodies('txtToNovel/info')).toHaveLength(1);
  });
});
