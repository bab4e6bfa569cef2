// Issue 25: a new avatar: pick a wide picture, the centred square is what is kept (cropped and
// scaled in the browser to 256 px), and /mine and 设置 show it after saving.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

/** A 600×300 PNG: blue on the left and right quarters, green in the middle square. */
async function widePicture(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0000ff';
    context.fillRect(0, 0, 600, 300);
    context.fillStyle = '#00ff00';
    context.fillRect(150, 0, 300, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

/** The picture an <img> shows: its natural size and the colours at its four corners. */
function pictureOf(image: Locator) {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const at = (x: number, y: number) => {
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return g! > 200 && r! < 60 && b! < 60 ? 'green' : 'other';
    };
    const w = img.naturalWidth - 3;
    const h = img.naturalHeight - 3;
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      corners: [at(2, 2), at(w, 2), at(2, h), at(w, h)],
    };
  });
}

const SQUARE = { width: 256, height: 256, corners: ['green', 'green', 'green', 'green'] };

test('a picked wide picture is cropped to its centred square and shown on /mine and 设置', async ({
  page,
}) => {
  await registerFresh(page);
  await page.goto('/mine/setting/avatar');
  await page.getByLabel('选择头像图片').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: await widePicture(page),
  });
  const preview = page.getByRole('main').getByRole('img', { name: '头像' });
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(256);
  expect(await pictureOf(preview)).toEqual(SQUARE);

  await page.getByRole('button', { name: '保存头像' }).click();
  await expect(page).not.toHaveURL(/setting\/avatar/, { timeout: 20_000 });
  const info = await callApi<{ avatar: string }>(page, 'user/info', {});
  expect(info.data.avatar).not.toBe('');

  await page.goto('/mine');
  const shown = page.getByRole('region', { name: '个人信息' }).getByRole('img', { name: '头像' });
  await expect
    .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBe(256);
  expect(await pictureOf(shown)).toEqual(SQUARE);

  // 设置's row shows the same picture: a path on the IMAGE line, not one of the web server's.
  await page.goto('/mine/setting');
  const row = page.getByRole('main').locator('img[alt="头像"]');
  await expect
    .poll(() => row.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBe(256);
  expect(await pictureOf(row)).toEqual(SQUARE);
});
