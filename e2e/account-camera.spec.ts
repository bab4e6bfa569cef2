// Issue 25: scanning the credentials card with the camera. A second Chromium is started whose
// fake camera films a picture of the card's QR (an MJPEG file made from a screenshot of it).
import { writeFileSync } from 'node:fs';

import { chromium, expect, test } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
import { registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

test('the camera reads the credentials QR and logs the second device in', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = await registerFresh(page);
  await page.goto('/mine/credentials');
  const frame = await page
    .getByRole('img', { name: '账号凭证二维码' })
    .screenshot({ type: 'jpeg', quality: 95, scale: 'css' });
  // An MJPEG file is JPEG frames one after another; Chromium's fake camera loops it. CSS pixels:
  // 180 × 180 on every device (the fake camera wants even sizes; a Pixel's 2.625 makes odd ones).
  const film = testInfo.outputPath('card.mjpeg');
  writeFileSync(film, Buffer.concat([frame, frame, frame, frame]));

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${film}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', permissions: ['camera'] });
    const second = await context.newPage();
    await openAsGuest(second, '/mine/setting/accoutCodeCamera');
    await expect(second).toHaveURL(/\/mine$/, { timeout: 20_000 });
    const info = await callApi<{ id: number }>(second, 'user/info', {});
    expect(info.data.id).toBe(user.id);
  } finally {
    await browser.close();
  }
});
