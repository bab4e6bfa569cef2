// preloadLanding: the landing screen's code during the login, its first data once the session is
// ready, and that only once per page however many times the providers' first render runs.
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bootStateAtom } from '@/lib/state/boot-atoms';

// The home screen's module as the preload sees it: a component and the prefetch it exports.
const home = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('@/components/video/home/home-screen', () => ({
  HomeScreen: () => null,
  prefetchHomeScreen: home.prefetch,
}));

import { preloadLanding } from './kept-alive';

beforeEach(() => window.history.replaceState(null, '', '/home'));
afterEach(() => vi.clearAllMocks());

describe('preloadLanding', () => {
  it('prefetches the landing screen once the session is ready, not before', async () => {
    const store = createStore();
    const client = new QueryClient();
    preloadLanding(store, client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(home.prefetch).not.toHaveBeenCalled();
    store.set(bootStateAtom, { status: 'running' });
    store.set(bootStateAtom, { status: 'ready' });
    expect(home.prefetch).toHaveBeenCalledTimes(1);
    expect(home.prefetch).toHaveBeenCalledWith(client);
  });

  it('prefetches once per page when the first render runs again with a new client', async () => {
    // React runs the providers' useState initializers again for each first-render attempt it
    // throws away; each attempt used to bring its own client, and each sent media/home.
    const store = createStore();
    store.set(bootStateAtom, { status: 'running' });
    for (let attempt = 0; attempt < 5; attempt++) preloadLanding(store, new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.set(bootStateAtom, { status: 'ready' });
    // A later run of the bootstrap (a lost session) does not prefetch again either.
    store.set(bootStateAtom, { status: 'running' });
    store.set(bootStateAtom, { status: 'ready' });
    expect(home.prefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a route without a kept screen', async () => {
    window.history.replaceState(null, '', '/play/longVideo');
    const store = createStore();
    store.set(bootStateAtom, { status: 'ready' });
    preloadLanding(store, new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(home.prefetch).not.toHaveBeenCalled();
  });
});
