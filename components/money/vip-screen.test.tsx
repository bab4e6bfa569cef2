import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const hoisted = vi.hoisted(() => ({ user: null as Record<string, unknown> | null }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/mine/vip',
  useRouter: () => ({ push: vi.fn(), back: vi.fn(), replace: vi.fn() }),
}));
vi.mock('@/lib/api/account/user', () => ({
  useCurrentUser: () => ({ user: hoisted.user, query: { refetch: vi.fn() } }),
}));

import { VipScreen } from './vip-screen';

afterEach(cleanup);

const vip = (vipExpire: string) => ({ vipType: 1, vipExpireInt: 1, vipExpire });
const none = { vipType: 0, vipExpireInt: 0, vipExpire: '' };

describe('VipScreen', () => {
  it('a user without a membership is told so and sent to the 兑换中心 to open one', () => {
    hoisted.user = { id: 5, token: 't', normalVip: none, supremeVip: none, darkVip: none };
    render(<VipScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP会员' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '会员状态' }).textContent).toBe(
      '普通用户您还不是会员',
    );
    expect(screen.getByRole('link', { name: '使用兑换码开通' }).getAttribute('href')).toBe(
      '/welfare/exchange',
    );
    expect(screen.getByText(/在线支付开通即将上线/)).toBeTruthy();
  });

  it('shows the label and the expiry §4 picks: supreme first, then dark, then normal', () => {
    hoisted.user = {
      id: 5,
      token: 't',
      normalVip: vip('2026-12-03'),
      supremeVip: vip('2027-01-01'),
      darkVip: none,
    };
    render(<VipScreen />);
    expect(screen.getByRole('region', { name: '会员状态' }).textContent).toBe(
      'SVIP有效期至 2027-01-01',
    );
    const tiers = screen.getByRole('list', { name: '已开通的会员' }).textContent;
    expect(tiers).toContain('SVIP会员 · 有效期至 2027-01-01');
    expect(tiers).toContain('VIP会员 · 有效期至 2026-12-03');
    expect(screen.getByRole('link', { name: '使用兑换码续费' })).toBeTruthy();
  });
});
