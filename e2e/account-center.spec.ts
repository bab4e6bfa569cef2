// Issue 25: every /mine and /mine/setting screen opens (no 404); the credentials card restores
// the account on a second browser from a picture of its QR; profile edits show at once.
import { expect, test, type Browser, type Page } from '@playwright/test';

import { agreeToTerms, registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

/** A new device (browser context) that picks the picture on the scan screen. */
async function scanPicture(browser: Browser, picture: Buffer): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const second = await context.newPage();
  await openAsGuest(second, '/mine/setting/accoutCodeCamera');
  await second.getByLabel('选择二维码图片').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  return second;
}

// /mine/recharge has no entry on these screens yet (paying online is not built).
const MONEY = new Set(['/mine/recharge']);

test('every /mine menu entry, shortcut and setting opens a real screen', async ({ page }) => {
  // Thirty-odd page loads: more than the default minute on a busy two-core runner.
  test.setTimeout(180_000);
  await openAsGuest(page, '/mine');
  const hrefs = new Set<string>();
  for (const selector of ['nav[aria-label="我的服务"] a', 'section[aria-label="常用功能"] a']) {
    // evaluateAll does not wait: the menus render after the session and the user's info.
    await expect(page.locator(selector).first()).toBeVisible();
    for (const href of await page
      .locator(selector)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      hrefs.add(href);
  }
  await page.goto('/mine/setting');
  await expect(page.locator('main a[href^="/mine"]').first()).toBeVisible();
  for (const href of await page
    .locator('main a[href^="/mine"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    hrefs.add(href);
  for (const extra of [
    '/mine/login',
    '/mine/originalRegister',
    '/mine/feedback',
    '/mine/setting/bindPhone',
    '/mine/setting/phone',
    '/mine/setting/modifyPassword',
  ])
    hrefs.add(extra);
  const walk = [...hrefs].filter((href) => href.startsWith('/mine/') && !MONEY.has(href));
  expect(walk.length).toBeGreaterThan(25);
  for (const href of walk) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText(/404|找不到/);
    await expect(page.getByRole('main'), href).toBeVisible();
  }
});

test('the credentials QR, pictured, logs a second browser into the account', async ({
  page,
  browser,
}) => {
  const user = await registerFresh(page);
  await page.goto('/mine/credentials');
  const qr = page.getByRole('img', { name: '账号凭证二维码' });
  await expect(qr).toBeVisible();
  const picture = await qr.screenshot({ type: 'png' });

  const second = await scanPicture(browser, picture);
  await expect(second).toHaveURL(/\/mine$/, { timeout: 20_000 });
  const info = await callApi<{ id: number; account: string }>(second, 'user/info', {});
  expect(info.data).toMatchObject({ id: user.id, account: user.account });
  await second.context().close();
});

test('QR login: a new device shows a code, the signed-in phone scans and confirms it', async ({
  page,
  browser,
}) => {
  const user = await registerFresh(page);
  const context = await browser.newContext({ locale: 'zh-CN' });
  const fresh = await context.newPage();
  await openAsGuest(fresh, '/mine/login');
  await fresh.getByRole('tab', { name: '扫码登录' }).click();
  await agreeToTerms(fresh);
  const code = fresh.getByRole('img', { name: '登录二维码' });
  await expect(code).toBeVisible();
  const qrText = await code.getAttribute('data-qr-text');
  const picture = await code.screenshot({ type: 'png' });
  // Whoever reads the picture has the code, not the new device's poll secret: refused.
  const stolen = await callApi(page, 'user/qrcode/info', { code: qrText });
  expect([stolen.code, stolen.tip]).toEqual([4030, '二维码校验失败，请刷新二维码']);

  await page.goto('/mine/setting/accoutCodeCamera');
  await page.getByLabel('选择二维码图片').setInputFiles({
    name: 'login.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  await expect(fresh).toHaveURL(/\/mine$/, { timeout: 20_000 });
  const info = await callApi<{ id: number }>(fresh, 'user/info', {});
  expect(info.data.id).toBe(user.id);
  await context.close();
});

test('a revoked credentials card is refused with a Chinese reason', async ({ page, browser }) => {
  await registerFresh(page);
  await page.goto('/mine/credentials');
  const qr = page.getByRole('img', { name: '账号凭证二维码' });
  const picture = await qr.screenshot({ type: 'png' });
  await page.getByRole('button', { name: '重置凭证' }).click();
  const before = await qr.getAttribute('data-qr-text');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(qr).not.toHaveAttribute('data-qr-text', before ?? '');

  const second = await scanPicture(browser, picture);
  await expect(second.getByRole('main').getByRole('alert')).toHaveText(
    '该账号凭证已失效，请使用最新保存的凭证',
  );
  await second.context().close();
});

test('name and intro are saved and shown; a banned or short name is refused', async ({ page }) => {
  await registerFresh(page);
  await page.goto('/mine/setting/modifyname');
  const form = page.getByRole('form', { name: '修改昵称' });
  await form.getByLabel('昵称').fill('我');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText('昵称需为2-12个字');
  const name = `影迷${Date.now().toString().slice(-6)}`;
  await form.getByLabel('昵称').fill(name);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/modifyname/, { timeout: 15_000 });

  await page.goto('/mine/setting/modifiIntro');
  await page.getByLabel('简介', { exact: true }).fill('喜欢看科幻片');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/modifiIntro/, { timeout: 15_000 });

  await page.goto('/mine/setting');
  await expect(page.getByRole('main').getByText(name)).toBeVisible();
  await expect(page.getByRole('main').getByText('喜欢看科幻片')).toBeVisible();
  await page.goto('/mine');
  await expect(page.getByRole('main').getByText(name)).toBeVisible();
});
