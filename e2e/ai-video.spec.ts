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
  // Diamonds are spent only after the user says yes to the price: 取消 spends nothing.
  await page.getByRole('button', { name: '生成视频' }).click();
  const ask = page.getByRole('dialog', { name: '确认生成' });
  await expect(ask).toContainText('30 钻石');
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('当前钻石 100')).toBeVisible();
  await expect(page.getByRole('region', { name: '生成结果' })).toHaveCount(0);
  await page.getByRole('button', { name: '生成视频' }).click();
  await ask.getByRole('button', { name: '确认生成' }).click();

  // The result comes into view by itself, below the form.
  const result = page.getByRole('region', { name: '生成结果' });
  await expect(result).toBeInViewport();
  await expect(result).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(result.locator('video')).toBeInViewport();
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

  // The popup player keeps every control inside its box: 全屏 is not cut off.
  await page.getByRole('button', { name: '播放', exact: true }).first().click();
  const popup = page.getByRole('dialog', { name: /图生视频/ });
  const player = popup.locator('[data-status]').first();
  await expect(player).toBeVisible();
  // Once the length is known the times show too (the widest the bar gets). Measured whether
  // the controls show this moment or not: their boxes are laid out either way.
  await expect(popup.locator('input[aria-label="播放进度"]')).toBeAttached({ timeout: 15_000 });
  await expect(popup.locator('button[aria-label="全屏"]')).toBeAttached();
  const inside = async (inner: string, outer: string) => {
    const a = (await popup.locator(inner).first().boundingBox())!;
    const b = (await popup.locator(outer).first().boundingBox())!;
    return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
  };
  const button = 'button[aria-label="全屏"]';
  expect(await inside(button, '[data-status]')).toBe(true);
  expect(await inside('[data-status]', ':scope')).toBe(true);
});
