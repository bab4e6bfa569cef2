import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const media = vi.hoisted(() => ({
  acquireImage: vi.fn(),
  invalidateImage: vi.fn(async () => undefined),
}));
vi.mock('@/lib/media/image-cache', () => media);

import { LAZY_IMAGE } from '@/lib/domain/platform/constants';
import { cdnLines } from '@/lib/domain/platform/domains';
import { ImageLoadError } from '@/lib/media/image-fetch';
import { appStateAtom, DEFAULT_APP_STATE } from '@/lib/state/app-atoms';

import { LazyImage, LOAD_FAILED_TEXT } from './lazy-image';
import { FakeIntersectionObserver, installDomFakes } from './dom-fakes.test-support';
import { loadImagePipeline, RETRY_BACKOFF_MS } from './use-lazy-image';

const LINES = ['https://img.example/cdn/img'];

let served = 0;
const release = vi.fn();
function succeed() {
  media.acquireImage.mockImplementation(async () => ({ url: `blob:test/${++served}`, release }));
}
function fail() {
  media.acquireImage.mockRejectedValue(new ImageLoadError('unreachable', '/x.jpg'));
}

const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function reveal(element: HTMLElement) {
  await act(async () => {
    FakeIntersectionObserver.reportAll(element, true);
  });
  await flush();
}

// The pipeline loads on the first image; fetch it once here so every test's first attempt gets
// it within a microtask, as a page that has shown an image already would.
beforeAll(async () => {
  await loadImagePipeline();
});

