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

test('a channel landing link keeps home’s scroll across a tab round trip', async ({ page }) => {
  await page.goto('/home?pc=p1&dc=d1');
  await expect(firstCard(page)).toBeVisible();
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const y = Math.min(700, room);
  expect(y).toBeGreaterThan(200);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(150);
  // The card at the top of the screen: the same one must be there after the round trip.
  const marker = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('main a[href^="/play/longVideo"]')];
    const shown = cards.find(
      (card) => card.checkVisibility() && card.getBoundingClientRect().top > 60,
    );
    if (shown) (window as unknown as { marker: Element }).marker = shown;
    return shown?.getBoundingClientRect().top ?? null;
  });
  expect(marker).not.toBeNull();

  await tab(page, '我的').click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的' })).toBeVisible();
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(homeHeading(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  const back = await page.evaluate(() => {
    const kept = (window as unknown as { marker: HTMLElement }).marker;
    return kept.isConnected && kept.checkVisibility() ? kept.getBoundingClientRect().top : null;
  });
  expect(back).toBe(marker);
});
