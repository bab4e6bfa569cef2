import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FLOATING_SETTLE_MS } from '@/lib/domain/platform/constants';

import { FloatingDock } from './floating-dock';
import { PageActiveProvider } from './page-active';

const dock = () => screen.getByRole('button', { name: '发布' }).parentElement!;
const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

function renderDock(active = true) {
  return render(
    <PageActiveProvider active={active}>
      <FloatingDock>
        <button type="button">发布</button>
      </FloatingDock>
    </PageActiveProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FloatingDock', () => {
  it('stays in place at rest', () => {
    renderDock();
    expect(dock().dataset.scrolling).toBe('false');
  });

  it('leaves the edge while the page scrolls and comes back once it has been still', () => {
    renderDock();
    scroll();
    expect(dock().dataset.scrolling).toBe('true');
    // Every further scroll event keeps it away: it comes back only after a still moment.
    act(() => vi.advanceTimersByTime(FLOATING_SETTLE_MS - 100));
    scroll();
    act(() => vi.advanceTimersByTime(FLOATING_SETTLE_MS - 1));
    expect(dock().dataset.scrolling).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(dock().dataset.scrolling).toBe('false');
  });

  it('leaves in the scroll event itself, without waiting for a render', () => {
    renderDock();
    // No act(): on a busy phone a scheduled render lands frames later than the scroll.
    window.dispatchEvent(new Event('scroll'));
    expect(dock().dataset.scrolling).toBe('true');
  });

  it('ignores scrolling while its page is hidden (kept alive)', () => {
    renderDock(false);
    scroll();
    expect(dock().dataset.scrolling).toBe('false');
  });

  it('comes back in place when its page is hidden mid-scroll, and leaves no timer behind', () => {
    const view = renderDock();
    scroll();
    view.rerender(
      <PageActiveProvider active={false}>
        <FloatingDock>
          <button type="button">发布</button>
        </FloatingDock>
      </PageActiveProvider>,
    );
    expect(dock().dataset.scrolling).toBe('false');
    expect(vi.getTimerCount()).toBe(0);
  });
});
