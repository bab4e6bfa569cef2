// Every entry of home's 快捷入口 grid (the seeded nine, origin/seed/seed-platform.ts) opens a
// screen of the app: none says 页面不存在 (开通VIP, 直播 and 兑换中心 once did).
import { expect, test } from '@playwright/test';

import { openAsGuest } from './fixtures/session';

// components/shell/not-found-view.tsx's title (a component file: not importable here).
const NOT_FOUND_TITLE = '页面不存在';

test('each home grid entry opens a real screen', async ({ page }) => {
  // Ten cold loads of /home and ten screens: ~13 s an entry on a slow 2-core host under load.
  test.setTimeout(240_000);
  await openAsGuest(page, '/home');
  const grid = page.getByRole('navigation', { name: '快捷入口' });
  const entries = grid.getByRole('button');
  // The session can exist before the screen is revealed (the placeholder's grid has no buttons).
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThanOrEqual(9);
  for (let i = 0; i < count; i += 1) {
    await page.goto('/home');
    // The entry's name is its last line (an icon's placeholder initial may come first).
    const name = (await entries.nth(i).innerText()).trim().split('\n').pop()!;
    await grid.getByRole('button', { name, exact: true }).click();
    await expect(page, name).not.toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 }).first(), name).not.toHaveText(
      NOT_FOUND_TITLE,
    );
    await expect(page.getByText(NOT_FOUND_TITLE), name).toHaveCount(0);
  }
});
