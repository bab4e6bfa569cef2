// Issue 35 (10, 11): what floats over the screens never hides what the user reads or taps. Home
// shows at most two floating buttons, and none of them rests on a section's 更多, at 375 px and at
// the device's own width, anywhere down the page; the game's last line sits above the tab bar.
import { expect, test, type Page } from '@playwright/test';

import { revealRecommend } from './fixtures/feed';
import { openAsGuest } from './fixtures/session';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating column's shown buttons and the 更多 links on screen, as laid out now. */
function readBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        r.bottom > 0 &&
        r.top < window.innerHeight
      );
    };
    const dockElement = document.querySelector('[data-scrolling]')!;
    return {
      buttons: [...dockElement.children].filter(shown).map(box),
      more: [...document.querySelectorAll('a[aria-label$=" 更多"]')].filter(shown).map(box),
    };
  });
}

/**
 * Once the floating column has come back after a scroll and the page is still: two readings a
 * moment apart agree. (A section or picture landing after the scroll moves the links, and the
 * column moves clear a frame later: a single reading could fall between the two.)
 */
async function restingBoxes(page: Page) {
  const dock = page.locator('[data-scrolling]');
  await expect(dock).toHaveAttribute('data-scrolling', 'false', { timeout: 5_000 });
  let last = '';
  let boxes = await readBoxes(page);
  await expect
    .poll(
      async () => {
        await expect.poll(() => dock.evaluate((el) => el.getAnimations().length)).toBe(0);
        boxes = await readBoxes(page);
        const same = JSON.stringify(boxes) === last;
        last = JSON.stringify(boxes);
        return same;
      },
      { intervals: [200] },
    )
    .toBe(true);
  return boxes;
}

for (const width of [375, 0]) {
  test(`home floats at most two buttons and never over a 更多 (${width || 'device'} px wide)`, async ({
    page,
    viewport,
  }) => {
    test.setTimeout(150_000);
    if (width) await page.setViewportSize({ width, height: viewport!.height });
    await openAsGuest(page, '/home');
    await revealRecommend(page);
    await expect(page.locator('a[aria-label$=" 更多"]').first()).toBeAttached();
    const bottom = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    let checkedMore = 0;
    for (let y = 0; y <= Math.min(bottom, 5_000); y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const { buttons, more } = await restingBoxes(page);
      expect(buttons.length, `floating buttons at scroll ${y}`).toBeLessThanOrEqual(2);
      for (const link of more) {
        for (const button of buttons) {
          expect(overlaps(link, button), `a 更多 under a floating button at scroll ${y}`).toBe(
            false,
          );
        }
      }
      checkedMore += more.length;
    }
    expect(checkedMore).toBeGreaterThan(0);
  });
}

test('the game centre’s last line is fully above the tab bar', async ({ page }) => {
  await openAsGuest(page, '/game');
  const hint = page.frameLocator('iframe[title="游戏中心"]').getByText(/^滑动或使用方向键/);
  await expect(hint).toBeVisible({ timeout: 20_000 });
  const tabBar = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
  const frame = await page.getByTitle('游戏中心').boundingBox();
  const line = await hint.boundingBox();
  expect(line!.y + line!.height).toBeLessThanOrEqual(tabBar!.y);
  // Inside the frame as it is drawn (the frame clips what overflows it), without scrolling it.
  expect(line!.y + line!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
  expect(frame!.y + frame!.height).toBeLessThanOrEqual(tabBar!.y + 0.5);
});
