import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

const cache = vi.hoisted(() => ({
  acquireImage: vi.fn(async () => ({ url: 'blob:test/cover', release: vi.fn() })),
  invalidateImage: vi.fn(),
}));
vi.mock('@/lib/media/image-cache', () => cache);
vi.mock('@/lib/media/image-display', () => ({ decodeForDisplay: vi.fn(async () => undefined) }));

import { applyConfigAtom } from '@/lib/state/app-atoms';

import { usePoster } from './use-poster';

function Poster({ cover }: { cover: string | undefined }) {
  const { url, settled } = usePoster(cover);
  return <output data-settled={String(settled)}>{url ?? 'none'}</output>;
}

afterEach(cleanup);

describe('usePoster', () => {
  it('loads the cover at once from the IMAGE lines and hands out its object URL', async () => {
    const store = createStore();
    store.set(applyConfigAtom, {
      domain: [{ type: 'IMAGE', urls: ['https://img-1.example', 'https://img-2.example'] }],
    });
    render(
      <Provider store={store}>
        <Poster cover="/vcovers/v-01.jpg" />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(screen.getByRole('status').dataset.settled).toBe('false');
    expect(await screen.findByText('blob:test/cover')).toBeTruthy();
    expect(screen.getByRole('status').dataset.settled).toBe('true');
    expect(cache.acquireImage).toHaveBeenCalledWith('/vcovers/v-01.jpg', {
      lines: ['https://img-1.example', 'https://img-2.example'],
    });
  });

  it('is settled at once for a video without a cover (nothing to wait for)', () => {
    render(
      <Provider store={createStore()}>
        <Poster cover={undefined} />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(screen.getByRole('status').dataset.settled).toBe('true');
  });

  it('is settled when the cover fails for good, so nothing waits on it', async () => {
    cache.acquireImage.mockRejectedValue(new Error('line down'));
    vi.useFakeTimers();
    try {
      const store = createStore();
      store.set(applyConfigAtom, { domain: [{ type: 'IMAGE', urls: ['https://img-1.example'] }] });
      render(
        <Provider store={store}>
          <Poster cover="/vcovers/v-02.jpg" />
        </Provider>,
      );
      expect(screen.getByRole('status').dataset.settled).toBe('false');
      // Three attempts with their backoff, then the final error.
      await vi.runAllTimersAsync();
      expect(screen.getByRole('status').dataset.settled).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('none');
    } finally {
      vi.useRealTimers();
      cache.acquireImage.mockReset();
    }
  });
});
