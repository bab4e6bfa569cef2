import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const hoisted = vi.hoisted(() => ({ user: null as Record<string, unknown> | null }));
vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock('@/lib/api/account/user', () => ({
  useCurrentUser: () => ({ user: hoisted.user, query: { refetch: vi.fn() } }),
}));

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';

import { VipScreen } from './vip-screen';
import { payTypeInfo, product } from './recharge-fixtures.test-support';

const vipProduct = (id: number, tier: 'normal' | 'supreme', title: string, price: number) =>
  product({ id, kind: 'vip', title, price, reward: { kind: 'vip', tier, days: 30 } });
const VIP_PRODUCTS = [
  vipProduct(21, 'normal', 'VIP月卡', 3000),
  vipProduct(22, 'supreme', 'SVIP月卡', 4500),
  { ...vipProduct(23, 'normal', 'VIP季卡', 6800), tag: '热销' },
];

const test = setupScreenTest('/mine/vip', () => ({
  'gold/paytypeinfo': () => ok(payTypeInfo({ products: VIP_PRODUCTS, gold: 10_000 }, 'vip')),
  'card/list': () =>
    ok({
      list: [
        {
          tier: 'normal',
          name: 'VIP会员卡',
          rights: ['VIP专享视频完整观看，无需试看'],
          fromPrice: 3000,
          vip: vip('2026-12-03 08:00:00'),
        },
        {
          tier: 'supreme',
          name: 'SVIP会员卡',
          rights: ['显示SVIP至尊标识'],
          fromPrice: 4500,
          vip: { ...none, vipExpire: '2025-01-01 00:00:00' },
        },
        {
          tier: 'dark',
          name: '暗黑VIP会员卡',
          rights: ['我的页显示VIP标识'],
          fromPrice: null,
          vip: none,
        },
      ],
    }),
}));

const vip = (vipExpire: string) => ({ vipType: 1, vipExpireInt: 1, vipExpire });
const none = { vipType: 0, vipExpireInt: 0, vipExpire: '' };

describe('VipScreen', () => {
  it('a user without a membership is told so and offered the VIP packages by tier', async () => {
    hoisted.user = { id: 5, token: 't', normalVip: none, supremeVip: none, darkVip: none };
    renderWithProviders(<VipScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP会员' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '会员状态' }).textContent).toBe(
      '普通用户您还不是会员',
    );
    expect(await screen.findByRole('radiogroup', { name: '开通会员' })).toBeTruthy();
    const normal = screen.getByRole('group', { name: 'VIP会员' });
    expect(
      within(normal)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['VIP月卡', 'VIP季卡']);
    expect(within(screen.getByRole('group', { name: 'SVIP会员' })).getByRole('radio')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'VIP季卡' }) as HTMLInputElement).checked).toBe(true);
    // 金币支付 can pay a membership when the gold is there.
    expect((screen.getByRole('radio', { name: '金币支付' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: '立即支付 ¥68' })).toBeTruthy();
    // The 兑换码 way stays, as a line under the cashier.
    expect(screen.getByRole('link', { name: '使用兑换码开通' }).getAttribute('href')).toBe(
      '/welfare/exchange',
    );
    expect(screen.queryByText(/即将上线/)).toBeNull();
    expect(test.api.bodies('gold/paytypeinfo')).toEqual([{ kind: 'vip' }]);
  });

  it('shows a 会员卡 per tier: the caller’s standing, the rights and the lowest price', async () => {
    hoisted.user = { id: 5, token: 't', normalVip: none, supremeVip: none, darkVip: none };
    renderWithProviders(<VipScreen />);
    const cards = await screen.findByRole('list', { name: '会员卡' });
    const card = (name: string) => within(cards).getByRole('listitem', { name });
    expect(card('VIP会员卡').textContent).toContain('有效期至 2026-12-03');
    expect(card('VIP会员卡').textContent).toContain('¥30起');
    expect(card('VIP会员卡').textContent).toContain('VIP专享视频完整观看');
    expect(card('SVIP会员卡').textContent).toContain('已于 2025-01-01 到期');
    expect(card('暗黑VIP会员卡').textContent).toContain('未开通');
    expect(card('暗黑VIP会员卡').textContent).not.toContain('起');
  });

  it('shows the label and the expiry §4 picks: supreme first, then dark, then normal', async () => {
    hoisted.user = {
      id: 5,
      token: 't',
      // The origin's §5 date-time: the screen shows its day (issue 35: not to the second).
      normalVip: vip('2026-12-03 08:00:00'),
      supremeVip: vip('2027-01-01 23:59:59'),
      darkVip: none,
    };
    renderWithProviders(<VipScreen />);
    expect(screen.getByRole('region', { name: '会员状态' }).textContent).toBe(
      'SVIP有效期至 2027-01-01',
    );
    const tiers = screen.getByRole('list', { name: '已开通的会员' }).textContent;
    expect(tiers).toContain('SVIP会员 · 有效期至 2027-01-01');
    expect(tiers).toContain('VIP会员 · 有效期至 2026-12-03');
    expect(await screen.findByRole('radiogroup', { name: '续费会员' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '使用兑换码续费' })).toBeTruthy();
  });
});
