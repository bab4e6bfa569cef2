import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import { PageActiveProvider } from '@/components/shell/page-active';
import { fakeCarouselLayout, installDomFakes } from '@/components/ui/dom-fakes.test-support';

import { PostImages, savedPictureName } from './post-images';

const IMAGES = ['/community/p-1.jpg', '/community/p-2.jpg', '/community/p-3.jpg'];

function renderImages(active = true) {
  const ui = (on: boolean) => (
    <PageActiveProvider active={on}>
      <PostImages postId={12} images={IMAGES} count={IMAGES.length} />
    </PageActiveProvider>
  );
  const view = render(ui(active));
  return { ...view, setActive: (on: boolean) => view.rerender(ui(on)) };
}

let undoLayout: () => void;
beforeEach(() => {
  installDomFakes();
  undoLayout = fakeCarouselLayout(360, 640);
});
afterEach(() => {
  cleanup();
  undoLayout();
  vi.unstubAllGlobals();
});

describe('PostImages', () => {
  it('opens the viewer at the picture tapped', async () => {
    renderImages();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看第2张图片' }));
    const viewer = await screen.findByRole('dialog', { name: '查看图片' });
    expect(within(viewer).getByText('2/3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '查看第3张图片' }));
    expect(within(await screen.findByRole('dialog')).getByText('3/3')).toBeTruthy();
  });

  it('closes the viewer when its kept-alive page is hidden, and does not bring it back', async () => {
    const { setActive } = renderImages();
    fireEvent.click(screen.getByRole('button', { name: '查看第1张图片' }));
    await screen.findByRole('dialog', { name: '查看图片' });
    setActive(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
    setActive(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names saved pictures by the post and their place', () => {
    expect(savedPictureName(12, 0)).toBe('post-12-1');
  });

  it('has nothing to open on a locked paid post', () => {
    render(<PostImages postId={3} images={[]} count={4} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByText('付费图片')).toHaveLength(3);
  });
});
