import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { NO_MORE_TEXT } from '@/components/ui/list';
import { fail, ok } from '@/lib/api/fake-api.test-support';
import { formatDate } from '@/lib/domain/platform/format';

import { RechargeRecordScreen } from './recharge-record-screen';
import { PAY_URL, order, page } from './recharge-fixtures.test-support';

const PAID = order({
  title: 'SVIP月卡',
  kind: 'vip',
  payType: 'gold',
  status: 'paid',
  price: 4500,
  reward: { kind: 'vip', tier: 'supreme', days: 30 },
  bonusDiamonds: 0,
  createdAt: 1_795_700_000,
  paidAt: 1_795_700_000,
  payUrl: null,
});
const OPEN = order({ title: '300钻石', payType: 'wechat' });
const CLOSED = order({ title: '60钻石', price: 600, status: 'closed', payUrl: null });

let orders: unknown[] = [];
const test = setupScreenTest('/mine/rechargeRecord', () => ({
  'recharge/history': (body) => (body.orderNo ? ok(page([OPEN])) : ok(page(orders))),
}));

const card = (name: string) => screen.getByRole('article', { name });

describe('RechargeRecordScreen', () => {
  it('lists the orders with what they gave, the price, the way, the state and the number', async () => {
    orders = [OPEN, PAID, CLOSED];
    renderWithProviders(<RechargeRecordScreen />);
    const paid = await screen.findByRole('article', { name: 'SVIP会员 30天' });
    expect(paid.textContent).toContain('SVIP会员 30天');
    expect(paid.textContent).toContain('¥45');
    expect(paid.textContent).toContain('金币支付');
    expect(paid.textContent).toContain('已支付');
    expect(paid.textContent).toContain(formatDate(PAID.createdAt, 'YYYY-MM-DD HH:mm'));
    expect(paid.textContent).toContain(`订单号 ${PAID.orderNo}`);
    expect(within(paid).queryByRole('button')).toBeNull();
    expect(card('60钻石').textContent).toContain('已关闭');

    const open = card('300钻石');
    expect(open.textContent).toContain('待支付');
    expect(open.textContent).toContain('微信支付');
    expect(open.textContent).toMatch(/剩余支付时间 1[45]:\d\d/);
    expect(await screen.findByText(NO_MORE_TEXT)).toBeTruthy();
    expect(test.api.bodies('recharge/history')[0]).toEqual({ page: 1, pageSize: 10 });
    expect(screen.getByRole('link', { name: '钻石明细' }).getAttribute('href')).toBe(
      '/mine/ledger',
    );
  });

  it('继续支付 opens the payment page inside the tap and waits for the payment', async () => {
    orders = [OPEN];
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderWithProviders(<RechargeRecordScreen />);
    const row = await screen.findByRole('article', { name: '300钻石' });
    fireEvent.click(within(row).getByRole('button', { name: '继续支付' }));
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank', 'noopener,noreferrer');
    const dialog = await screen.findByRole('dialog', { name: '等待支付' });
    expect(dialog.textContent).toContain(OPEN.orderNo);
    await waitFor(() =>
      expect(test.api.bodies('recharge/history')).toContainEqual({
        page: 1,
        pageSize: 1,
        orderNo: OPEN.orderNo,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there are none yet and leads to recharge', async () => {
    orders = [];
    renderWithProviders(<RechargeRecordScreen />);
    expect(await screen.findByText('暂无充值记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/mine/diamondRecharge',
    );
  });

  it('offers 重试 when the list cannot load', async () => {
    orders = [PAID];
    let failing = true;
    test.api.on('recharge/history', () =>
      failing ? fail(5020, '网络开小差了，请稍后重试') : ok(page(orders)),
    );
    renderWithProviders(<RechargeRecordScreen />);
    const retry = await screen.findByRole('button', { name: '重试' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'SVIP会员 30天' })).toBeTruthy();
  });
});
