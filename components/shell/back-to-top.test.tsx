import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BackToTop } from './back-to-top';
import { PageActiveProvider } from './page-active';

const frames: FrameRequestCallback[] = [];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
function flushFrames() {
  act(() => {
    for (const frame of frames.splice(0)) frame(0);
  });
}
const button = () => screen.queryByRole('button', { name: '返回顶部' });

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  frames.length = 0;
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it('appears only once the page has scrolled past one screen', () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    scrollTo(800);
    flushFrames();
    expect(button()).toBeNull();
    scrollTo(801);
    flushFrames();
    expect(button()).not.toBeNull();
    scrollTo(100);
    flushFrames();
    expect(button()).toBeNull();
  });

  it('reads the position once per frame however many scroll events arrive', () => {
    render(<BackToTop />);
    for (let y = 900; y < 1000; y += 10) scrollTo(y);
    expect(frames).toHaveLength(1);
    flushFrames();
    expect(button()).not.toBeNull();
  });

  it('scrolls smoothly to the top', () => {
    const to = vi.fn();
    vi.stubGlobal('scrollTo', to);
    render(<BackToTop />);
    scrollTo(2000);
    flushFrames();
    fireEvent.click(button()!);
    expect(to).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    vi.unstubAllGlobals();
  });

  it('listens passively, and not at all on a hidden page or after unmount', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { rerender, unmount } = render(
      <PageActiveProvider active={false}>
        <BackToTop />
      </PageActiveProvider>,
    );
    expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(0);
    scrollTo(2000);
    expect(button()).toBeNull();
    rerender(
      <PageActiveProvider active>
        <BackToTop />
      </PageActiveProvider>,
    );
    const scrollAdd = add.mock.calls.find(([type]) => type === 'scroll');
    expect(scrollAdd?.[2]).toEqual({ passive: true });
    // The position is read in the next frame (not during the commit that shows the page).
    expect(button()).toBeNull();
    flushFrames();
    expect(button()).not.toBeNull();
    unmount();
    expect(remove.mock.calls.some(([type, fn]) => type === 'scroll' && fn === scrollAdd?.[1])).toBe(
      true,
    );
  });
});
