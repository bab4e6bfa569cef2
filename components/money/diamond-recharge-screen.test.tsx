import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const hoisted = vi.hoisted(() => ({ user: null as Record<string, unknown> | null }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/mine/diamondRecharge',
  useRouter: () => ({ push: vi.fn(), back: vi.fn(), replace: vi.fn() }),
}));
vi.mock('@/lib/api/account/user', () => ({
  useCurrentUser: () => ({ user: hoisted.user, query: { refetch: vi.fn() } }),
}));

import { DiamondRechargeScreen } from './diamond-recharge-screen';

afterEach(cleanup);

describe('DiamondRechargeScreen', () => {
  it('shows the user’s diamonds (§5) and says recharging is coming', () => {
    hoisted.user = { id: 5, token: 't', wallet: { gold: 0, diamonds: 1230 } };
    render(<DiamondRechargeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '钻石充值' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '钻石余额' }).textContent).toBe('当前钻石123');
    expect(screen.getByText('在线充值即将上线')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('shows a dash, not a wrong 0, while the balance is not known', () => {
    hoisted.user = { id: 5, token: 't' };
    render(<DiamondRechargeScreen />);
    expect(screen.getByRole('region', { name: '钻石余额' }).textContent).toBe('当前钻石—');
  });
});
