import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { AD_SWIPER } from '@/lib/domain/platform/constants';

import { AdBanner, type AdBannerItem } from './ad-banner';
import {
  FakeIntersectionObserver,
  fakeCarouselLayout,
  installDomFakes,
} from './dom-fakes.test-support';
import { loadCarouselEngine } from './use-lazy-embla';

interface Ad extends AdBannerItem {
  href: string;
}

const ADS: Ad[] = [1, 2, 3].map((n) => ({
  id: n,
  cover: `/img/ad-${n}.jpg`,
  title: `活动${n}`,
  href: `/mine/vip?from=${n}`,
}));

let visibility: DocumentVisibilityState = 'visible';
let undoLayout: () => void;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function currentDot(): string | null {
  const current = screen
    .getAllByRole('button', { name: /^切换到第/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}

/** Render, let embla measure, and report the banner on screen. */
async function renderOnScreen(ui: React.ReactElement) {
  const view = render(ui);
  await advance(20);
  const region = screen.getByRole('region', { name: '广告' });
  act(() => FakeIntersectionObserver.reportAll(region, true));
  return { ...view, region };
}

// The engine loads after the first render; fetch it once here, so under fake timers each
// banner gets it within a microtask, as a page that already has it cached would.
beforeAll(async () => {
  await loadCarouselEngine();
});

beforeEach(() => {
  installDomFakes();
  undoLayout = fakeCarouselLayout();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  undoLayout();
});

describe('AdBanner', () => {
  it('is a labelled carousel of slides and dots with the §9 swiper styles', async () => {
    const { region } = await renderOnScreen(<AdBanner items={ADS} />);
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');

    const style = getComputedStyle(region);
    expect(style.height).toBe('180px');
    expect(style.margin).toBe('0px 10px');
    expect(style.borderRadius).toBe('8px');

    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '第 1 张，共 3 张',
      '第 2 张，共 3 张',
      '第 3 张，共 3 张',
    ]);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    // 10 px between slides, after each one; the slide itself is the banner's full width, unpadded.
    expect(getComputedStyle(slides[1]!).marginRight).toBe(`${AD_SWIPER.gap}px`);
    expect(getComputedStyle(slides[1]!).paddingLeft).toBe('');
    expect(getComputedStyle(slides[0]!.parentElement!).marginLeft).toBe('');

    const image = within(slides[0]!).getByRole('img', { name: '活动1' });
    expect(image.getAttribute('src')).toBe('/img/ad-1.jpg');

    const dots = screen.getAllByRole('button', { name: /^切换到第/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      '切换到第 1 张',
      '切换到第 2 张',
      '切换到第 3 张',
    ]);
    const marks = dots.map((d) => getComputedStyle(d.firstElementChild!));
    // The theme's active colour (the default theme's blue), not a fixed pure blue.
    const colours = dots.map((d) => (d.firstElementChild as HTMLElement).style.backgroundColor);
    expect(colours).toEqual(Array(3).fill('var(--fot-active-color, #366ce3)'));
    expect(marks.map((m) => m.opacity)).toEqual(['1', '0.3', '0.3']);
  });

  it('advances every 3000 ms and loops back to the first slide', async () => {
    await renderOnScreen(<AdBanner items={ADS} />);
    expect(currentDot()).toBe('切换到第 1 张');
    await advance(AD_SWIPER.autoplayMs - 10);
    expect(currentDot()).toBe('切换到第 1 张');
    await advance(10);
    expect(currentDot()).toBe('切换到第 2 张');
    const dots = screen.getAllByRole('button', { name: /^切换到第/ });
    expect(getComputedStyle(dots[1]!.firstElementChild!).opacity).toBe('1');
    expect(getComputedStyle(dots[0]!.firstElementChild!).opacity).toBe('0.3');
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 3 张');
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 1 张');
  });

  it('waits until it is on screen, and stops when scrolled away or its page is hidden', async () => {
    render(<AdBanner items={ADS} />);
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 1 张');

    const region = screen.getByRole('region', { name: '广告' });
    act(() => FakeIntersectionObserver.reportAll(region, true));
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 2 张');

    // A kept-alive page hidden with display:none reports its banner as not intersecting.
    act(() => FakeIntersectionObserver.reportAll(region, false));
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 2 张');
    expect(screen.getAllByRole('group')[0]!.parentElement!.getAttribute('aria-live')).toBe(
      'polite',
    );

    act(() => FakeIntersectionObserver.reportAll(region, true));
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 3 张');
  });

  it('pauses while the browser tab is hidden and resumes when it is back', async () => {
    await renderOnScreen(<AdBanner items={ADS} />);
    await advance(1000);
    setVisibility('hidden');
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 1 张');
    setVisibility('visible');
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 2 张');
  });

  it('stays stopped when the tab comes back while the banner is off screen', async () => {
    const { region } = await renderOnScreen(<AdBanner items={ADS} />);
    setVisibility('hidden');
    act(() => FakeIntersectionObserver.reportAll(region, false));
    setVisibility('visible');
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 1 张');
  });

  it('holds still while touched and gives a full 3000 ms after the finger lifts', async () => {
    const { region } = await renderOnScreen(<AdBanner items={ADS} />);
    await advance(2000);
    fireEvent.pointerDown(region);
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 1 张');
    fireEvent.pointerUp(window);
    await advance(AD_SWIPER.autoplayMs - 10);
    expect(currentDot()).toBe('切换到第 1 张');
    await advance(10);
    expect(currentDot()).toBe('切换到第 2 张');
  });

  it('does not move while its page says it is inactive', async () => {
    const { rerender } = await renderOnScreen(<AdBanner items={ADS} active={false} />);
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(currentDot()).toBe('切换到第 1 张');
    rerender(<AdBanner items={ADS} active />);
    await advance(AD_SWIPER.autoplayMs);
    expect(currentDot()).toBe('切换到第 2 张');
  });

  it('jumps to a slide from its dot and hands a tapped slide to onItemClick', async () => {
    const onItemClick = vi.fn();
    await renderOnScreen(<AdBanner items={ADS} onItemClick={onItemClick} />);
    fireEvent.click(screen.getByRole('button', { name: '切换到第 3 张' }));
    await advance(50);
    expect(currentDot()).toBe('切换到第 3 张');

    fireEvent.click(screen.getByRole('button', { name: '活动3' }));
    expect(onItemClick).toHaveBeenCalledWith(ADS[2]);
  });

  it('draws covers through renderImage so LazyImage can be plugged in', async () => {
    await renderOnScreen(
      <AdBanner
        items={ADS}
        renderImage={(item, index) => <span data-testid="cover">{`${index}:${item.cover}`}</span>}
      />,
    );
    expect(screen.getAllByTestId('cover').map((c) => c.textContent)).toEqual([
      '0:/img/ad-1.jpg',
      '1:/img/ad-2.jpg',
      '2:/img/ad-3.jpg',
    ]);
  });

  it('shows one ad without dots or autoplay, and nothing for no ads', async () => {
    const { rerender } = await renderOnScreen(<AdBanner items={ADS.slice(0, 1)} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^切换到第/ })).toBeNull();
    await advance(AD_SWIPER.autoplayMs * 2);
    rerender(<AdBanner items={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('leaves no autoplay timer behind when unmounted', async () => {
    const { unmount } = await renderOnScreen(<AdBanner items={ADS} />);
    await advance(100);
    unmount();
    await advance(AD_SWIPER.autoplayMs * 2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
