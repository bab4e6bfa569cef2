// The server-rendered first screen carries nobody's purchases: a visitor who came back with a
// session has the seeded area read again with it, once; a visitor new on this page does not.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';
import { tokenAtom } from '@/lib/state/session-atoms';

import { hasUnmarkedPaidCard, seedFirstScreen, useSeedOwnership } from './first-screen';
import { mediaHomeQuery } from './media';
import type { MediaHome } from './media-types';
import { videoCard } from './media-fixtures.test-support';

function home(bought?: boolean): MediaHome {
  return {
    tabs: [{ id: 1, name: '推荐' }],
    tabId: 1,
    sections: [
      {
        id: 1,
        name: '热门',
        layout: 'grid2',
        more: null,
        videos: [
          videoCard(1),
          videoCard(2, { access: 'paid', price: 50, ...(bought === undefined ? {} : { bought }) }),
        ],
      },
    ],
  };
}

function Feed() {
  const { data } = useQuery(mediaHomeQuery('home'));
  useSeedOwnership('home', data);
  return null;
}

let api: FakeApi;

function mount(client: QueryClient) {
  const store = createStore();
  store.set(tokenAtom, 'a-session');
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <Feed />
      </QueryClientProvider>
    </Provider>,
  );
}

/** The idle moment (a timer where requestIdleCallback is missing, as in jsdom) and the read. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_500);
  });
}

const seed = (data: MediaHome) => ({ area: 'home' as const, data, at: Date.now() });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = installFakeApi({ 'media/home': () => ok(home(true)) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the seeded first screen and the visitor’s purchases', () => {
  it('reads the area again with the session of a returning visitor, once', async () => {
    const client = seedFirstScreen(new QueryClient(), seed(home()), true);
    mount(client);
    await settle();
    expect(api.bodies('media/home')).toEqual([{ area: 'home' }]);
    const data = client.getQueryData<MediaHome>(mediaHomeQuery('home').queryKey)!;
    expect(data.sections[0]!.videos[1]!.bought).toBe(true);
    await settle();
    expect(api.bodies('media/home')).toHaveLength(1);
  });

  it('keeps the seed of a visitor whose session began on this page (nothing to own)', async () => {
    const client = seedFirstScreen(new QueryClient(), seed(home()), false);
    mount(client);
    await settle();
    expect(api.bodies('media/home')).toEqual([]);
  });

  it('keeps a seed without a paid card', async () => {
    const free: MediaHome = { ...home(), sections: [{ ...home().sections[0]!, videos: [] }] };
    const client = seedFirstScreen(new QueryClient(), seed(free), true);
    mount(client);
    await settle();
    expect(api.bodies('media/home')).toEqual([]);
  });

  it('tells an unmarked paid card from a marked one', () => {
    expect(hasUnmarkedPaidCard(home())).toBe(true);
    expect(hasUnmarkedPaidCard(home(false))).toBe(false);
  });
});
