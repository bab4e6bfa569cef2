// 直播 end to end on the real origin (docs/live-api.md, the seeded channels): the home grid's
// 直播 opens /liveTv, a category changes the grid, a channel plays its live playlist from the
// live edge with no length or progress bar, leaving stops it, and an unknown channel says so.
import { expect, test, type Page } from '@playwright/test';

import { TIP_LIVE_NOT_FOUND } from '../lib/domain/live/live';
import { openAsGuest } from './fixtures/session';

const video = (page: Page) => page.getByTestId('video');
const playerRoot = (page: Page) => page.locator('[data-status]').filter({ has: video(page) });
const grid = (page: Page) => page.getByRole('list', { name: '直播频道' });

async function currentTime(page: Page): Promise<number> {
  return video(page).evaluate((el) => (el as HTMLVideoElement).currentTime);
}

async function channelLinks(page: Page): Promise<string[]> {
  return grid(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('直播 from the home grid: categories, a channel playing live, and back', async ({ page }) => {
  test.setTimeout(120_000);
  await openAsGuest(page, '/home');
  await page
    .getByRole('navigation', { name: '快捷入口' })
    .getByRole('button', { name: '直播' })
    .click();
  await expect(page).toHaveURL(/\/liveTv$/);
  await expect(page.getByRole('heading', { level: 1, name: '直播' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: '热门直播' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(grid(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByText('没有更多了')).toBeVisible();
  const all = await channelLinks(page);

  // The first category after 全部: fewer channels, a different grid.
  const tabs = page.getByRole('tablist', { name: '直播分类' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('全部');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // The grid is empty for a moment while the category loads: wait for its channels, not any change.
  let some: string[] = [];
  await expect
    .poll(async () => {
      some = await channelLinks(page);
      return some.length > 0 && some.join() !== all.join();
    })
    .toBe(true);
  expect(some.every((href) => all.includes(href))).toBe(true);

  await grid(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/liveTv\/livePlay\?id=\d+/);
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const from = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(from + 1);
  // A live stream: no length, no seeking; the 直播 mark instead.
  await expect(playerRoot(page).getByText('直播', { exact: true })).toBeVisible();
  await expect(page.getByLabel('播放进度')).toHaveCount(0);
  await expect(playerRoot(page).getByText(/\d\d:\d\d:\d\d/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: '频道信息' })).toContainText('正在播出');

  // 更多直播 swaps the channel in place.
  const first = page.url();
  await page.getByRole('list', { name: '更多直播' }).getByRole('link').first().click();
  await expect.poll(() => page.url()).not.toBe(first);
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });

  // Back on /liveTv (kept alive, on the tab it was left at): nothing plays any more.
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/\/liveTv$/);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('video')].filter((v) => !v.paused).length),
    )
    .toBe(0);
});

test('an unknown channel says it is gone, with a way to the live list', async ({ page }) => {
  await openAsGuest(page, '/liveTv/livePlay?id=999999&name=不存在');
  await expect(page.getByText(TIP_LIVE_NOT_FOUND)).toBeVisible();
  await page.getByRole('button', { name: '去看直播' }).click();
  await expect(page).toHaveURL(/\/liveTv$/);
  await openAsGuest(page, '/liveTv/livePlay?id=abc');
  await expect(page.getByText(TIP_LIVE_NOT_FOUND)).toBeVisible();
});
