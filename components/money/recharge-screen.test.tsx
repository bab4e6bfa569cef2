import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { TIP_GOLD_FOR_GOLD } from '@/lib/domain/money/recharge';
import { userAtom } from '@/lib/state/session-atoms';

import { RechargeScreen } from './recharge-screen';
import { payTypeInfo, product } from './recharge-fixtures.test-support';

const GOLD = [
  product({
    id: 11,
    kind: 'gold',
    title: '100金币',
    price: 10_000,
    reward: { kind: 'gold', amount: 10_000 },
  }),
  product({
    id: 12,
    kind: 'gold',
    title: '500金币',
    price: 50_000,
    reward: { kind: 'gold', amount: 50_000 },
    bonusDiamonds: 500,
    tag: '超值',
  }),
];
const USER = { id: 5, token: 't', wallet: { gold: 12_345, diamonds: 0 } };
const test = setupScreenTest('/mine/recharge', () => ({
  'user/info': () => ok(USER),
  'gold/paytypeinfo': () => ok(payTypeInfo({ products: GOLD, gold: 12_345 }, 'gold')),
}));

afterEach(() => localStorage.clear());

describe('RechargeScreen (金币充值)', () => {
  it('shows 我的金币 and gold packages, payable only through a payment page', async () => {
    const store = createStore();
    store.set(userAtom, USER);
    renderWithProviders(<RechargeScreen />, { store });
    expect(screen.getByRole('heading', { level: 1, name: '金币充值' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '金币余额' }).textContent).toBe('我的金币123.45');
    const first = (await screen.findByRole('radio', { name: '100金币' })) as HTMLInputElement;
    // No 热销 here: the first package.
    expect(first.checked).toBe(true);
    // Gold cannot buy gold: 金币支付 is not listed at all (issue 35: it was, disabled).
    expect(screen.queryByRole('radio', { name: '金币支付' })).toBeNull();
    expect(screen.queryByText(TIP_GOLD_FOR_GOLD)).toBeNull();
    expect((screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '立即支付 ¥100' })).toBeTruthy();
    expect(test.api.bodies('gold/paytypeinfo')).toEqual([{ kind: 'gold' }]);
  });
});
