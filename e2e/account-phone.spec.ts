// Issue 25: a guest binds a phone and becomes a member with everything kept; a member logs in by
// phone on a new device (a wrong code says why); a member changes the bound number. Codes come
// from the stack's SMS outbox file (e2e/fixtures/sms-outbox.ts), as a phone would receive them.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { agreeToTerms, freeVideo, registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';
import { freshPhone, receiveCode } from './fixtures/sms-outbox';

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Taps the field's 获取验证码 and types the code that arrives. */
async function fillCode(field: Locator, phone: string, page: Page, label = '验证码') {
  const row = field.locator('div', { has: page.getByLabel(label, { exact: true }) }).last();
  const code = await receiveCode(phone, () =>
    row.getByRole('button', { name: '获取验证码' }).click(),
  );
  await field.getByLabel(label, { exact: true }).fill(code);
}

/** Binds a new number to the page's account through the calls (not the screen under test). */
async function bindByApi(page: Page): Promise<string> {
  const phone = freshPhone();
  const code = await receiveCode(phone, async () => {
    expect((await callApi(page, 'login/captcha', { phone })).code).toBe(200);
  });
  const bound = await callApi(page, 'login/bindMobile', { phone, code });
  expect(bound.code, bound.tip).toBe(200);
  // The spec sends this number another code next: the stack allows it after 2 s
  // (SMS_RESEND_SECONDS in playwright.config.ts; 60 s in production).
  await page.waitForTimeout(2_100);
  return phone;
}

test('a guest who favourited a video binds a phone: a member now, the favourite kept', async ({
  page,
}) => {
  await openAsGuest(page);
  const video = await freeVideo(page);
  expect((await callApi(page, 'collect/operate', { id: video.id })).code).toBe(200);
  const guest = await callApi<{ id: number }>(page, 'user/info', {});

  await page.goto('/mine/setting/bindPhone');
  const form = page.getByRole('form', { name: '绑定手机号' });
  const phone = freshPhone();
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  await form.getByLabel('手机号').fill(phone);
  await fillCode(form, phone, page);
  await form.getByRole('button', { name: '绑定' }).click();
  await expect(page).not.toHaveURL(/bindPhone/, { timeout: 20_000 });

  // The same user (the guest became the member), no longer offered 登录/注册.
  const member = await callApi<{ id: number; phone: string }>(page, 'user/info', {});
  expect(member.data).toMatchObject({ id: guest.data.id, phone: masked(phone) });
  await page.goto('/mine');
  await expect(page.getByRole('link', { name: '我的收藏' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
  await page.goto('/mine/myCollect');
  await expect(page.getByRole('main').getByText(video.title).first()).toBeVisible();
});

test('a member logs in by phone on a new device; a wrong code says why', async ({
  page,
  browser,
}) => {
  const user = await registerFresh(page);
  const phone = await bindByApi(page);

  const context = await browser.newContext({ locale: 'zh-CN' });
  const fresh = await context.newPage();
  await openAsGuest(fresh, '/mine/login');
  await fresh.getByRole('tab', { name: '手机登录' }).click();
  await agreeToTerms(fresh);
  const form = fresh.getByRole('form', { name: '手机登录' });
  await form.getByLabel('手机号').fill(phone);
  const code = await receiveCode(phone, () =>
    form.getByRole('button', { name: '获取验证码' }).click(),
  );
  // The resend button counts down the seconds the origin asked for.
  await expect(form.getByRole('button', { name: /s后重发$/ })).toBeDisabled();

  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByLabel('验证码', { exact: true }).fill(wrong);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(fresh.getByText('验证码错误')).toBeVisible();
  await expect(fresh).toHaveURL(/\/mine\/login/);

  await form.getByLabel('验证码', { exact: true }).fill(code);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(fresh).toHaveURL(/\/mine$/, { timeout: 20_000 });
  await expect(fresh.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
  const info = await callApi<{ id: number }>(fresh, 'user/info', {});
  expect(info.data.id).toBe(user.id);
  await context.close();
});

test('a member changes the bound phone with codes to both numbers', async ({ page }) => {
  await registerFresh(page);
  const old = await bindByApi(page);

  await page.goto('/mine/setting/phone');
  const form = page.getByRole('form', { name: '更换手机号' });
  await expect(form.getByText(`当前绑定：${masked(old)}`)).toBeVisible();
  await fillCode(form, old, page, '原手机验证码');
  const next = freshPhone();
  await form.getByLabel('新手机号').fill(next);
  await fillCode(form, next, page, '新手机验证码');
  await form.getByRole('button', { name: '确认更换' }).click();
  await expect(page).not.toHaveURL(/setting\/phone/, { timeout: 20_000 });

  const info = await callApi<{ phone: string }>(page, 'user/info', {});
  expect(info.data.phone).toBe(masked(next));
  await page.goto('/mine/setting/phone');
  await expect(page.getByText(`当前绑定：${masked(next)}`)).toBeVisible();
});
