import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OVERLAY_STATE_KEY, useHistoryOverlay } from './use-history-overlay';

const mark = () => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_STATE_KEY];

/** history.back() lands asynchronously (a popstate later), as in a browser. */
function popped(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
}

function mount(
  open: boolean,
  onClose = vi.fn(),
  wrapper?: (p: { children: ReactNode }) => ReactNode,
) {
  const view = renderHook(({ open: o }) => useHistoryOverlay(o, onClose), {
    initialProps: { open },
    wrapper,
  });
  return { ...view, onClose };
}

beforeEach(() => {
  window.history.replaceState({ page: 'post' }, '', '/community/postDetail?id=1');
});
afterEach(() => {
  cleanup();
});

describe('useHistoryOverlay', () => {
  it('adds an entry on open; back closes the overlay and stays on the page', async () => {
    const { onClose } = mount(true);
    expect(mark()).toBeTruthy();
    expect(window.location.pathname).toBe('/community/postDetail');
    const back = popped();
    window.history.back();
    await back;
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ page: 'post' });
    expect(window.location.search).toBe('?id=1');
  });

  it('takes its entry off when the overlay is closed another way', async () => {
    const { rerender, onClose } = mount(true);
    expect(mark()).toBeTruthy();
    const back = popped();
    rerender({ open: false });
    await back;
    expect(window.history.state).toEqual({ page: 'post' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the history alone when the page went on meanwhile (a link, a new page)', async () => {
    const { rerender } = mount(true);
    window.history.pushState({ page: 'next' }, '', '/community/upInfo?id=2');
    const listener = vi.fn();
    window.addEventListener('popstate', listener);
    rerender({ open: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    window.removeEventListener('popstate', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ page: 'next' });
  });

  it('adds one entry however often React mounts the same opening', async () => {
    const before = window.history.length;
    const { unmount } = mount(true, vi.fn(), ({ children }) => <StrictMode>{children}</StrictMode>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(window.history.length).toBe(before + 1);
    expect(mark()).toBeTruthy();
    const back = popped();
    unmount();
    await back;
    await waitFor(() => expect(mark()).toBeUndefined());
  });
});