beforeEach(() => {
  installDomFakes();
  served = 0;
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  media.acquireImage.mockReset();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('LazyImage', () => {
  it('draws a URL the page came with at once, no pipeline; its failure falls back to the line', async () => {
    succeed();
    const { container } = render(
      <LazyImage
        src="/covers/c-01.jpg"
        alt=""
        lines={LINES}
        preload
        initialUrl="/api/cover?src=x"
      />,
    );
    const root = box(container);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(root.dataset.state).toBe('loaded');
    expect(image.getAttribute('src')).toBe('/api/cover?src=x');
    expect(image.hasAttribute('data-instant')).toBe(true);
    await flush();
    expect(media.acquireImage).not.toHaveBeenCalled();

    await act(async () => image.dispatchEvent(new Event('error')));
    await flush();
    expect(media.acquireImage).toHaveBeenCalledWith('/covers/c-01.jpg', { lines: LINES });
    await vi.waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:test/1'),
    );
  });

  it('starts as a fixed 16 / 9 placeholder box named by its alt, and loads nothing yet', () => {
    succeed();
    const { container } = render(<LazyImage src="/covers/c-01.jpg" alt="封面" lines={LINES} />);
    const root = box(container);
    expect(root.dataset.state).toBe('placeholder');
    expect(root.style.getPropertyValue('aspect-ratio')).toBe(String(16 / 9));
    expect(screen.getByRole('img', { name: '封面' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(media.acquireImage).not.toHaveBeenCalled();
  });

  it('watches with threshold 0.3 and root margin 0px 0px 100px 0px, and loads once seen', async () => {
    succeed();
    const { container } = render(<LazyImage src="/covers/c-01.jpg" alt="封面" lines={LINES} />);
    const root = box(container);
    const [observer] = FakeIntersectionObserver.watching(root);
    expect(observer?.thresholds).toEqual([LAZY_IMAGE.threshold]);
    expect(observer?.thresholds).toEqual([0.3]);
    expect(observer?.rootMargin).toBe('0px 0px 100px 0px');

    await act(async () => FakeIntersectionObserver.reportAll(root, false));
    expect(media.acquireImage).not.toHaveBeenCalled();

    await reveal(root);
    expect(media.acquireImage).toHaveBeenCalledWith('/covers/c-01.jpg', { lines: LINES });
    expect(root.dataset.state).toBe('loaded');
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:test/1');
    expect(image.alt).toBe('封面');
    // Done with watching once loaded.
    expect(FakeIntersectionObserver.watching(root)).toHaveLength(0);
  });

  it('does not count a sliver under 30% as seen, but a tall box filling the view does', async () => {
    succeed();
    const { container } = render(<LazyImage src="/a.jpg" alt="图" lines={LINES} />);
    const root = box(container);
    const [observer] = FakeIntersectionObserver.watching(root);
    const callback = (observer as unknown as { callback: IntersectionObserverCallback }).callback;
    const report = (ratio: number, height: number) =>
      act(async () =>
        callback(
          [
            {
              target: root,
              isIntersecting: true,
              intersectionRatio: ratio,
              intersectionRect: { height },
              rootBounds: { height: 800 },
            } as unknown as IntersectionObserverEntry,
          ],
          observer as unknown as IntersectionObserver,
        ),
      );
    await report(0.1, 10);
    expect(media.acquireImage).not.toHaveBeenCalled();
    expect(root.dataset.state).toBe('placeholder');
    // 20% of a very tall image, but it covers half the viewport.
    await report(0.2, 400);
    await flush();
    expect(media.acquireImage).toHaveBeenCalledTimes(1);
  });

  it('loads at once with preload, without an observer', async () => {
    succeed();
    const { container } = render(
      <LazyImage src="/ads/ad-1.jpg" alt="广告" preload lines={LINES} />,
    );
    await flush();
    expect(media.acquireImage).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.watching(box(container))).toHaveLength(0);
    expect(box(container).dataset.state).toBe('loaded');
  });

  it('fades the image in (opacity animation), over the placeholder until the fade ends', async () => {
    succeed();
    const { container } = render(
      <LazyImage src="/ads/ad-1.jpg" alt="广告" preload lines={LINES} />,
    );
    await flush();
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.className).toMatch(/image/);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(image.hasAttribute('data-faded')).toBe(false);
    await act(async () => {
      image.dispatchEvent(new Event('animationend', { bubbles: true }));
    });
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    // Marked as faded (CSS drops the ended animation once the user is active), same element.
    expect(container.querySelector('img')).toBe(image);
    expect(image.getAttribute('data-faded')).toBe('true');
  });

  it('retries with a short backoff, then shows the error placeholder after 3 attempts', async () => {
    vi.useFakeTimers();
    fail();
    const { container } = render(
      <LazyImage src="/broken/bad.jpg" alt="坏图" preload lines={LINES} />,
    );
    const root = box(container);
    await flush();
    expect(media.acquireImage).toHaveBeenCalledTimes(1);
    expect(root.dataset.state).toBe('loading');

    await act(async () => vi.advanceTimersByTimeAsync(RETRY_BACKOFF_MS));
    expect(media.acquireImage).toHaveBeenCalledTimes(2);
    expect(root.dataset.state).toBe('loading');

    await act(async () => vi.advanceTimersByTimeAsync(RETRY_BACKOFF_MS * 2));
    expect(media.acquireImage).toHaveBeenCalledTimes(LAZY_IMAGE.maxRetries);
    expect(root.dataset.state).toBe('error');
    expect(screen.getByText(LOAD_FAILED_TEXT)).toBeTruthy();
    expect(screen.getByRole('img', { name: `坏图，${LOAD_FAILED_TEXT}` })).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(media.acquireImage).toHaveBeenCalledTimes(3);
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    media.acquireImage
      .mockRejectedValueOnce(new ImageLoadError('unreachable', '/a.jpg'))
      .mockResolvedValueOnce({ url: 'blob:test/ok', release });
    const { container } = render(<LazyImage src="/a.jpg" alt="图" preload lines={LINES} />);
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_BACKOFF_MS));
    expect(box(container).dataset.state).toBe('loaded');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:test/ok');
  });

  it('waits for img.decode(); bytes that will not paint are dropped from the cache and retried', async () => {
    vi.useFakeTimers();
    succeed();
    const decode = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('bad', 'EncodingError'))
      .mockResolvedValue(undefined);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: decode,
    });
    const { container } = render(<LazyImage src="/a.jpg" alt="图" preload lines={LINES} />);
    await flush();
    expect(media.invalidateImage).toHaveBeenCalledWith('/a.jpg');
    expect(release).toHaveBeenCalledTimes(1);
    expect(box(container).dataset.state).toBe('loading');
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_BACKOFF_MS));
    expect(decode).toHaveBeenCalledTimes(2);
    expect(box(container).dataset.state).toBe('loaded');
  });

  it('goes straight to the error placeholder for a URL the product refuses', async () => {
    media.acquireImage.mockRejectedValue(new ImageLoadError('no-image', 'javascript:x.jpg'));
    const { container } = render(
      <LazyImage src="javascript:x.jpg" alt="图" preload lines={LINES} />,
    );
    await flush();
    expect(media.acquireImage).toHaveBeenCalledTimes(1);
    expect(box(container).dataset.state).toBe('error');
  });

  it('keeps the plain placeholder for an empty src (§5: no image), loading nothing', async () => {
    const { container } = render(<LazyImage src="" alt="无图" preload lines={LINES} />);
    await flush();
    expect(box(container).dataset.state).toBe('placeholder');
    expect(media.acquireImage).not.toHaveBeenCalled();
  });

  it('releases its object URL and stops watching on unmount', async () => {
    succeed();
    const { container, unmount } = render(
      <LazyImage src="/a.jpg" alt="图" preload lines={LINES} />,
    );
    await flush();
    expect(release).not.toHaveBeenCalled();
    unmount();
    expect(release).toHaveBeenCalledTimes(1);

    const second = render(<LazyImage src="/b.jpg" alt="图" lines={LINES} />);
    const root = box(second.container);
    expect(FakeIntersectionObserver.watching(root)).toHaveLength(1);
    second.unmount();
    expect(FakeIntersectionObserver.watching(root)).toHaveLength(0);
    expect(container.innerHTML).toBe('');
  });

  it('a new src releases the old image and loads the new one', async () => {
    succeed();
    const { container, rerender } = render(
      <LazyImage src="/a.jpg" alt="图" preload lines={LINES} />,
    );
    await flush();
    rerender(<LazyImage src="/b.jpg" alt="图" preload lines={LINES} />);
    await flush();
    expect(release).toHaveBeenCalledTimes(1);
    expect(media.acquireImage).toHaveBeenLastCalledWith('/b.jpg', { lines: LINES });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:test/2');
  });

  it('takes aspect ratio, fit and class name from props', () => {
    const { container } = render(
      <LazyImage
        src="/a.jpg"
        alt="图"
        aspectRatio="3 / 4"
        fit="contain"
        className="poster"
        lines={LINES}
      />,
    );
    const root = box(container);
    expect(root.style.getPropertyValue('aspect-ratio')).toBe('3 / 4');
    expect(root.dataset.fit).toBe('contain');
    expect(root.classList.contains('poster')).toBe(true);
  });

  it('reads the IMAGE lines from the app state, and waits for them to arrive', async () => {
    succeed();
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { container } = render(<LazyImage src="/a.jpg" alt="图" preload />, { wrapper });
    await flush();
    // No config yet: a path has nowhere to be fetched from, so nothing is tried (or failed).
    expect(media.acquireImage).not.toHaveBeenCalled();
    expect(box(container).dataset.state).toBe('placeholder');

    const cdn = cdnLines([
      { type: 'IMAGE', urls: ['https://one.example/cdn/img', 'https://two.example/cdn/img'] },
      { type: 'AIIMG', urls: ['https://ai.example/cdn/aiimg'] },
    ]);
    await act(async () => store.set(appStateAtom, { ...DEFAULT_APP_STATE, cdn }));
    await flush();
    expect(media.acquireImage).toHaveBeenCalledWith('/a.jpg', { lines: cdn.IMAGE });
    expect(box(container).dataset.state).toBe('loaded');

    render(<LazyImage src="/ai/x.png" alt="AI" preload line="AIIMG" />, { wrapper });
    await flush();
    expect(media.acquireImage).toHaveBeenLastCalledWith('/ai/x.png', {
      lines: ['https://ai.example/cdn/aiimg'],
    });
  });
});
