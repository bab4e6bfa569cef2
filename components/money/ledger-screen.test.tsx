import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { NO_MORE_TEXT } from '@/components/ui/list';
import { ok } from '@/lib/api/fake-api.test-support';
import { formatDate } from '@/lib/domain/platform/format';
import type { LedgerEntry } from '@/lib/protocol/shapes/money/redeem-and-wallet';

import { LedgerScreen } from './ledger-screen';

const AT = Date.UTC(2025, 5, 1, 16, 5) / 1000; // 00:05 on 2 June in Shanghai
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  currency: 'diamonds',
  amount: 20,
  balanceAfter: 20,
  reason: 'task',
  title: '',
  createdAt: AT,
  ...over,
});
const ROWS: LedgerEntry[] = [
  entry({ id: 4, reason: 'task', amount: 20, balanceAfter: 920, title: '每日签到' }),
  entry({ id: 3, reason: 'video', amount: -100, balanceAfter: 900, title: '午夜列车' }),
  entry({ id: 2, currency: 'gold', reason: 'recharge_gold', amount: -3000, balanceAfter: 0 }),
  entry({ id: 1, reason: 'recharge', amount: 1000, balanceAfter: 1000 }),
];

const pageOf = (list: LedgerEntry[]) => ({ list, page: 1, pageSize: 10, total: list.length });
const test = setupScreenTest('/mine/ledger', () => ({
  'user/wallet/ledger': (body) =>
    ok(pageOf(body.currency ? ROWS.filter((r) => r.currency === body.currency) : ROWS)),
}));

const rows = () => screen.getAllByRole('article');

describe('LedgerScreen', () => {
  it('lists every move with its label, subject, signed amount, balance and Shanghai time', async () => {
    renderWithProviders(<LedgerScreen />);
    const reward = await screen.findByRole('article', { name: '任务奖励' });
    expect(reward.textContent).toContain('每日签到');
    expect(reward.textContent).toContain('+2钻石');
    expect(reward.textContent).toContain('余额 92钻石');
    expect(reward.textContent).toContain('2025-06-02 00:05');
    expect(formatDate(AT, 'YYYY-MM-DD HH:mm')).toBe('2025-06-02 00:05');
    const bought = screen.getByRole('article', { name: '购买影片' });
    expect(bought.textContent).toContain('午夜列车');
    expect(bought.textContent).toContain('-10钻石');
    expect(screen.getByRole('article', { name: '金币支付' }).textContent).toContain('-30金币');
    expect(screen.getByRole('article', { name: '充值' }).textContent).toContain('+100钻石');
    expect(await screen.findByText(NO_MORE_TEXT)).toBeTruthy();
    expect(test.api.bodies('user/wallet/ledger')[0]).toEqual({ page: 1, pageSize: 10 });
  });

  it('shows one currency per tab', async () => {
    renderWithProviders(<LedgerScreen />);
    await screen.findByRole('article', { name: '任务奖励' });
    fireEvent.click(screen.getByRole('tab', { name: '金币' }));
    await screen.findByRole('article', { name: '金币支付' });
    expect(rows()).toHaveLength(1);
    expect(test.api.bodies('user/wallet/ledger').at(-1)).toEqual({
      page: 1,
      pageSize: 10,
      currency: 'gold',
    });
    fireEvent.click(screen.getByRole('tab', { name: '钻石' }));
    await screen.findByRole('article', { name: '任务奖励' });
    expect(rows()).toHaveLength(3);
  });

  it('says so when there is nothing yet', async () => {
    test.api.on('user/wallet/ledger', () => ok(pageOf([])));
    renderWithProviders(<LedgerScreen />);
    expect(await screen.findByText(/暂无明细/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '金币' }));
    expect(await screen.findByText('暂无金币明细')).toBeTruthy();
  });
});
