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

function Poster({ cover }: { cover: string }) {
  const url = usePoster(cover);
  return <output>{url ?? 'none'}</output>;
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
    expect(await screen.findByText('blob:test/cover')).toBeTruthy();
    expect(cache.acquireImage).toHaveBeenCalledWith('/vcovers/v-01.jpg', {
      lines: ['https://img-1.example', 'https://img-2.example'],
    });
  });
});
