import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TAB_INDICATOR_WIDTH, TabBar, type TabBarItem, type TabBarProps } from './tab-bar';
import { FakeResizeObserver } from './dom-fakes.test-support';

const ITEMS: TabBarItem[] = [
  { id: 1, name: '推荐' },
  { id: 2, name: '最新' },
  { id: 3, name: '热门' },
  { id: 4, name: '国产' },
];

/** jsdom has no layout: each tab is 80px wide, laid side by side, in a 200px-wide row. */
function fakeLayout() {
  const proto = HTMLElement.prototype;
  const offsetLeft = vi.spyOn(proto, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const tabs = Array.from(this.parentElement?.querySelectorAll('[role="tab"]') ?? []);
    return Math.max(0, tabs.indexOf(this)) * 80;
  });
  const offsetWidth = vi.spyOn(proto, 'offsetWidth', 'get').mockReturnValue(80);
  const clientWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(200);
  return () => [offsetLeft, offsetWidth, clientWidth].forEach((spy) => spy.mockRestore());
}

function Controlled(props: Partial<TabBarProps> & { onChangeSpy?: TabBarProps['onChange'] }) {
  const [active, setActive] = useState(0);
  return (
    <TabBar
      items={ITEMS}
      active={active}
      onChange={(index, item) => {
        props.onChangeSpy?.(index, item);
        setActive(index);
      }}
      {...props}
    />
  );
}

const indicator = () => document.querySelector('[role="tablist"] > span') as HTMLElement;
let restoreLayout: () => void;
const scrollTo = vi.fn();

beforeEach(() => {
  restoreLayout = fakeLayout();
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
});
afterEach(() => {
  cleanup();
  restoreLayout();
  vi.clearAllMocks();
});

describe('TabBar', () => {
  it('is a tablist whose active tab follows the parent’s index', () => {
    const { rerender } = render(<TabBar items={ITEMS} active={2} onChange={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '推荐',
      '最新',
      '热门',
      '国产',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('热门');
    rerender(<TabBar items={ITEMS} active={1} onChange={() => {}} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('最新');
    expect(screen.getByRole('tab', { name: '最新' }).style.color).toBe('var(--tab-active-text)');
  });

  it('reports a change with the index and the chosen item, not a tap on the active tab', () => {
    const onChange = vi.fn();
    render(<TabBar items={ITEMS} active={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '推荐' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '国产' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3, { id: 4, name: '国产' });
  });

  it('slides the underline under the active tab with a transform', () => {
    render(<Controlled />);
    const centre = (index: number) => index * 80 + 40 - TAB_INDICATOR_WIDTH / 2;
    expect(indicator().style.transform).toBe(`translate3d(${centre(0)}px, 0, 0)`);
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    expect(indicator().style.transform).toBe(`translate3d(${centre(2)}px, 0, 0)`);
  });

  it('first places the underline when a ResizeObserver reports the laid-out row (no forced layout)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(<Controlled />);
    const centre = (index: number) => index * 80 + 40 - TAB_INDICATOR_WIDTH / 2;
    expect(indicator().style.transform).toBe('');
    expect(indicator().dataset.ready).toBeUndefined();
    FakeResizeObserver.resize(screen.getByRole('tablist'));
    expect(indicator().style.transform).toBe(`translate3d(${centre(0)}px, 0, 0)`);
    expect(indicator().dataset.ready).toBe('true');
    // A tap moves it at once.
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    expect(indicator().style.transform).toBe(`translate3d(${centre(2)}px, 0, 0)`);
    vi.unstubAllGlobals();
  });

  it('scrolls the row to keep the active tab in view', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    fireEvent.click(screen.getByRole('tab', { name: '国产' }));
    // Tab 3 starts at 240px; centred in a 200px row the row scrolls to 240 - (200 - 80) / 2.
    expect(list.scrollLeft).toBe(180);
  });

  it('scrolls the page to the top on change when sticky, and sticks under stickyTop', () => {
    const { container } = render(<Controlled sticky stickyTop={40} />);
    expect((container.firstChild as HTMLElement).style.top).toBe('40px');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '最新' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('leaves the page where it is when not sticky', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('tab', { name: '最新' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys and keeps one tab in the tab order', () => {
    const onChangeSpy = vi.fn();
    render(<Controlled onChangeSpy={onChangeSpy} />);
    const first = screen.getByRole('tab', { name: '推荐' });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(onChangeSpy).toHaveBeenLastCalledWith(3, ITEMS[3]);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '国产' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('推荐');
  });

  it('links tabs to their panes through idPrefix', () => {
    render(<TabBar items={ITEMS} active={0} onChange={() => {}} idPrefix="home" />);
    const tab = screen.getByRole('tab', { name: '最新' });
    expect(tab.id).toBe('home-tab-1');
    expect(tab.getAttribute('aria-controls')).toBe('home-panel-1');
  });
});
