import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useIdleReady } from './use-idle-ready';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdleReady', () => {
  it('turns true at the first idle moment, and cancels it when unmounted before', () => {
    const callbacks = new Map<number, () => void>();
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      callbacks.set(callbacks.size + 1, cb);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const first = renderHook(() => useIdleReady());
    expect(first.result.current).toBe(false);
    act(() => callbacks.get(1)!());
    expect(first.result.current).toBe(true);

    const second = renderHook(() => useIdleReady());
    second.unmount();
    expect(cancelled).toContain(2);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdleReady(5000));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
