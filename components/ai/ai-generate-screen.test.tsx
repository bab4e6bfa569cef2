import { fireEvent, screen, within } from '@testing-library/react';
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
import { ok } from '@/lib/api/fake-api.test-support';

import { AiGenerateScreen } from './ai-generate-screen';

const TEMPLATE = {
  id: 5,
  title: '古风仕女',
  cover: '/ai/t-5.jpg',
  width: 600,
  height: 800,
  price: 0,
  uses: 3,
};

const test = setupScreenTest('/ai/generate', () => ({
  'aiTemplate/list': () => ok({ list: [TEMPLATE], page: 1, pageSize: 10, total: 1 }),
}));

describe('AiGenerateScreen', () => {
  it('offers face swap (its templates), 图生视频 and 文生图 among the tools', async () => {
    renderWithProviders(<AiGenerateScreen />);
    const face = screen.getByRole('region', { name: 'AI换脸' });
    expect(within(face).getByRole('heading', { name: 'AI换脸写真' })).toBeTruthy();
    const video = screen.getByRole('link', { name: /图生视频/ });
    expect(video.getAttribute('href')).toBe('/ai/ImageGeneratedVideo');
    expect(face.parentElement).toBe(video.parentElement);
    const image = screen.getByRole('link', { name: /文生图/ });
    expect(image.getAttribute('href')).toBe('/ai/txtToImg');
    expect(image.parentElement).toBe(face.parentElement);
    expect((await screen.findByText('古风仕女')).closest('a')!.getAttribute('href')).toBe(
      '/ai/changeFace?id=5',
    );
    expect(screen.getByRole('link', { name: '我的作品' }).getAttribute('href')).toBe('/ai/history');
  });

  it('offers AI小说 under them', () => {
    renderWithProviders(<AiGenerateScreen />);
    const novel = screen.getByRole('link', { name: /AI小说/ });
    expect(novel.getAttribute('href')).toBe('/ai/txtToNovel');
    expect(novel.textContent).toContain('写下标题和故事大纲');
  });

  it('offers 书评 and AI女友 side by side on the last row', () => {
    renderWithProviders(<AiGenerateScreen />);
    const companion = screen.getByRole('link', { name: /AI女友/ });
    expect(companion.getAttribute('href')).toBe('/ai/aiGirlfriend');
    const bookDesc = screen.getByRole('link', { name: /书评/ });
    expect(bookDesc.getAttribute('href')).toBe('/ai/aiBookDesc');
    expect(bookDesc.nextElementSibling).toBe(companion);
    // Five cards before these two would leave 书评 alone on a row: it follows AI小说's pair.
    const cards = [...companion.parentElement!.children];
    expect(cards.indexOf(bookDesc)).toBe(4);
  });

  it('answers a tap on the AI换脸写真 card: it brings its templates into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<AiGenerateScreen />);
      await screen.findByText('古风仕女');
      fireEvent.click(screen.getByRole('button', { name: /AI换脸写真/ }));
      const heading = screen.getByRole('heading', { name: '热门模板' });
      expect(scrolled).toEqual([heading]);
      expect(document.activeElement).toBe(heading);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('says how many used a template, and nothing (not 0人使用) before anyone has', async () => {
    test.api.on('aiTemplate/list', () =>
      ok({
        list: [TEMPLATE, { ...TEMPLATE, id: 6, title: '赛博朋克', uses: 0 }],
        page: 1,
        pageSize: 10,
        total: 2,
      }),
    );
    renderWithProviders(<AiGenerateScreen />);
    const used = (await screen.findByText('古风仕女')).closest('a')!;
    const unused = screen.getByText('赛博朋克').closest('a')!;
    expect(used.textContent).toContain('3人使用');
    expect(unused.textContent).not.toContain('人使用');
  });
});
