// Issue 5: axe-core on the video screens with real data: the player page and the search
// screen have no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { isCatalogueVideo } from './fixtures/catalogue';
import { callApi, openAsGuest } from './fixtures/session';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('the player page has no serious or critical axe violation', async ({ page }) => {
  await openAsGuest(page);
  const feed = await callApi<{ list: { id: number; access: string; duration: number }[] }>(
    page,
    'media/published',
    { page: 1, pageSize: 50 },
  );
  const free = feed.data.list.find((v) => v.access === 'free' && isCatalogueVideo(v));
  expect(free).toBeDefined();
  await page.goto(`/play/longVideo?id=${free!.id}`);
  await expect(page.getByRole('list', { name: '相关推荐' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the search screen has no serious or critical axe violation', async ({ page }) => {
  await openAsGuest(page, '/subpage/search');
  await expect(page.getByRole('searchbox', { name: '搜索关键词' })).toBeVisible();
  await expect(page.getByRole('region', { name: /热门搜索|热搜/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
