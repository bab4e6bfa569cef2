import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';

import { renderScreen } from '../account.test-support';
import { MyCollectScreen, MyHistoryScreen } from './my-videos-screen';

const HOUR_S = 3600;

function watched(id: number, position: number, duration: number, agoSeconds: number) {
  return {
    id,
    title: `视频${id}`,
    cover: `/vcovers/v-${id}.jpg`,
    duration,
    views: 10,
    likes: 0,
    access: 'free',
    price: 0,
    publishedAt: 1_700_000_000,
    tags: [],
    position,
    watchedAt: Math.floor(Date.now() / 1000) - agoSeconds,
  };
}

const page = (list: unknown[]) => ok({ list, page: 1, pageSize: 10, total: list.length });

beforeEach(() => installDomFakes());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('history rows', () => {
  it('say 已看完 for a finished video, where an unfinished one stopped, and when', async () => {
    installFakeApi({
      'media/trackList': () =>
        page([
          // The row: stopped one second before the end of 00:02:53.
          watched(1, 172, 173, 3 * HOUR_S),
          watched(2, 75, 300, 2 * 24 * HOUR_S),
        ]),
    });
    renderScreen(<MyHistoryScreen />);
    const list = await screen.findByRole('list', { name: '观看记录' });
    const [finished, halfway] = await within(list).findAllByRole('link');

    expect(finished!.textContent).toContain('已看完');
    expect(finished!.textContent).not.toContain('观看至');
    expect(finished!.textContent).toContain('3小时前');
    expect(halfway!.textContent).toContain('观看至 01:15');
    expect(halfway!.textContent).toContain('2天前');
  });

  it('draw how much was watched as a bar on the cover', async () => {
    installFakeApi({
      'media/trackList': () => page([watched(1, 172, 173, 60), watched(2, 75, 300, 60)]),
    });
    renderScreen(<MyHistoryScreen />);
    const list = await screen.findByRole('list', { name: '观看记录' });
    await within(list).findAllByRole('link');
    const bars = within(list).getAllByRole('progressbar', { name: '观看进度' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '25']);
  });

  it('are only the history’s: favourites show each video’s length, no bar', async () => {
    installFakeApi({ 'media/trackList': () => page([watched(3, 0, 125, 0)]) });
    renderScreen(<MyCollectScreen />);
    const list = await screen.findByRole('list', { name: '我的收藏' });
    const [row] = await within(list).findAllByRole('link');
    expect(row!.textContent).toContain('时长 00:02:05');
    expect(within(list).queryByRole('progressbar')).toBeNull();
  });
});
