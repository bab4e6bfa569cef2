import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { fail, installFakeApi, ok } from '@/lib/api/fake-api.test-support';
import { CLOSURE_CONSEQUENCES } from '@/lib/domain/account/closure';
import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';

import { renderScreen, router } from '../account.test-support';
import { CLOSE_TICK, CloseAccountScreen } from './close-account-screen';

const member = (over: Record<string, unknown> = {}) => ({
  id: 100300,
  token: 't',
  isGuest: false,
  nickname: '影迷小王',
  hasPassword: true,
  phone: '',
  wallet: { diamonds: 1230, gold: 5000 },
  ...over,
});

function api(user = member(), close = () => ok({ closed: true })) {
  return installFakeApi({
    'user/info': () => ok(user),
    'user/close': close,
    'user/logout': () => ok(null),
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
const tick = () => fireEvent.click(screen.getByRole('checkbox', { name: CLOSE_TICK }));
const typePassword = (value: string) =>
  fireEvent.change(screen.getByLabelText('登录密码'), { target: { value } });

beforeEach(() => {
  installDomFakes();
  router.replace.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CloseAccountScreen', () => {
  it('lists what happens and the balances that will be lost', async () => {
    api();
    renderScreen(<CloseAccountScreen />);
    const notice = await screen.findByRole('region', { name: '注销须知' });
    for (const line of CLOSURE_CONSEQUENCES) expect(within(notice).getByText(line)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('lost-diamonds').textContent).toBe('123'));
    expect(screen.getByTestId('lost-gold').textContent).toBe('50');
  });

  it('sends nothing without the tick, then closes after the last confirm and leaves as a guest', async () => {
    const calls = api();
    renderScreen(<CloseAccountScreen />);
    await waitFor(() => expect(screen.getByTestId('lost-diamonds').textContent).toBe('123'));
    typePassword('secret-123');
    submit();
    expect(await screen.findByText('请先勾选“我已了解注销后果”')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: CLOSE_TICK }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    tick();
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('钻石 123、金币 50 将作废');
    expect(calls.bodies('user/close')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/mine'));
    expect(calls.bodies('user/close')).toEqual([{ password: 'secret-123' }]);
    expect(getAppStore().get(tokenAtom)).toBeNull();
    expect(await screen.findByText('账号已注销')).toBeTruthy();
  });

  it('keeps the account when the last confirm is cancelled', async () => {
    const calls = api();
    renderScreen(<CloseAccountScreen />);
    await screen.findByRole('region', { name: '注销须知' });
    typePassword('secret-123');
    tick();
    submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.bodies('user/close')).toHaveLength(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the origin’s refusal and stays signed in', async () => {
    const calls = api(member(), () => fail(4000, '密码错误'));
    renderScreen(<CloseAccountScreen />);
    await screen.findByRole('region', { name: '注销须知' });
    typePassword('wrong-one');
    tick();
    submit();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认注销' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('密码错误');
    expect(calls.bodies('user/logout')).toHaveLength(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('asks a phone account without a password for a code to its phone', async () => {
    const calls = api(member({ hasPassword: false, phone: '138****8000' }));
    renderScreen(<CloseAccountScreen />);
    expect(await screen.findByText('验证码将发送到已绑定的手机 138****8000')).toBeTruthy();
    expect(screen.queryByLabelText('登录密码')).toBeNull();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    tick();
    submit();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认注销' }),
    );
    await waitFor(() => expect(calls.bodies('user/close')).toEqual([{ code: '123456' }]));
  });

  it('tells a guest there is nothing to close', async () => {
    const calls = api(member({ isGuest: true, hasPassword: false }));
    renderScreen(<CloseAccountScreen />);
    expect(await screen.findByRole('region', { name: '游客无需注销' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/mine/login');
    expect(screen.queryByRole('form', { name: '注销账号' })).toBeNull();
    expect(calls.bodies('user/close')).toHaveLength(0);
  });
});
