import { expect, test } from '@playwright/test';

test('the root layout serves a Chinese mobile page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('width=device-width');
  expect(viewport).toContain('viewport-fit=cover');
  await expect(page.getByRole('heading', { name: '影视社区' })).toBeVisible();
});
