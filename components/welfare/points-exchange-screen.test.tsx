import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
// The stored user as the screen reads it: a guest or an account, without user/info.
vi.mock('@/lib/api/account/user', async () => {
  const { useAtomValue } = await import('jotai');
  const { userAtom } = await import('@/lib/state/session-atoms');
  return { useCurrentUser: () => ({ user: useAtomValue(userAtom), query: { refetch: vi.fn() } }) };
});

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { fail, ok } from '@/lib/api/fake-api.test-support';
import { TIP_POINTS_GUEST } from '@/lib/domain/welfare/points';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { PointsExchangeScreen } from './points-exchange-screen';

const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });
const DIAMONDS = {
  id: 1,
  title: '5钻石',
  reward: { kind: 'diamonds', amount: 50 },
  price: 10,
  stock: null,
  userLimit: null,
  exchanged: 0,
};
const SVIP = {
  id: 5,
  title: 'SVIP会员 3天',
  reward: { kind: 'vip', tier: 'supreme', days: 3 },
  price: 150,
  stock: 50,
  userLimit: 1,
  exchanged: 0,
};
const GONE = { ...SVIP, id: 6, title: '暗黑VIP会员 1天', stock: 0, price: 60 };
const LIMITED = { ...SVIP, id: 4, title: '50钻石 限量', price: 5, exchanged: 1 };

let balance = 12;
let records: unknown[] = [];
const test = setupScreenTest('/mine/pointExchange', () => ({
  'redeem/list': () =>
    ok({
      list: [DIAMONDS, SVIP, GONE, LIMITED],
      points: { earned: 20, spent: 20 - balance, balance },
    }),
  'redeem/history': () => ok(page(records)),
  'redeem/exchange': (body) => {
    if (body.id !== 1) return fail(4010, '积分不足');
    balance -= 10;
    records = [
      {
        id: 9,
        goodsId: 1,
        title: '5钻石',
        reward: DIAMONDS.reward,
        points: 10,
        createdAt: 1795700000,
      },
    ];
    return ok({
      exchange: records[0],
      points: { earned: 20, spent: 20 - balance, balance },
      wallet: { gold: 0, diamonds: 50 },
      vip: null,
    });
  },
}));

const account = { id: 100200, token: 't', isGuest: false, wallet: { gold: 0, diamonds: 0 } };
function renderAs(user: SessionUser) {
  const store = createStore();
  store.set(userAtom, user);
  return renderWithProviders(<PointsExchangeScreen />, { store });
}
const goodsRow = async (title: string) =>
  within(await screen.findByRole('list', { name: '兑换商品' })).findByRole('listitem', {
    name: title,
  });

describe('PointsExchangeScreen', () => {
  it('shows the balance, and each good’s state on its button', async () => {
    balance = 12;
    records = [];
    renderAs(account);
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('12'));
    expect((await goodsRow('5钻石')).textContent).toContain('不限量');
    const button = async (title: string) => within(await goodsRow(title)).getByRole('button');
    expect((await button('5钻石')).textContent).toBe('兑换');
    expect((await button('SVIP会员 3天')).textContent).toBe('积分不足');
    expect((await button('暗黑VIP会员 1天')).textContent).toBe('已兑完');
    expect((await button('50钻石 限量')).textContent).toBe('已达上限');
    expect((await button('50钻石 限量')).getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('还没有兑换记录')).toBeTruthy();
  });

  it('exchanges after the confirm: the outcome, the balance and the history asked again', async () => {
    balance = 12;
    records = [];
    renderAs(account);
    fireEvent.click(within(await goodsRow('5钻石')).getByRole('button', { name: '兑换' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('使用10积分兑换「5钻石」？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    const outcome = await screen.findByRole('status', { name: '兑换结果' });
    expect(outcome.textContent).toContain('获得 5钻石');
    expect(outcome.textContent).toContain('剩余积分 2');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2'));
    expect(await screen.findByText('-10积分')).toBeTruthy();
    expect(test.api.bodies('redeem/exchange')).toEqual([{ id: 1 }]);
  });

  it('sends nothing when the confirm is cancelled', async () => {
    balance = 12;
    renderAs(account);
    fireEvent.click(within(await goodsRow('5钻石')).getByRole('button', { name: '兑换' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(test.api.bodies('redeem/exchange')).toHaveLength(0);
  });

  it('tells a guest to log in, and offers 登录兑换 instead of 兑换', async () => {
    balance = 0;
    records = [];
    renderAs({ id: 100201, token: 't', isGuest: true });
    expect((await screen.findByRole('region', { name: '我的积分' })).textContent).toContain(
      TIP_POINTS_GUEST,
    );
    const row = await goodsRow('5钻石');
    expect(within(row).getByRole('link', { name: '登录兑换' }).getAttribute('href')).toBe(
      '/mine/login',
    );
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
