import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { DiamondRechargeScreen } from './diamond-recharge-screen';
import { order, payTypeInfo } from './recharge-fixtures.test-support';

let user: SessionUser | null = null;
const test = setupScreenTest('/mine/diamondRecharge', () => ({
  'user/info': () => ok(user),
  'gold/paytypeinfo': () => ok(payTypeInfo({ gold: 5000 })),
}));

afterEach(() => localStorage.clear());

function renderAs(stored: SessionUser | null) {
  user = stored;
  const store = createStore();
  store.set(userAtom, stored);
  return renderWithProviders(<DiamondRechargeScreen />, { store });
}

const balance = () => screen.getByRole('region', { name: '钻石余额' }).textContent;

describe('DiamondRechargeScreen', () => {
  it('shows the diamonds (§5), the cashier and the way to 充值记录', async () => {
    renderAs({ id: 5, token: 't', wallet: { gold: 5000, diamonds: 1230 } });
    expect(screen.getByRole('heading', { level: 1, name: '钻石充值' })).toBeTruthy();
    expect(balance()).toBe('当前钻石123');
    expect(screen.getByRole('link', { name: '充值记录' }).getAttribute('href')).toBe(
      '/mine/rechargeRecord',
    );
    expect(await screen.findByRole('radio', { name: '300钻石' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('shows a dash, not a wrong 0, while the balance is not known', () => {
    renderAs({ id: 5, token: 't' });
    expect(balance()).toBe('当前钻石—');
  });

  it('a payment with gold shows the new diamonds at once', async () => {
    renderAs({ id: 5, token: 't', wallet: { gold: 5000, diamonds: 1230 } });
    test.api.on('recharge/submit', () => {
      user = { id: 5, token: 't', wallet: { gold: 2000, diamonds: 4530 } };
      return ok({
        order: order({ status: 'paid', payType: 'gold', payUrl: null }),
        wallet: { gold: 2000, diamonds: 4530 },
        vip: null,
      });
    });
    fireEvent.click(await screen.findByRole('radio', { name: '金币支付' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥30' }));
    await waitFor(() => expect(balance()).toBe('当前钻石453'));
    expect(await screen.findByText('支付成功，获得300钻石 + 赠30钻石')).toBeTruthy();
    // user/info is asked again to confirm the balances.
    await waitFor(() => expect(test.api.bodies('user/info').length).toBeGreaterThan(1));
  });
});
