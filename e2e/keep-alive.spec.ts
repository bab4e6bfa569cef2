// Issue 4: kept-alive pages (§2) come back as they were left: same DOM, same scroll, no refetch.
import { expect, test, type Page } from '@playwright/test';

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true });

test('tabs switch and each kept page keeps its scroll, its DOM and its data', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('current-user')).toHaveAttribute('data-user-id', /^\d+$/);
  // Enough room to scroll on any viewport, then a position to come back to.
  const homeRoom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const homeY = Math.min(300, Math.max(homeRoom, 0));
  await page.evaluate((y) => window.scrollTo(0, y), homeY);
  await page.waitForTimeout(150);
  await page.evaluate(() => {
    (window as unknown as { keptHome: Element | null }).keptHome = document.querySelector(
      '[data-testid="current-user"]',
    );
  });

  const userInfoCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/app/user/info')) userInfoCalls.push(req.url());
  });

  await tab(page, '我的').click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的' })).toBeVisible();
  const callsAfterFirstMine = userInfoCalls.length;
  const mineRoom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const mineY = Math.min(120, Math.max(mineRoom, 0));
  await page.evaluate((y) => window.scrollTo(0, y), mineY);
  await page.waitForTimeout(150);

  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('current-user')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeY);
  // The very same element: the page was kept, not rebuilt.
  const same = await page.evaluate(() => {
    const kept = (window as unknown as { keptHome: Element | null }).keptHome;
    return (
      kept !== null &&
      kept.isConnected &&
      kept === document.querySelector('[data-testid="current-user"]')
    );
  });
  expect(same).toBe(true);

  await tab(page, '我的').click();
  await expect(page.getByRole('heading', { level: 1, name: '我的' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(mineY);
  // Within React Query's staleTime, coming back does not fetch the user again.
  await page.waitForTimeout(300);
  expect(userInfoCalls.length).toBe(callsAfterFirstMine);
});

test('a page that is not kept starts at the top', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('current-user')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 200));
  await tab(page, '长视频').click();
  await expect(page).toHaveURL(/\/lld$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
