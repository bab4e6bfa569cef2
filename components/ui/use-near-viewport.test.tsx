import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeIntersectionObserver, installDomFakes } from './dom-fakes.test-support';
import { useNearViewport } from './use-near-viewport';

function Probe({ watch }: { watch: boolean }) {
  const [ref, near] = useNearViewport({ watch });
  return (
    <div ref={ref} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

const probe = () => screen.getByTestId('probe');

beforeEach(installDomFakes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('watches nothing while the layout above is settling', () => {
    render(<Probe watch={false} />);
    expect(FakeIntersectionObserver.watching(probe())).toHaveLength(0);
    expect(probe().textContent).toBe('far');
  });

  it('turns near within a screen below the viewport, and stays so', () => {
    const view = render(<Probe watch />);
    const [observer] = FakeIntersectionObserver.watching(probe());
    expect(observer?.rootMargin).toBe('0px 0px 100% 0px');
    act(() => FakeIntersectionObserver.reportAll(probe(), false));
    expect(probe().textContent).toBe('far');
    act(() => FakeIntersectionObserver.reportAll(probe(), true));
    expect(probe().textContent).toBe('near');
    // Latched: no observer left, and scrolling away changes nothing.
    expect(FakeIntersectionObserver.watching(probe())).toHaveLength(0);
    view.rerender(<Probe watch={false} />);
    expect(probe().textContent).toBe('near');
  });

  it('starts watching without rendering its owner again (a whole feed tab, on a first load)', () => {
    let renders = 0;
    render(
      <Profiler id="owner" onRender={() => (renders += 1)}>
        <Probe watch />
      </Profiler>,
    );
    expect(FakeIntersectionObserver.watching(probe())).toHaveLength(1);
    expect(renders).toBe(1);
  });

  it('stops watching when the element goes', () => {
    const view = render(<Probe watch />);
    const element = probe();
    view.unmount();
    expect(FakeIntersectionObserver.watching(element)).toHaveLength(0);
  });

  it('without IntersectionObserver, is near as soon as it is watched', () => {
    vi.unstubAllGlobals();
    const saved = window.IntersectionObserver;
    // @ts-expect-error: an engine without the observer
    delete window.IntersectionObserver;
    try {
      const view = render(<Probe watch={false} />);
      expect(probe().textContent).toBe('far');
      view.rerender(<Probe watch />);
      expect(probe().textContent).toBe('near');
    } finally {
      if (saved) window.IntersectionObserver = saved;
    }
  });
});
