// Issue 22, what a first-time user meets: `/` is home (§2), a channel landing link is the same
// home as the tab bar's, and a tab visited for the first time keeps the header and the tab bar
// on screen while its content loads.
import { expect, test, type Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const tab = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '首页' });
/** A card of home's feed, in the visible page (not in a hidden kept-alive one). */
const firstCard = (page: Page) =>
  page.locator('main a[href^="/play/longVideo"]').filter({ visible: true }).first();

test('/ shows home, with its tab bar, and keeps the launch flags of the link', async ({
  page,
  context,
}) => {
  const response = await page.goto('/?pc=p22&dc=d22');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home\?pc=p22&dc=d22$/);
  await expect(homeHeading(page)).toBeVisible();
  await expect(firstCard(page)).toBeVisible();
  await expect(tab(page, '首页')).toHaveAttribute('aria-current', 'page');
  // The flags were read where the user landed: the channel reached the server and the browser.
  const cookie = (await context.cookies()).find((c) => c.name === 'channel');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('pc=p22&dc=d22');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('channel')))
    .toBe(JSON.stringify({ pc: 'p22', dc: 'd22' }));
});

test('the back arrow of a landing page goes home, to the one kept home', async ({ page }) => {
  await page.goto('/subpage/upRank');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(homeHeading(page)).toBeVisible();
  await expect(firstCard(page)).toBeVisible();
  // Home once, not a second copy beside a kept one.
  await expect(page.getByRole('banner').filter({ has: homeHeading(page) })).toHaveCount(1);
});
