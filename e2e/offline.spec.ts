// Issue 35 item 1 "Offline throws the user out": with the network gone the app stays. A 网络已断开
// bar shows; a tap on a card or a tab keeps the current screen and says 网络已断开，恢复后将自动打开
// (before the fix Next fell back to a browser navigation: Chromium's own offline page); the
// network back, the app opens what was tapped last. A feed's end says 加载失败，点击重试 and loads
// once the network is back.
import { expect, test, type Page } from '@playwright/test';

import { mainNav } from './fixtures/theme';
import { openAsGuest } from './fixtures/session';

const HELD_TIP = '网络已断开，恢复后将自动打开';

// The bar's text alone (the toast's live region says more: 网络已断开，恢复后将自动打开).
const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: /^网络已断开$/ });

/** Every document the main frame shows from now on (a browser error page included). */
function documents(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function openHome(page: Page) {
  await openAsGuest(page, '/home');
  await expect(mainNav(page)).toBeVisible();
  await expect(page.locator('a[href^="/play/longVideo"]').first()).toBeVisible({
    timeout: 20_000,
  });
}

test('offline, a tapped card keeps home with a toast, and opens once the network is back', async ({
  page,
  context,
}) => {
  await openHome(page);
  const card = page.locator('main a[href^="/play/longVideo"]').first();
  const target = (await card.getAttribute('href'))!;
  const seen = documents(page);

  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await card.click();
  await expect(page.getByText(HELD_TIP)).toBeVisible();
  // Give a fallback navigation time to happen: none may.
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/home');
  expect(seen.filter((url) => !url.startsWith('http'))).toEqual([]);
  await expect(mainNav(page)).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target, {
    timeout: 20_000,
  });
  await expect(offlineBar(page)).toHaveCount(0);
});

test('offline, the 长视频 tab keeps the screen; back online the last tapped target opens', async ({
  page,
  context,
}) => {
  await openHome(page);
  const seen = documents(page);

  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await page.locator('main a[href^="/play/longVideo"]').first().click();
  await expect(page.getByText(HELD_TIP)).toBeVisible();
  await mainNav(page).getByRole('link', { name: '长视频', exact: true }).click();
  await expect(page.getByText(HELD_TIP)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/home');
  expect(seen.filter((url) => !url.startsWith('http'))).toEqual([]);
  await expect(mainNav(page).getByRole('link', { name: '首页', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Only the last tap is kept: 长视频, not the card before it.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/lld$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '长视频' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe('/lld');
});

test('a feed scrolled to its end offline says 加载失败，点击重试 and loads once back online', async ({
  page,
  context,
}) => {
  await openAsGuest(page, '/community');
  await page.getByRole('tab', { name: '最新' }).click();
  const list = page.getByRole('list', { name: '最新帖子' });
  await expect.poll(() => list.getByRole('article').count(), { timeout: 20_000 }).toBe(10);

  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await list.getByRole('article').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  const retry = page.getByRole('button', { name: '加载失败，点击重试' });
  await expect(retry).toBeVisible();
  // A tap while still offline is answered, and nothing is lost.
  await retry.click();
  await expect(retry).toBeVisible();
  expect(await list.getByRole('article').count()).toBe(10);

  await context.setOffline(false);
  await expect
    .poll(() => list.getByRole('article').count(), { timeout: 20_000 })
    .toBeGreaterThan(10);
  await expect(retry).toHaveCount(0);
});
