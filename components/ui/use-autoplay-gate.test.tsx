import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeIntersectionObserver, installDomFakes } from './dom-fakes.test-support';
import { useAutoplayGate } from './use-autoplay-gate';

function Probe({ active }: { active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const canPlay = useAutoplayGate(ref, { active });
  return (
    <div ref={ref} data-testid="probe">
      {canPlay ? 'playing' : 'paused'}
      <button type="button">dot</button>
    </div>
  );
}

let visibility: DocumentVisibilityState = 'visible';
const probe = () => screen.getByTestId('probe');
const state = () => probe().firstChild?.textContent;

function renderOnScreen(active?: boolean) {
  const view = render(<Probe active={active} />);
  act(() => FakeIntersectionObserver.reportAll(probe(), true));
  return view;
}

beforeEach(() => {
  installDomFakes();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAutoplayGate', () => {
  it('stays closed until the element is seen, with threshold 0', () => {
    render(<Probe />);
    expect(state()).toBe('paused');
    const [observer] = FakeIntersectionObserver.watching(probe());
    expect(observer?.thresholds).toEqual([0]);
    act(() => FakeIntersectionObserver.reportAll(probe(), true));
    expect(state()).toBe('playing');
    // What a display:none ancestor (a hidden kept-alive page) reports.
    act(() => FakeIntersectionObserver.reportAll(probe(), false));
    expect(state()).toBe('paused');
  });

  it('closes while the document is hidden', () => {
    renderOnScreen();
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(state()).toBe('paused');
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(state()).toBe('playing');
  });

  it('closes while a finger is down, wherever it is lifted', () => {
    renderOnScreen();
    fireEvent.pointerDown(probe());
    expect(state()).toBe('paused');
    fireEvent.pointerUp(document.body);
    expect(state()).toBe('playing');
    fireEvent.pointerDown(probe());
    fireEvent.pointerCancel(window);
    expect(state()).toBe('playing');
  });

  it('closes for keyboard focus but not for the focus a tap gives', () => {
    renderOnScreen();
    const dot = screen.getByRole('button', { name: 'dot' });
    fireEvent.focusIn(dot);
    expect(state()).toBe('paused');
    fireEvent.focusOut(dot, { relatedTarget: document.body });
    expect(state()).toBe('playing');

    fireEvent.pointerDown(dot);
    fireEvent.focusIn(dot);
    fireEvent.pointerUp(dot);
    expect(state()).toBe('playing');
  });

  it('follows the caller’s active switch', () => {
    const { rerender } = renderOnScreen(false);
    expect(state()).toBe('paused');
    rerender(<Probe active />);
    expect(state()).toBe('playing');
  });

  it('disconnects its observer and listeners on unmount', () => {
    const { unmount } = renderOnScreen();
    const element = probe();
    unmount();
    expect(FakeIntersectionObserver.watching(element)).toHaveLength(0);
  });
});
