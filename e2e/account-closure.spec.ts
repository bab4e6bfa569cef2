// Issue 39: 注销账号. Register, close the account from 设置 (password, the tick, the last confirm
// naming the balances lost), land on 我的 as a guest, and the old credentials are refused with
// 该账号已注销.
import { expect, test } from '@playwright/test';

import { agreeToTerms, freshAccount, NEW_PASSWORD } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

test('register, close the account, come back as a guest; its login says 该账号已注销', async ({
  page,
}) => {
  await openAsGuest(page, '/mine/originalRegister');
  const account = freshAccount('close');
  const register = page.getByRole('form', { name: '注册账号' });
  await register.getByLabel('账号').fill(account);
  await register.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await register.getByLabel('确认密码').fill(NEW_PASSWORD);
  await agreeToTerms(page);
  await register.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/mine$/, { timeout: 20_000 });
  const closed = await callApi<{ id: number }>(page, 'user/info', {});

  await page.goto('/mine/setting');
  await page.getByRole('link', { name: '注销账号' }).click();
  await expect(page).toHaveURL(/\/mine\/setting\/closeAccount$/);
  await expect(page.getByRole('region', { name: '注销须知' })).toContainText('无法恢复');
  const form = page.getByRole('form', { name: '注销账号' });
  await form.getByLabel('登录密码').fill(NEW_PASSWORD);
  await form.getByRole('checkbox', { name: '我已了解注销后果' }).check();
  await form.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('钻石 0、金币 0 将作废');
  await dialog.getByRole('button', { name: '确认注销' }).click();

  // (Checking the password on a busy two-core runner can take seconds.)
  await expect(page).toHaveURL(/\/mine$/, { timeout: 20_000 });
  await expect(page.getByText('账号已注销')).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  await expect
    .poll(async () => (await callApi<{ id: number } | null>(page, 'user/info', {})).data?.id)
    .not.toBe(closed.data.id);

  await page.getByRole('link', { name: '登录/注册' }).click();
  const login = page.getByRole('form', { name: '账号登录' });
  await login.getByLabel('账号').fill(account);
  await login.getByLabel('密码').fill(NEW_PASSWORD);
  await agreeToTerms(page);
  await login.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('该账号已注销').last()).toBeVisible();
  await expect(page).toHaveURL(/\/mine\/login/);
});
