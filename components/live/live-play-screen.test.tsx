import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import {
  renderWithProviders,
  router,
  setLocation,
  setupScreenTest,
  testQueryClient,
} from '@/components/video/video.test-support';
import { createStore } from 'jotai';

import { liveHomeQuery } from '@/lib/api/live/live';
import { never, ok } from '@/lib/api/fake-api.test-support';
import { livePlayPath, TIP_LIVE_NOT_FOUND } from '@/lib/domain/live/live';
import { TOKEN_STORAGE_KEY } from '@/lib/domain/platform/constants';
import { tokenAtom } from '@/lib/state/session-atoms';

import { LivePlayScreen } from './live-play-screen';
import { channel, FEATURED, LIVE_CATEGORIES } from './live-fixtures.test-support';

const home = (body: Record<string, unknown>) =>
  ok({
    categories: LIVE_CATEGORIES,
    featured: FEATURED,
    channel: body.channelId === 2 ? channel(2, 2) : null,
  });

const test = setupScreenTest(`/liveTv/livePlay?id=2&name=${encodeURIComponent('频道2')}`, () => ({
  'live/home': home,
}));

describe('LivePlayScreen', () => {
  it('shows the name from the link at once, then what is on air, category and viewers', async () => {
    test.api.on('live/home', never);
    const view = renderWithProviders(<LivePlayScreen />);
    expect(screen.getByRole('heading', { level: 2, name: '频道2' })).toBeTruthy();
    expect(screen.getByTestId('video')).toBeTruthy();
    view.unmount();

    test.api.on('live/home', home);
    renderWithProviders(<LivePlayScreen />);
    const info = screen.getByRole('region', { name: '频道信息' });
    await waitFor(() => expect(info.textContent).toContain('正在播出节目2'));
    expect(info.textContent).toContain('卫视');
    expect(info.textContent).toContain('1.2万人在看');
    expect(test.api.bodies('live/home').at(-1)).toEqual({ channelId: 2 });
  });

  it('plays as a live stream: a 直播 mark, no times and no progress', async () => {
    renderWithProviders(<LivePlayScreen />);
    await screen.findByRole('list', { name: '更多直播' });
    const player = screen.getByTestId('video').closest('[data-status]') as HTMLElement;
    expect(within(player).getByText('直播')).toBeTruthy();
    expect(within(player).queryByLabelText('播放进度')).toBeNull();
  });

  it('lists 更多直播 without this channel; a tap swaps the channel in place', async () => {
    renderWithProviders(<LivePlayScreen />);
    const more = await screen.findByRole('list', { name: '更多直播' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      livePlayPath({ id: 1, name: '频道1' }),
      livePlayPath({ id: 3, name: '频道3' }),
    ]);
    fireEvent.click(links[1] as HTMLElement);
    expect(router.replace).toHaveBeenCalledWith(livePlayPath({ id: 3, name: '频道3' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says a channel the origin does not know is gone, with a way back to /liveTv', async () => {
    setLocation('/liveTv/livePlay?id=999999&name=x');
    renderWithProviders(<LivePlayScreen />);
    expect(await screen.findByText(TIP_LIVE_NOT_FOUND)).toBeTruthy();
    expect(screen.queryByTestId('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '去看直播' }));
    expect(router.replace).toHaveBeenCalledWith('/liveTv');
  });

  it.each(['/liveTv/livePlay', '/liveTv/livePlay?id=abc', '/liveTv/livePlay?id=-3'])(
    'says the same for a link without a usable id (%s), asking nothing',
    (url) => {
      setLocation(url);
      renderWithProviders(<LivePlayScreen />);
      expect(screen.getByText(TIP_LIVE_NOT_FOUND)).toBeTruthy();
      expect(test.api.calls).toHaveLength(0);
    },
  );

  it('asks again when the stream fails, and says the channel is gone once it is off air', async () => {
    // live/home said the channel was on air a while ago; now it is gone. jsdom plays nothing:
    // the player fails at once, as it does when the channel's playlist answers 4040.
    const client = testQueryClient();
    client.setQueryData(
      liveHomeQuery(2).queryKey,
      { categories: LIVE_CATEGORIES, featured: FEATURED, channel: channel(2, 2) },
      { updatedAt: Date.now() - 10_000 },
    );
    test.api.on('live/home', () =>
      ok({ categories: LIVE_CATEGORIES, featured: FEATURED, channel: null }),
    );
    renderWithProviders(<LivePlayScreen />, { client });
    expect(await screen.findByText(TIP_LIVE_NOT_FOUND)).toBeTruthy();
    expect(test.api.bodies('live/home')).toEqual([{ channelId: 2 }]);
  });

  it('does not ask again when the answer is newer than the failure', async () => {
    renderWithProviders(<LivePlayScreen />);
    await screen.findByRole('list', { name: '更多直播' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(test.api.bodies('live/home')).toHaveLength(1);
  });

  it('shows the cover the server sent as the poster before live/home answers', () => {
    test.api.on('live/home', never);
    renderWithProviders(<LivePlayScreen served={{ id: 2, src: '/covers/c-02.jpg' }} />);
    expect(screen.getByTestId('video').getAttribute('poster')).toBe(
      '/api/cover?src=%2Fcovers%2Fc-02.jpg',
    );
  });

  it('ignores a served cover of another channel', () => {
    test.api.on('live/home', never);
    renderWithProviders(<LivePlayScreen served={{ id: 3, src: '/covers/c-03.jpg' }} />);
    expect(screen.getByTestId('video').getAttribute('poster')).toBeNull();
  });

  it('rendered as a launch frame before the login, starts the stream once the token exists', async () => {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    const store = createStore();
    expect(store.get(tokenAtom)).toBeNull();
    renderWithProviders(<LivePlayScreen />, { store });
    const player = screen.getByTestId('video').closest('[data-status]') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(player.dataset.status).toBe('idle');
    // jsdom plays nothing: a player that starts fails at once (as in the tests above).
    act(() => store.set(tokenAtom, 'session-after-login'));
    await waitFor(() => expect(player.dataset.status).toBe('error'));
  });
});
