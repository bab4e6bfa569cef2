import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeIntersectionObserver, installDomFakes } from './dom-fakes.test-support';
import { useRevealCount } from './use-reveal-count';

function List({ total }: { total: number }) {
  const [count, ref] = useRevealCount(total, 2, 2, '25%');
  return (
    <div>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>item {index}</li>
        ))}
      </ul>
      {count < total && <div ref={ref} data-testid="marker" />}
    </div>
  );
}

const items = () => screen.queryAllByRole('listitem').length;
const marker = () => screen.getByTestId('marker');

beforeEach(installDomFakes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useRevealCount', () => {
  it('starts watching its marker without rendering the list again', () => {
    let renders = 0;
    render(
      <Profiler id="owner" onRender={() => (renders += 1)}>
        <List total={5} />
      </Profiler>,
    );
    expect(FakeIntersectionObserver.watching(marker())).toHaveLength(1);
    expect(renders).toBe(1);
  });

  it('renders the first items, and more only when the marker comes near', async () => {
    render(<List total={5} />);
    expect(items()).toBe(2);
    const [observer] = FakeIntersectionObserver.watching(marker());
    // Within a quarter screen below the viewport, or anywhere above it.
    expect(observer?.rootMargin).toBe('100000px 0px 25% 0px');
    act(() => FakeIntersectionObserver.reportAll(marker(), false));
    expect(items()).toBe(2);
    await act(async () => FakeIntersectionObserver.reportAll(marker(), true));
    expect(items()).toBe(4);
    // The marker is watched again after the step, and the last one brings the rest.
    await act(async () => FakeIntersectionObserver.reportAll(marker(), true));
    expect(items()).toBe(5);
    expect(screen.queryByTestId('marker')).toBeNull();
  });

  it('never renders more than there are', () => {
    render(<List total={1} />);
    expect(items()).toBe(1);
  });

  it('without IntersectionObserver, renders everything at once', () => {
    vi.unstubAllGlobals();
    const saved = window.IntersectionObserver;
    // @ts-expect-error: an engine without the observer
    delete window.IntersectionObserver;
    try {
      render(<List total={7} />);
      expect(items()).toBe(7);
    } finally {
      if (saved) window.IntersectionObserver = saved;
    }
  });
});
