// 图生视频 as a user meets it: diamonds bought on the payment page, AI创作's 图生视频 card, one's
// own photo, a camera move and the consent tick; the video made in the background plays in the
// shared player, and 我的作品's 图生视频 tab lists it.
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { choose } from './fixtures/choose';

/** A 600×800 JPEG in two colours, so a camera move changes what the frames show. */
async function photo(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2060ff';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#ffd000';
    context.fillRect(200, 250, 200, 300);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

async function buyDiamonds(page: Page) {
  await page.goto('/mine/diamondRecharge');
  await choose(page, '100钻石');
  await choose(page, '支付宝');
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /^立即支付/ }).click();
  const cashier = await popup;
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await cashier.close();
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('100', {
    timeout: 15_000,
  });
}

test('a photo becomes a short video that plays, and 我的作品 lists it', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFresh(page);
  await buyDiamonds(page);

  await page.goto('/ai/generate');
  await page.getByRole('link', { name: /图生视频/ }).click();
  await expect(page).toHaveURL(/\/ai\/ImageGeneratedVideo$/);
  await page.getByLabel('上传本人照片').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page),
  });
  await page.getByRole('radio', { name: /缓慢推近/ }).check({ force: true });
  await page.getByRole('checkbox', { name: '我确认照片为本人或已获得授权' }).check();
  await page.getByRole('button', { name: '生成视频' }).click();

  const result = page.getByRole('region', { name: '生成结果' });
  await expect(result).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const video = result.locator('video');
  await expect
    .poll(
      () =>
        video.evaluate((element) => {
          const el = element as HTMLVideoElement;
          if (el.paused) {
            el.muted = true;
            void el.play().catch(() => undefined);
          }
          return el.currentTime;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.5);
  // 100 − 30: the video was paid for once.
  await expect(page.getByText('当前钻石 70')).toBeVisible();

  await page.getByRole('link', { name: '我的作品' }).first().click();
  await expect(page).toHaveURL(/\/ai\/history\?tab=video$/);
  await expect(page.getByText('缓慢推近').first()).toBeVisible();
});
