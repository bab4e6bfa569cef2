import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SWIPE_DURATION_MS } from '@/lib/domain/platform/constants';

import { TabBar } from './tab-bar';
import { TabPanes } from './tab-panes';

const WIDTH = 360;
const mounts = vi.fn();

function Pane({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name}:{count}
    </button>
  );
}

const ITEMS = [
  { id: 'a', name: '推荐' },
  { id: 'b', name: '最新' },
  { id: 'c', name: '热门' },
];

function Screen({ onChangeSpy }: { onChangeSpy?: (index: number) => void }) {
  const [active, setActive] = useState(0);
  const change = (index: number) => {
    onChangeSpy?.(index);
    setActive(index);
  };
  return (
    <>
      <TabBar items={ITEMS} active={active} onChange={change} idPrefix="t" />
      <TabPanes active={active} onChange={change} idPrefix="t">
        {ITEMS.map((item) => (
          <Pane key={item.id} name={item.name} />
        ))}
      </TabPanes>
    </>
  );
}

const track = () =>
  screen.getAllByRole('tabpanel', { hidden: true })[0]?.parentElement as HTMLElement;
const viewport = () => track().parentElement as HTMLElement;

/** A one-finger gesture: start, move in steps of `stepMs`, lift. */
function swipe(dx: number, dy = 0, { steps = 4, stepMs = 60 } = {}) {
  const at = (f: number) => [{ clientX: 200 + dx * f, clientY: 300 + dy * f }];
  fireEvent.touchStart(viewport(), { touches: at(0) });
  for (let i = 1; i <= steps; i += 1) {
    act(() => vi.advanceTimersByTime(stepMs));
    fireEvent.touchMove(viewport(), { touches: at(i / steps) });
  }
  fireEvent.touchEnd(viewport(), { touches: [], changedTouches: at(1) });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  mounts.mockClear();
});

describe('TabPanes', () => {
  it('shows the active pane with a transform over SWIPE_DURATION_MS', () => {
    render(<Screen />);
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
    expect(track().style.transition).toContain(`${SWIPE_DURATION_MS}ms`);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels[0]?.getAttribute('aria-labelledby')).toBe('t-tab-0');
    expect(screen.getByRole('tabpanel', { name: '推荐' })).toBe(panels[0]);
    expect(panels[1]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('mounts a pane on its first visit and keeps visited panes mounted with their state', () => {
    render(<Screen />);
    expect(mounts.mock.calls.map(([name]) => name)).toEqual(['推荐']);
    fireEvent.click(screen.getByRole('button', { name: '推荐:0' }));
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    expect(track().style.transform).toBe('translate3d(-200%, 0, 0)');
    expect(mounts.mock.calls.map(([name]) => name)).toEqual(['推荐', '热门']);
    fireEvent.click(screen.getByRole('tab', { name: '推荐' }));
    expect(mounts).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '推荐:1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /最新/, hidden: true })).toBeNull();
  });

  it('changes pane when a slow swipe passes half the width (threshold 2)', () => {
    const onChangeSpy = vi.fn();
    render(<Screen onChangeSpy={onChangeSpy} />);
    swipe(-(WIDTH / 2 - 10), 0, { stepMs: 200 });
    expect(onChangeSpy).not.toHaveBeenCalled();
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
    swipe(-(WIDTH / 2 + 10), 0, { stepMs: 200 });
    expect(onChangeSpy).toHaveBeenCalledExactlyOnceWith(1);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('最新');
    expect(track().style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(track().style.transition).toContain(`${SWIPE_DURATION_MS}ms`);
  });

  it('changes pane on a quick flick', () => {
    const onChangeSpy = vi.fn();
    render(<Screen onChangeSpy={onChangeSpy} />);
    swipe(-80, 0, { steps: 2, stepMs: 40 });
    expect(onChangeSpy).toHaveBeenCalledWith(1);
    swipe(80, 0, { steps: 2, stepMs: 40 });
    expect(onChangeSpy).toHaveBeenLastCalledWith(0);
  });

  it('follows the finger without a transition while dragging', () => {
    render(<Screen />);
    fireEvent.touchStart(viewport(), { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchMove(viewport(), { touches: [{ clientX: 150, clientY: 302 }] });
    expect(track().style.transition).toBe('none');
    expect(track().style.transform).toBe('translate3d(calc(0% + -50px), 0, 0)');
    expect(track().dataset.moving).toBe('true');
  });

  it('ignores mostly vertical gestures and moves shorter than 10 px', () => {
    const onChangeSpy = vi.fn();
    render(<Screen onChangeSpy={onChangeSpy} />);
    swipe(-200, -260, { steps: 4, stepMs: 40 });
    swipe(-9, 0, { steps: 1, stepMs: 5 });
    expect(onChangeSpy).not.toHaveBeenCalled();
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
  });

  it('does not move past the first pane', () => {
    const onChangeSpy = vi.fn();
    render(<Screen onChangeSpy={onChangeSpy} />);
    swipe(300, 0, { stepMs: 40 });
    expect(onChangeSpy).not.toHaveBeenCalled();
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
  });

  it('swallows the click that ends a swipe but not a tap', () => {
    render(<Screen />);
    swipe(-40, 0, { steps: 2, stepMs: 300 });
    fireEvent.click(screen.getByRole('button', { name: '推荐:0' }));
    expect(screen.getByRole('button', { name: '推荐:0' })).toBeTruthy();
    fireEvent.touchStart(viewport(), { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(viewport(), {
      touches: [],
      changedTouches: [{ clientX: 202, clientY: 301 }],
    });
    fireEvent.click(screen.getByRole('button', { name: '推荐:0' }));
    expect(screen.getByRole('button', { name: '推荐:1' })).toBeTruthy();
  });

  it('collapses hidden panes once the slide has ended', () => {
    render(<Screen />);
    fireEvent.click(screen.getByRole('tab', { name: '最新' }));
    expect(track().dataset.moving).toBe('true');
    act(() => vi.advanceTimersByTime(SWIPE_DURATION_MS));
    expect(track().dataset.moving).toBeUndefined();
  });

  it('mounts every pane up front when not lazy', () => {
    render(
      <TabPanes active={0} lazy={false}>
        <Pane name="一" />
        <Pane name="二" />
      </TabPanes>,
    );
    expect(mounts).toHaveBeenCalledTimes(2);
  });
});
