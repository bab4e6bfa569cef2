// Issue 25: registering keeps what the guest had; logging in by account and password (with the
// picture captcha once login/before asks); changing the password, logging out and in again.
import { expect, test, type Page } from '@playwright/test';

import {
  agreeToTerms,
  freeVideo,
  freshAccount,
  NEW_PASSWORD,
  registerFresh,
} from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

async function fillLogin(page: Page, account: string, password: string) {
  const form = page.getByRole('form', { name: '账号登录' });
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('密码').fill(password);
  await agreeToTerms(page);
  await form.getByRole('button', { name: '登录' }).click();
}

test('a guest who favourited and watched a video registers and still has both', async ({
  page,
}) => {
  await openAsGuest(page);
  const video = await freeVideo(page);
  expect((await callApi(page, 'collect/operate', { id: video.id })).code).toBe(200);
  expect((await callApi(page, 'media/trackList', { id: video.id, position: 75 })).code).toBe(200);

  await page.goto('/mine/originalRegister');
  const form = page.getByRole('form', { name: '注册账号' });
  // A name somebody has: the reason shows and nothing typed is lost.
  await form.getByLabel('账号').fill('demo');
  await form.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('确认密码').fill(NEW_PASSWORD);
  await agreeToTerms(page);
  await form.getByRole('button', { name: '注册' }).click();
  await expect(form.getByRole('alert')).toContainText(/已|存在|占用/);
  await expect(form.getByLabel('账号')).toHaveValue('demo');
  await expect(form.getByLabel('确认密码')).toHaveValue(NEW_PASSWORD);

  const account = freshAccount('keep');
  await form.getByLabel('账号').fill(account);
  await form.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/mine$/, { timeout: 20_000 });

  await page.goto('/mine/myCollect');
  await expect(page.getByRole('main').getByText(video.title).first()).toBeVisible();
  await page.goto('/mine/myHistory');
  await expect(page.getByRole('main').getByText(video.title).first()).toBeVisible();
  await expect(page.getByText('观看至 01:15')).toBeVisible();
});

test('a wrong password says so; after three the picture captcha is asked for', async ({ page }) => {
  const user = await registerFresh(page);
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await openAsGuest(page, '/mine/login');
  for (let i = 0; i < 3; i += 1) {
    await fillLogin(page, user.account, 'wrong-password');
    await expect(page.getByText(/账号或密码错误|密码错误/).last()).toBeVisible();
  }
  const form = page.getByRole('form', { name: '账号登录' });
  await expect(form.getByLabel('图形验证码')).toBeVisible();
  await expect(form.getByRole('img', { name: '图形验证码' })).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabel('账号')).toHaveValue(user.account);
});

test('a wrong password is an answer, not a failed request: no console error', async ({ page }) => {
  const user = await registerFresh(page);
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await openAsGuest(page, '/mine/login');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/app/') && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  await fillLogin(page, user.account, 'wrong-password');
  await expect(page.getByText('账号或密码错误').last()).toBeVisible();
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('change the password, log out, and log in with the new one', async ({ page }) => {
  const user = await registerFresh(page);
  await page.goto('/mine/setting/modifyPassword');
  const change = page.getByRole('form', { name: '修改密码' });
  await change.getByLabel('原密码').fill(NEW_PASSWORD);
  await change.getByLabel('新密码', { exact: true }).fill('short');
  await change.getByLabel('确认新密码').fill('short');
  await change.getByRole('button', { name: '确认修改' }).click();
  await expect(change.getByRole('alert')).toHaveText('新密码需为6-32位');
  await change.getByLabel('新密码', { exact: true }).fill('changed-456');
  await change.getByLabel('确认新密码').fill('changed-456');
  await change.getByRole('button', { name: '确认修改' }).click();
  // Saved: the screen closes (its toast says 密码已修改).
  // (Hashing passwords on a busy two-core runner can take seconds.)
  await expect(page).not.toHaveURL(/modifyPassword/, { timeout: 20_000 });

  await page.goto('/mine/setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();

  await page.getByRole('link', { name: '登录/注册' }).click();
  await fillLogin(page, user.account, NEW_PASSWORD);
  await expect(page.getByText(/账号或密码错误|密码错误/).last()).toBeVisible();
  await fillLogin(page, user.account, 'changed-456');
  await expect(page).toHaveURL(/\/mine$/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
  const info = await callApi<{ id: number }>(page, 'user/info', {});
  expect(info.data.id).toBe(user.id);
});
