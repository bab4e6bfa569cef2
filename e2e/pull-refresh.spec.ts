// Issue 35 (12): pulling down at the top of 首页 and 长视频 refreshes the feed, with the pull's
// indicator at the top of the content, right under the header (§2 List, §9 head height 50). A
// real finger, through Chromium's touch input (the devices' touch emulation).
import { expect, test, type Page } from '@playwright/test';

import { revealRecommend } from './fixtures/feed';
import { openAsGuest } from './fixtures/session';

/** Moves one finger from (x, y) down by `dy` px in small steps; resolves before lifting it. */
async function pullDown(page: Page, x: number, y: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
    });
  await touch('touchStart', y);
  for (let step = 1; step <= 12; step += 1) await touch('touchMove', y + (dy * step) / 12);
  return () => touch('touchEnd', y + dy);
}

for (const [path, heading] of [
  ['/home', null],
  ['/lld', '长视频'],
] as const) {
  test(`pulling down at the top of ${path} refreshes its feed, the indicator under the header`, async ({
    page,
  }) => {
    await openAsGuest(page, path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await revealRecommend(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[inert][aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const header = await page.locator('header').first().boundingBox();
    const viewport = page.viewportSize()!;

    // A finger lands wherever the user reads: high on the first screen, and low, on the feed.
    for (const at of [1 / 3, 0.85]) {
      const release = await pullDown(page, viewport.width / 2, viewport.height * at, 140);
      const indicator = page.getByText('释放立即刷新');
      await expect(indicator).toBeVisible();
      const shown = await indicator.boundingBox();
      const headerBottom = header!.y + header!.height;
      expect(shown!.y).toBeGreaterThanOrEqual(headerBottom);
      // In the 50 px head §9 sizes, revealed between the header and the content it pushed down.
      expect(shown!.y + shown!.height).toBeLessThanOrEqual(headerBottom + 90);

      const refetched = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && /\/api\/app\/media\/(home|recommend)$/.test(request.url()),
        { timeout: 10_000 },
      );
      await release();
      await refetched;
      await expect(page.getByText('刷新成功')).toBeVisible();
      await expect(page.getByText('刷新成功')).toBeHidden();
    }
    await expect(page.getByRole('list', { name: '为你推荐' })).toBeVisible();
  });
}
