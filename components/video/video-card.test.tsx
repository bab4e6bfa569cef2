import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  fireEvent,
  render as renderBare,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('./video.test-support')).navigationModule);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('./video.test-support')).imageCacheModule,
);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { section, videoCard, videoCards } from '@/lib/api/video/media-fixtures.test-support';

import { installFakeApi, ok } from '@/lib/api/fake-api.test-support';
import { usePayVideo } from '@/lib/api/video/media-play';
import { tappedCard } from '@/lib/api/video/tapped-card';

import { router, testQueryClient } from './video.test-support';
import { VideoCard } from './video-card';
import { VideoGrid } from './video-grid';
import { VideoSection } from './video-section';

import { loadLinkRules } from '@/lib/navigation/use-open-link';

// Cards live under the app's QueryClient (a tapped card is handed to the player through it).
let client = testQueryClient();
const render = (ui: ReactNode) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });

// The app loads its link rules after the first render; a tap before that waits for them.
beforeAll(async () => {
  await loadLinkRules();
});

beforeEach(() => {
  installDomFakes();
  client = testQueryClient();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const link = (name: RegExp | string) => screen.getByRole('link', { name });

describe('VideoCard', () => {
  it('shows the title, the length as a clock and the views abbreviated', () => {
    render(
      <VideoCard video={videoCard(5, { title: '彩条测试', duration: 3725, views: 123_456_789 })} />,
    );
    const card = link(/彩条测试/);
    expect(card.getAttribute('href')).toBe('/play/longVideo?id=5');
    expect(within(card).getByText('01:02:05')).toBeTruthy();
    expect(card.textContent).toContain('1.2亿次播放');
    expect(card.textContent).not.toContain('VIP');
    expect(card.textContent).not.toContain('钻石');
  });

  it('abbreviates every size of count', () => {
    const { rerender } = render(<VideoCard video={videoCard(1, { views: 87 })} />);
    expect(link(/测试视频1/).textContent).toContain('87次播放');
    rerender(<VideoCard video={videoCard(1, { views: 45_600 })} />);
    expect(link(/测试视频1/).textContent).toContain('4.5万次播放');
  });

  it('badges a VIP video and a paid one with its price in diamonds (amount / 10)', () => {
    render(
      <>
        <VideoCard video={videoCard(1, { title: '会员片', access: 'vip' })} />
        <VideoCard video={videoCard(2, { title: '付费片', access: 'paid', price: 125 })} />
      </>,
    );
    expect(within(link(/会员片/)).getByText('VIP')).toBeTruthy();
    expect(link(/付费片/).textContent).toContain('12.50钻石');
  });

  it('says 已购 instead of the price on a paid video the viewer owns', () => {
    render(
      <>
        <VideoCard
          video={videoCard(1, { title: '已买片', access: 'paid', price: 50, bought: true })}
        />
        <VideoCard
          video={videoCard(2, { title: '没买片', access: 'paid', price: 50, bought: false })}
        />
        <VideoCard video={videoCard(3, { title: '会员片', access: 'vip' })} />
      </>,
    );
    expect(link(/已买片/).textContent).toContain('已购');
    expect(link(/已买片/).textContent).not.toContain('钻石');
    expect(link(/没买片/).textContent).toContain('5钻石');
    expect(link(/没买片/).textContent).not.toContain('已购');
    expect(link(/会员片/).textContent).not.toContain('已购');
  });

  it('says 已购 on every card of a video at once when it is bought in this tab', async () => {
    const api = installFakeApi({
      'media/pay': () => ok({ bought: true, balance: 50, charged: 50 }),
    });
    function Buy() {
      const pay = usePayVideo(7);
      return (
        <button type="button" onClick={() => pay.mutate()}>
          购买
        </button>
      );
    }
    // The seeded first screen's card (no `bought`) and a list's card of the same video.
    render(
      <>
        <VideoCard video={videoCard(7, { title: '首屏片', access: 'paid', price: 50 })} />
        <VideoCard
          video={videoCard(7, { title: '列表片', access: 'paid', price: 50, bought: false })}
        />
        <VideoCard video={videoCard(8, { title: '别的片', access: 'paid', price: 50 })} />
        <Buy />
      </>,
    );
    expect(link(/首屏片/).textContent).toContain('5钻石');
    fireEvent.click(screen.getByRole('button', { name: '购买' }));
    await waitFor(() => expect(link(/首屏片/).textContent).toContain('已购'));
    expect(link(/列表片/).textContent).toContain('已购');
    expect(link(/别的片/).textContent).toContain('5钻石');
    expect(api.bodies('media/pay')).toEqual([{ id: 7 }]);
  });

  it('opens the player through the app’s link handling on a tap', () => {
    render(<VideoCard video={videoCard(42)} />);
    fireEvent.click(link(/测试视频42/));
    expect(router.push).toHaveBeenCalledWith('/play/longVideo?id=42');
    // The player gets the tapped card's title and cover before its play info arrives.
    expect(tappedCard(client, 42)?.title).toBe('测试视频42');
  });

  it('opens a short video’s card in the short-video pager on that clip', () => {
    render(<VideoCard video={videoCard(43, { duration: 12, short: true })} />);
    expect(link(/测试视频43/).getAttribute('href')).toBe('/shortVideo?id=43');
    fireEvent.click(link(/测试视频43/));
    expect(router.push).toHaveBeenCalledWith('/shortVideo?id=43');
    expect(tappedCard(client, 43)?.title).toBe('测试视频43');
  });

  it('leaves a ctrl-click to the browser (a new tab)', () => {
    render(<VideoCard video={videoCard(42)} />);
    // jsdom cannot open a tab; stop its default after the app has had its say.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link(/测试视频42/), { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows a ranking number in a row, the top three marked', () => {
    render(
      <>
        <VideoCard video={videoCard(1)} variant="row" rank={1} />
        <VideoCard video={videoCard(2)} variant="row" rank={4} />
      </>,
    );
    expect(link(/测试视频1/).textContent).toMatch(/^第1名/);
    expect(link(/测试视频1/).querySelector('[data-top="1"]')).not.toBeNull();
    expect(link(/测试视频2/).querySelector('[data-top]')).toBeNull();
    // A row also spells out the views and the publication date (Asia/Shanghai).
    expect(link(/测试视频2/).textContent).toContain('1002次播放');
    expect(link(/测试视频2/).textContent).toContain('2025-10-09');
  });
});

describe('VideoGrid layouts', () => {
  it('draws grid2, list, nine and slider in their shapes; nine shows at most nine', () => {
    const videos = videoCards(1, 12);
    const { container, rerender } = render(<VideoGrid videos={videos} layout="nine" />);
    const grid = () => container.querySelector('ul')!;
    expect(grid().dataset.layout).toBe('nine');
    expect(within(grid()).getAllByRole('link')).toHaveLength(9);
    expect(grid().querySelector('[data-variant="poster"]')).not.toBeNull();
    rerender(<VideoGrid videos={videos.slice(0, 4)} layout="list" />);
    expect(within(grid()).getAllByRole('link')).toHaveLength(4);
    expect(grid().querySelector('[data-variant="row"]')).not.toBeNull();
    rerender(<VideoGrid videos={videos.slice(0, 6)} layout="slider" />);
    expect(grid().dataset.layout).toBe('slider');
    expect(within(grid()).getAllByRole('link')).toHaveLength(6);
  });
});

describe('VideoSection', () => {
  it('has a heading and 更多 to the tag page, the topic list or the published feed', () => {
    render(
      <>
        <VideoSection section={section(1, { name: '动作', more: { kind: 'tag', id: 3 } })} />
        <VideoSection section={section(2, { name: '夏日', more: { kind: 'topic', id: 4 } })} />
        <VideoSection section={section(3, { name: '最新', more: { kind: 'published', id: 0 } })} />
        <VideoSection section={section(4, { name: '无更多', more: null })} />
      </>,
    );
    const region = screen.getByRole('region', { name: '动作' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(link('动作 更多').getAttribute('href')).toBe(
      '/subpage/labelPage?id=3&name=%E5%8A%A8%E4%BD%9C',
    );
    expect(link('夏日 更多').getAttribute('href')).toBe('/topicList?id=4&name=%E5%A4%8F%E6%97%A5');
    expect(link('最新 更多').getAttribute('href')).toBe('/subpage/morePage');
    expect(screen.queryByRole('link', { name: '无更多 更多' })).toBeNull();
    fireEvent.click(link('夏日 更多'));
    expect(router.push).toHaveBeenCalledWith('/topicList?id=4&name=%E5%A4%8F%E6%97%A5');
  });

  it('draws nothing for a section without videos', () => {
    render(<VideoSection section={section(1, { name: '空栏目', videos: [] })} />);
    expect(screen.queryByRole('region', { name: '空栏目' })).toBeNull();
  });
});
