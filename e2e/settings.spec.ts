// Issue 39 item 5: 设置's 清除缓存 (a size first, then nothing left, the login kept), 播放设置
// kept across a reload, 关于 with the app version and the build, and the agreements.
import { expect, test, type Page } from '@playwright/test';

import { openAsGuest } from './fixtures/session';

/** Rows of the image cache (§9 imageDatabase/imgList), read as any IndexedDB client would. */
function storedImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        // No version: Dexie's version 1 is native version 10, and asking for 1 would fail.
        const open = indexedDB.open('imageDatabase');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('imgList')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('imgList', 'readonly').objectStore('imgList').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test('清除缓存 shows the size, clears the images, and keeps the login', async ({ page }) => {
  await openAsGuest(page, '/home');
  // The home screen's covers land in the image cache.
  await expect.poll(() => storedImages(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.goto('/mine');
  await page.getByRole('link', { name: '设置' }).first().click();
  await expect(page).toHaveURL(/\/mine\/setting$/);
  const size = page.getByTestId('cache-size');
  await expect(size).toHaveText(/^\d+(\.\d+)? (B|KB|MB|GB)$/);
  await expect(size).not.toHaveText('0 B');

  await page.getByRole('button', { name: /清除缓存/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('不会退出登录');
  await dialog.getByRole('button', { name: '清除' }).click();
  await expect(page.getByText(/^已清除/)).toBeVisible();
  await expect(size).toHaveText('0 B');
  expect(await storedImages(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('播放设置 keeps its switches and the default quality across a reload', async ({ page }) => {
  await openAsGuest(page, '/mine/setting/playback');
  const autoplay = page.getByRole('switch', { name: '自动播放下一集' });
  const sound = page.getByRole('switch', { name: '记住声音' });
  await expect(autoplay).toHaveAttribute('aria-checked', 'true');
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await autoplay.click();
  await sound.click();
  await page.getByRole('radio', { name: '480P' }).click();
  await expect(autoplay).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(autoplay).toHaveAttribute('aria-checked', 'false');
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: '480P' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: '自动' })).toHaveAttribute('aria-checked', 'false');
});

test('关于 shows version 2.1.1 and the build, and opens the agreements', async ({ page }) => {
  await openAsGuest(page, '/mine/setting');
  await page.getByRole('link', { name: /关于影视社区/ }).click();
  await expect(page).toHaveURL(/\/mine\/setting\/about$/);
  await expect(page.getByTestId('app-version')).toHaveText('版本 2.1.1');
  // The e2e build runs in the repository: the commit is stamped.
  await expect(page.getByTestId('build-commit')).toHaveText(/^[0-9a-f]{7}$/);

  await page.getByRole('link', { name: '用户协议' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '六、账号注销' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '隐私政策' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、我们收集的信息' })).toBeVisible();
});
