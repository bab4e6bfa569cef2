import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hoisted = vi.hoisted(() => ({
  openLink: vi.fn(async () => undefined),
  refetch: vi.fn(),
  user: { id: 100023, token: 't', isGuest: true } as Record<string, unknown>,
}));
vi.mock('next/navigation', () => ({
  usePathname: () => '/home',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/navigation/use-open-link', () => ({ useOpenLink: () => hoisted.openLink }));
vi.mock('@/lib/api/account/user', () => ({
  useCurrentUser: () => ({
    user: hoisted.user,
    query: { refetch: hoisted.refetch, isFetching: false, isError: false },
  }),
}));
vi.mock('@/lib/media/image-cache', () => ({
  acquireImage: vi.fn(() => new Promise(() => {})),
  invalidateImage: vi.fn(),
}));

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { renderWithProviders, scrollToRecommend } from '@/components/video/video.test-support';
import { fail, installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';
import { feedPage, mediaHome, section } from '@/lib/api/video/media-fixtures.test-support';
import { configAtom } from '@/lib/state/app-atoms';

import { HomeScreen } from './home-screen';

const CONFIG = {
  announcement: [{ id: 1, title: '欢迎来到影视社区', content: '请收藏官方地址。' }],
  advertise: [
    {
      id: 2,
      position: 2,
      title: '热门大片 抢先看',
      cover: '/ads/ad-2.jpg',
      url: '/play/longVideo?id=1',
    },
    { id: 3, position: 2, title: '邀请好友 赢取钻石', cover: '/ads/ad-3.jpg' },
    {
      id: 6,
      position: 5,
      title: '精选专题 一次看个够',
      cover: '/ads/ad-6.jpg',
      jumpUrl: '/topicList?id=1',
    },
  ],
  statConfigApp: {
    list: [
      { id: 1, name: '首页', locIds: [1, 2, 3, 4] },
      { id: 2, name: '长视频', locIds: [5, 11, 40] },
    ],
    nineList: [
      { id: 1, name: '游戏中心', icon: '/icons/nine-1.png', link: '/game' },
      { id: 2, name: '开通VIP', icon: '', link: '/mine/vip' },
    ],
  },
  floatingWindow: {
    enabled: true,
    title: '每日福利',
    cover: '/ads/float-welfare.png',
    link: '/welfare',
  },
};

function renderHome() {
  const store = createStore();
  store.set(configAtom, CONFIG);
  return renderWithProviders(<HomeScreen />, { store });
}

let api: FakeApi;

beforeEach(() => {
  hoisted.user = { id: 100023, token: 't', isGuest: true };
  installDomFakes();
  sessionStorage.clear();
  api = installFakeApi({
    'media/home': (body) =>
      ok(
        body.tabId === 2
          ? mediaHome({ tabId: 2, sections: [section(2, { name: '电影精选', layout: 'list' })] })
          : mediaHome(),
      ),
    'media/recommend': (body) => ok(feedPage(body, 13, 500)),
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('HomeScreen', () => {
  it('has the page heading, the search entry and the user’s own entry to 我的', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '搜索' }).getAttribute('href')).toBe('/subpage/search');
    // The hint says what search finds (titles, tags, actors), not UP主 it does not search.
    expect(screen.getByRole('link', { name: '搜索' }).textContent).toBe('搜索影片、标签、演员');
    // No guest number and no refresh button: a way to the user's own page instead.
    const account = screen.getByRole('link', { name: '我的（游客，未登录）' });
    expect(account.getAttribute('href')).toBe('/mine');
    expect(screen.queryByText(/#100023/)).toBeNull();
    expect(screen.queryByRole('button', { name: '刷新资料' })).toBeNull();
  });

  it('badges a VIP’s avatar', () => {
    hoisted.user = {
      id: 7,
      token: 't',
      isGuest: false,
      supremeVip: { vipType: 2, vipExpireInt: 4_102_415_999, vipExpire: '2099-12-31 23:59:59' },
    };
    renderHome();
    const account = screen.getByRole('link', { name: '我的（SVIP会员）' });
    expect(account.textContent).toBe('SVIP');
  });

  it('shows the notice, the home carousel, the nine-grid and the other screens’ ad rows', () => {
    renderHome();
    expect(screen.getByRole('button', { name: /欢迎来到影视社区：请收藏官方地址。/ })).toBeTruthy();
    const banner = screen.getByRole('region', { name: '首页轮播广告' });
    expect(within(banner).getAllByRole('group')).toHaveLength(2);
    const grid = screen.getByRole('navigation', { name: '快捷入口' });
    // Named by the entry's name alone: the icon's placeholder initial is hidden from readers.
    expect(within(grid).getAllByRole('button')).toEqual([
      within(grid).getByRole('button', { name: '游戏中心' }),
      within(grid).getByRole('button', { name: '开通VIP' }),
    ]);
    const row = screen.getByRole('region', { name: '长视频' });
    expect(within(row).getByText('精选专题 一次看个够')).toBeTruthy();
    // The home screen's own positions are not repeated as a row.
    expect(screen.queryByRole('region', { name: '首页' })).toBeNull();
  });

  it('shows the area’s tabs, the first tab’s sections and 为你推荐 from the media calls', async () => {
    renderHome();
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);
    const tabs = await screen.findByRole('tablist', { name: '视频分类' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['推荐', '电影']);
    const hot = screen.getByRole('region', { name: '热门推荐' });
    expect(within(hot).getAllByRole('link', { name: /测试视频/ })).toHaveLength(4);
    // Not with the first screen: only when its title comes within a screen of the viewport.
    await screen.findByRole('heading', { level: 2, name: '为你推荐' });
    expect(api.bodies('media/recommend')).toEqual([]);
    await scrollToRecommend();
    const feed = await screen.findByRole('list', { name: '为你推荐' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(10));
    expect(api.bodies('media/home')).toEqual([{ area: 'home' }]);
    expect(api.bodies('media/recommend')).toEqual([{ tabId: 1, page: 1, pageSize: 10 }]);
    // The config's ad rows sit in the first tab, before 为你推荐.
    expect(screen.getByRole('region', { name: '长视频' })).toBeTruthy();
  });

  it('loads another tab’s sections and feed when it is chosen', async () => {
    renderHome();
    fireEvent.click(await screen.findByRole('tab', { name: '电影' }));
    expect(await screen.findByRole('region', { name: '电影精选' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '电影' }).getAttribute('aria-selected')).toBe('true');
    expect(api.bodies('media/home')).toEqual([{ area: 'home' }, { area: 'home', tabId: 2 }]);
    await scrollToRecommend();
    await waitFor(() =>
      expect(api.bodies('media/recommend')).toContainEqual({ tabId: 2, page: 1, pageSize: 10 }),
    );
  });

  it('shows a Chinese error with 重试 when the feed cannot load, and keeps the rest', async () => {
    api.on('media/home', () => fail(5020, '网络异常，请检查网络后重试'));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络异常，请检查网络后重试');
    expect(screen.getByRole('navigation', { name: '快捷入口' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '长视频' })).toBeTruthy();
    api.on('media/home', () => ok(mediaHome()));
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '热门推荐' })).toBeTruthy();
  });

  it('every tap goes through useOpenLink with the item as sent', () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '热门大片 抢先看' }));
    expect(hoisted.openLink).toHaveBeenLastCalledWith(CONFIG.advertise[0]);
    fireEvent.click(screen.getByRole('button', { name: '游戏中心' }));
    expect(hoisted.openLink).toHaveBeenLastCalledWith(CONFIG.statConfigApp.nineList[0]);
    fireEvent.click(screen.getByText('精选专题 一次看个够'));
    expect(hoisted.openLink).toHaveBeenLastCalledWith(CONFIG.advertise[2]);
    fireEvent.click(screen.getByRole('button', { name: '每日福利' }));
    expect(hoisted.openLink).toHaveBeenLastCalledWith(CONFIG.floatingWindow);
  });

  it('refreshes the feed when pulled down from the top, wherever the finger lands', async () => {
    renderHome();
    await scrollToRecommend();
    await within(await screen.findByRole('list', { name: '为你推荐' })).findAllByRole('link');
    const asked = () => ({
      home: api.bodies('media/home').length,
      feed: api.bodies('media/recommend').length,
    });
    const before = asked();
    // On the notice bar, above the feed (the first screen of 首页 is notices, banner and grid).
    const notice = screen.getByRole('button', { name: /欢迎来到影视社区/ });
    const at = (y: number) => ({ touches: [{ clientX: 20, clientY: y }] });
    fireEvent.touchStart(notice, at(100));
    fireEvent.touchMove(notice, at(140));
    fireEvent.touchMove(notice, at(260));
    expect(await screen.findByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(notice, { touches: [] });
    await waitFor(() => expect(asked().feed).toBeGreaterThan(before.feed));
    expect(asked().home).toBeGreaterThan(before.home);
    expect(api.bodies('media/recommend').at(-1)).toMatchObject({ page: 1 });
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });

  it('has the floating publish button and the tab bar', () => {
    renderHome();
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '主导航' });
    expect(within(tabs).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
