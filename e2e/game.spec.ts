// The 游戏 tab against the real stack: game/login's link opens the demo game centre in a
// sandboxed frame, the player's name shows and 2048 moves; a tampered link is refused.
import { expect, test } from '@playwright/test';

import { openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

test('the 游戏 tab opens the game centre, and the game plays', async ({ page }) => {
  await openAsGuest(page, '/home');
  await mainNav(page).getByRole('link', { name: '游戏' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frameElement = page.getByTitle('游戏中心');
  await expect(frameElement).toHaveAttribute('src', /\/games\/\?ticket=\d+\.\d+\.[0-9a-f]{32}$/);
  await expect(frameElement).toHaveAttribute('sandbox', /allow-scripts/);

  const centre = page.frameLocator('iframe[title="游戏中心"]');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  await expect(centre.getByText(/^玩家：/)).toContainText(String(user.id));
  const tiles = centre.locator('#grid > div');
  await expect(tiles).toHaveCount(16);
  // Two tiles to start; a few moves merge or add tiles, and the board changes.
  const board = () => tiles.allTextContents();
  const start = await board();
  expect(start.filter(Boolean)).toHaveLength(2);
  await centre.locator('#grid').click();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await expect.poll(board).not.toEqual(start);

  // 刷新 asks for a new link and loads the centre again (a link asked for within the same second
  // is the same link: the frame is reloaded all the same, and the board starts anew).
  const before = await frameElement.elementHandle();
  await page.getByRole('button', { name: '刷新游戏中心' }).click();
  await expect.poll(() => before!.evaluate((frame) => frame.isConnected)).toBe(false);
  await expect(frameElement).toHaveAttribute('src', /\/games\/\?ticket=/);
  await expect(tiles).toHaveCount(16);
  await expect.poll(async () => (await board()).filter(Boolean).length).toBe(2);
});

test('a tampered game link is refused with a clear message', async ({ page, request }) => {
  await openAsGuest(page, '/game');
  const src = (await page.getByTitle('游戏中心').getAttribute('src'))!;
  const forged = src.replace(/([0-9a-f])$/, (c) => (c === '0' ? '1' : '0'));
  const res = await request.get(forged);
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain('游戏登录已过期，请返回游戏中心重新进入');
});
