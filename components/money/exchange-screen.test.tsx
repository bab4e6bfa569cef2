import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { TIP_REDEEM_GUEST } from '@/lib/domain/money/redeem';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { ExchangeScreen } from './exchange-screen';

const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });
let records: unknown[] = [];
const test = setupScreenTest('/welfare/exchange', () => ({
  'redeemcode/list': () => ok(page(records)),
  'redeemcode/use': (body) =>
    body.code === 'welcome-100'
      ? ok({
          code: 'WELCOME100',
          reward: { kind: 'diamonds', amount: 1000 },
          diamonds: 1230,
          vip: null,
        })
      : fail(4040, '兑换码不存在，请检查后重新输入'),
}));

const account = { id: 100200, token: 't', isGuest: false, wallet: { gold: 0, diamonds: 1230 } };
function renderAs(user: SessionUser) {
  const store = createStore();
  store.set(userAtom, user);
  return renderWithProviders(<ExchangeScreen />, { store });
}

const field = () => screen.getByLabelText('兑换码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即兑换' }));

describe('ExchangeScreen', () => {
  it('tells a guest up front that codes are for accounts, and offers 去登录', async () => {
    records = [];
    renderAs({ id: 100201, token: 't', isGuest: true });
    const card = screen.getByRole('region', { name: '兑换码兑换' });
    expect(card.textContent).toContain(TIP_REDEEM_GUEST);
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/mine/login');
    expect(screen.queryByLabelText('兑换码')).toBeNull();
    expect(await screen.findByText('还没有兑换记录')).toBeTruthy();
    expect(test.api.bodies('redeemcode/use')).toHaveLength(0);
  });

  it('redeems a code: the reward, the new balance, and the records asked again', async () => {
    records = [];
    renderAs(account);
    expect(await screen.findByText('还没有兑换记录')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'welcome-100' } });
    records = [
      { id: 1, code: 'WELCOME100', reward: { kind: 'diamonds', amount: 1000 }, usedAt: 1795700000 },
    ];
    submit();
    const outcome = await screen.findByRole('status', { name: '兑换结果' });
    expect(outcome.textContent).toContain('兑换成功');
    expect(outcome.textContent).toContain('获得 100钻石');
    expect(outcome.textContent).toContain('当前钻石 123');
    expect(field().value).toBe('');
    expect(await screen.findByText('WELCOME100')).toBeTruthy();
    expect(test.api.bodies('redeemcode/use')).toEqual([{ code: 'welcome-100' }]);
  });

  it('says what is wrong before sending, and shows a refusal under the field, keeping the code', async () => {
    records = [];
    renderAs(account);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入兑换码');
    fireEvent.change(field(), { target: { value: 'ab1' } });
    submit();
    expect(screen.getByRole('alert').textContent).toContain('6–32位字母或数字');
    expect(test.api.bodies('redeemcode/use')).toHaveLength(0);

    fireEvent.change(field(), { target: { value: 'NOSUCHCODE' } });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('兑换码不存在，请检查后重新输入'),
    );
    expect(field().value).toBe('NOSUCHCODE');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
