// Issue 25: a login QR nobody confirms expires. The new device says so (§8: the server's
// message) and 刷新二维码 brings a fresh code; the signed-in phone scanning the lapsed one is
// told why. The e2e stack's login QR lasts 45 s (QR_LOGIN_TTL_SECONDS, playwright.config.ts).
import { expect, test } from '@playwright/test';

import { agreeToTerms, registerFresh } from './fixtures/account';
import { openAsGuest } from './fixtures/session';

test('an unconfirmed login QR expires with a Chinese message and refreshes', async ({
  page,
  browser,
}) => {
  // It waits out a 45 s code (one device: an account-* spec, playwright.config.ts).
  test.setTimeout(150_000);
  const context = await browser.newContext({ locale: 'zh-CN' });
  const fresh = await context.newPage();
  await openAsGuest(fresh, '/mine/login');
  await fresh.getByRole('tab', { name: '扫码登录' }).click();
  await agreeToTerms(fresh);
  const code = fresh.getByRole('img', { name: '登录二维码' });
  await expect(code).toBeVisible();
  const first = await code.getAttribute('data-qr-text');
  const picture = await code.screenshot({ type: 'png' });

  const panel = fresh.getByRole('region', { name: '扫码登录' });
  await expect(panel.getByRole('alert')).toHaveText('二维码已过期', { timeout: 80_000 });
  await expect(code).toHaveCount(0);

  // The phone that scans the lapsed code is told so, and nothing is confirmed.
  await registerFresh(page);
  await page.goto('/mine/setting/accoutCodeCamera');
  await page.getByLabel('选择二维码图片').setInputFiles({
    name: 'login.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('二维码已过期，请刷新后重试');

  await panel.getByRole('button', { name: '刷新二维码' }).click();
  await expect(code).toBeVisible();
  await expect(code).not.toHaveAttribute('data-qr-text', first ?? '');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await context.close();
});
