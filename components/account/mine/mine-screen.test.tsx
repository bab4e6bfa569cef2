import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hoisted = vi.hoisted(() => ({ user: null as Record<string, unknown> | null, unread: 0 }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/mine',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), replace: vi.fn() }),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/api/account/unread', () => ({ useUnreadMessages: () => hoisted.unread }));
vi.mock('@/lib/api/account/user', () => ({
  useCurrentUser: () => ({ user: hoisted.user, query: { refetch: vi.fn(), isFetching: false } }),
}));

import { MineScreen } from './mine-screen';

const NO_VIP = { vipType: 0, vipExpireInt: 0, vipExpire: '' };

beforeEach(() => {
  hoisted.user = {
    id: 100023,
    token: 't',
    isGuest: true,
    nickname: '游客100023',
    normalVip: NO_VIP,
  };
});
afterEach(cleanup);

describe('MineScreen', () => {
  it('shows the guest’s card with 游客 #id, no VIP, and a way to sign in', () => {
    render(<MineScreen />);
    const card = screen.getByRole('region', { name: '个人信息' });
    expect(within(card).getByText('游客100023')).toBeTruthy();
    expect(within(card).getByTestId('mine-user-tag').textContent).toBe('游客 #100023');
    expect(within(card).getByText('未开通VIP')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '登录/注册' }).getAttribute('href')).toBe(
      '/mine/login',
    );
    expect(
      within(card)
        .getByRole('link', { name: /立即开通/ })
        .getAttribute('href'),
    ).toBe('/mine/vip');
    expect(within(card).queryByText('钻石')).toBeNull();
  });

  it('shows a VIP’s label, expiry and wallet', () => {
    hoisted.user = {
      id: 9,
      token: 't',
      isGuest: false,
      nickname: '小明',
      supremeVip: { vipType: 2, vipExpireInt: 1_900_000_000, vipExpire: '2030-03-17 17:46:40' },
      wallet: { diamonds: 1230, gold: 12345 },
    };
    render(<MineScreen />);
    const card = screen.getByRole('region', { name: '个人信息' });
    expect(within(card).getByText('SVIP')).toBeTruthy();
    expect(within(card).getByText(/2030-03-17 到期/)).toBeTruthy();
    expect(within(card).getByText('123')).toBeTruthy();
    expect(within(card).getByText('123.45')).toBeTruthy();
    // Each balance leads to where it is topped up.
    const wallet = within(card).getByRole('group', { name: '我的钱包' });
    expect(
      within(wallet)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['钻石123', '/mine/diamondRecharge'],
      ['金币123.45', '/mine/recharge'],
    ]);
    expect(within(card).queryByRole('link', { name: '登录/注册' })).toBeNull();
    // A member is asked to extend, not to open what they have (issue 35).
    const shortcuts = screen.getByRole('region', { name: '常用功能' });
    expect(within(shortcuts).getByRole('link', { name: '续费VIP' }).getAttribute('href')).toBe(
      '/mine/vip',
    );
    expect(within(shortcuts).queryByRole('link', { name: '开通VIP' })).toBeNull();
  });

  it('has the four shortcuts, the AI entry and the menu of /mine children', () => {
    render(<MineScreen />);
    const shortcuts = screen.getByRole('region', { name: '常用功能' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['开通VIP', '/mine/vip'],
      ['钻石充值', '/mine/diamondRecharge'],
      ['分享邀请', '/mine/share'],
      ['在线客服', '/mine/onLine'],
      ['AI创作AI换脸写真 · 我的作品', '/ai/generate'],
    ]);
    const menu = screen.getByRole('navigation', { name: '我的服务' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/mine/myCollect');
    expect(hrefs).toContain('/mine/setting');
    expect(hrefs).toContain('/mine/ledger');
    expect(hrefs.every((href) => href?.startsWith('/mine/'))).toBe(true);
    expect(
      screen.getAllByRole('link', { name: '设置' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/mine/setting', '/mine/setting']);
    expect(screen.getByRole('heading', { name: '我的' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    // No publish button on mine (§2 puts it on home and community).
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
  });

  it('shows the unread message count on 消息中心, and nothing when all are read', () => {
    hoisted.unread = 3;
    render(<MineScreen />);
    const link = screen.getByRole('link', { name: /消息中心/ });
    expect(within(link).getByLabelText('3条未读消息').textContent).toBe('3');
    cleanup();
    hoisted.unread = 0;
    render(<MineScreen />);
    expect(screen.queryByLabelText(/条未读消息/)).toBeNull();
  });
});
