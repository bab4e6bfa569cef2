import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CONFIG_CHECK_MS, CONFIG_MAX_AGE_MS } from '@/lib/domain/shell/config-refresh';
import { configAtom } from '@/lib/state/app-atoms';
import { installMemoryStorage, removeMemoryStorage } from '@/lib/state/storage.test-support';

import { useConfigRefresh } from './use-config-refresh';

const get = vi.hoisted(() => vi.fn());
// The network client only: the hook and refreshConfig run as they are.
vi.mock('./client', () => ({ api: { get, post: vi.fn() } }));

const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

beforeEach(() => {
  installMemoryStorage();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  get.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  removeMemoryStorage();
});

function mount(serverTimeMs: number) {
  const store = createStore();
  store.set(configAtom, { theme: 1, advertise: [], serverTime: serverTimeMs / 1000 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  renderHook(() => useConfigRefresh(true), { wrapper });
  return store;
}

describe('useConfigRefresh', () => {
  it('reads ping/config again once the tab’s copy is old, and not before', async () => {
    const fresh = { theme: 1, advertise: [{ id: 9, position: 2, title: '新横幅' }] };
    get.mockResolvedValue({ ...fresh, serverTime: NOW / 1000 });
    const store = mount(NOW - 5_000);

    await act(() => vi.advanceTimersByTimeAsync(CONFIG_CHECK_MS));
    expect(get).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(CONFIG_MAX_AGE_MS));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('ping/config', { beforeSession: true });
    expect(store.get(configAtom)).toMatchObject(fresh);

    await act(() => vi.advanceTimersByTimeAsync(CONFIG_CHECK_MS));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the copy when the read fails, and tries again at the next check', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ theme: 2 });
    const store = mount(NOW - CONFIG_MAX_AGE_MS);
    await act(() => vi.advanceTimersByTimeAsync(CONFIG_CHECK_MS));
    expect(store.get(configAtom)).toMatchObject({ theme: 1 });
    await act(() => vi.advanceTimersByTimeAsync(CONFIG_CHECK_MS));
    expect(store.get(configAtom)).toMatchObject({ theme: 2 });
  });
});
