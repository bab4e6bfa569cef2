// The login screen's consent, 忘记密码 and the lines that tell its ways in apart (issue 35).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';

import { renderScreen, router } from '../account.test-support';
import { LoginScreen, RESET_PASSWORD_ROUTE } from './login-screen';
import { RegisterScreen } from './register-screen';

const USER = { id: 1002, token: 'tok-demo', isGuest: false, nickname: '演示用户' };

let api: FakeApi;
beforeEach(() => {
  installDomFakes();
  api = installFakeApi({
    'login/before': () => ok({ captchaRequired: false, loginLocked: false }),
    'login/account/login': () => ok(USER),
    'login/account/register': () => ok(USER),
    'login/phone': () => ok(USER),
    'login/captcha': () => ok({ wait: 60 }),
    'user/qrcode/info': () => ok({ status: 'pending', code: 'c', pollSecret: 's', qrText: 'q' }),
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const consentBox = () => screen.getByRole('checkbox', { name: /我已阅读并同意/ });

function fillAccount() {
  const form = screen.getByRole('form', { name: '账号登录' });
  fireEvent.change(within(form).getByLabelText('账号'), { target: { value: 'demo' } });
  fireEvent.change(within(form).getByLabelText('密码'), { target: { value: 'demo123456' } });
  return form;
}

describe('LoginScreen consent', () => {
  it('sends no login until 用户协议 and 隐私政策 are agreed to, and says why', async () => {
    renderScreen(<LoginScreen />);
    const form = fillAccount();
    expect((consentBox() as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies('login/account/login')).toHaveLength(0);

    fireEvent.click(consentBox());
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/mine'));
    expect(api.bodies('login/account/login')).toHaveLength(1);
  });

  it('links both agreements to pages of the app', () => {
    renderScreen(<LoginScreen />);
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/mine/userAgreement',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(
      '/mine/privacyPolicy',
    );
  });

  it('shows no login QR before the consent, and asks the origin for none', async () => {
    renderScreen(<LoginScreen />);
    fireEvent.click(screen.getByRole('tab', { name: '扫码登录' }));
    const panel = screen.getByRole('region', { name: '扫码登录' });
    expect(panel.textContent).toContain('请先阅读并同意');
    expect(api.bodies('user/qrcode/info')).toHaveLength(0);
    fireEvent.click(consentBox());
    await vi.waitFor(() => expect(api.bodies('user/qrcode/info')).toHaveLength(1));
  });

  it('registers only with the consent too', async () => {
    renderScreen(<RegisterScreen />);
    const form = screen.getByRole('form', { name: '注册账号' });
    fireEvent.change(within(form).getByLabelText('账号'), { target: { value: 'new_user' } });
    fireEvent.change(within(form).getByLabelText('密码'), { target: { value: 'secret-123' } });
    fireEvent.change(within(form).getByLabelText('确认密码'), { target: { value: 'secret-123' } });
    fireEvent.click(within(form).getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(api.bodies('login/account/register')).toHaveLength(0);
    fireEvent.click(consentBox());
    fireEvent.click(within(form).getByRole('button', { name: '注册' }));
    await vi.waitFor(() => expect(api.bodies('login/account/register')).toHaveLength(1));
  });
});

describe('LoginScreen 忘记密码', () => {
  it('leads to a phone code, then to a new password proven by it', async () => {
    renderScreen(<LoginScreen />);
    fireEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(screen.getByRole('heading', { name: '找回密码' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '手机登录' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe(
      '/mine/setting/kf',
    );

    const form = screen.getByRole('form', { name: '手机登录' });
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(within(form).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(consentBox());
    fireEvent.click(within(form).getByRole('button', { name: '验证并设置新密码' }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith(RESET_PASSWORD_ROUTE));
    expect(RESET_PASSWORD_ROUTE).toBe('/mine/setting/modifyPassword?by=code');
  });
});

describe('LoginScreen other ways in', () => {
  it('says in a line each what 扫码登录 and 扫描账号凭证 do', () => {
    renderScreen(<LoginScreen />);
    const ways = screen.getByRole('list', { name: '其他方式' });
    const rows = within(ways).getAllByRole('listitem');
    const row = (name: string) => rows.find((item) => item.textContent?.startsWith(name));
    expect(row('扫码登录')?.textContent).toContain('用已登录的手机扫码确认');
    expect(row('扫描账号凭证')?.textContent).toContain('扫描你保存的「账号凭证」图片');
    expect(
      within(row('扫描账号凭证')!).getByRole('link', { name: '扫描账号凭证' }).getAttribute('href'),
    ).toBe('/mine/setting/accoutCodeCamera');
  });
});
