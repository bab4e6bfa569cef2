// Issue 4 "Tab bar … swipe between panes with threshold 2" in a real browser: real touch
// events (CDP Input.dispatchTouchEvent) on the kit gallery's TabBar + TabPanes, served by the
// production build (the e2e server opts in with KIT_GALLERY=1). §9's threshold 2 is read as
// "a slow drag past 1/2 of the pane width" (lib/domain/shell/swipe.ts, docs/ui-kit-decisions.md).
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';

/** Slow enough (px/ms) that only the distance rule can change the pane, never the flick rule. */
const STEPS = 16;
const STEP_PAUSE_MS = 40;

const tablist = (page: Page) =>
  page.getByRole('region', { name: '标签栏 TabBar + TabPanes' }).getByRole('tablist');
/** TabPanes' viewport (it holds the touch listeners): the track's parent, the panel's grandparent. */
const panes = (page: Page) => page.locator('#kit-panel-0').locator('../..');

async function openKit(page: Page) {
  await page.goto('/dev/kit');
  await expect(tablist(page)).toBeVisible({ timeout: 20_000 });
  await panes(page).scrollIntoViewIfNeeded();
}

async function selectedTab(page: Page): Promise<string | null> {
  return tablist(page).getByRole('tab', { selected: true }).textContent();
}

/** One finger from the middle of `target`, moved by (dx, dy) in even steps, then lifted. */
async function drag(cdp: CDPSession, target: Locator, dx: number, dy: number, pauseMs: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the panes are not on screen');
  const x0 = box.x + box.width / 2;
  const y0 = box.y + Math.min(box.height / 2, 40);
  const point = (x: number, y: number) => [{ x, y, radiusX: 1, radiusY: 1, force: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  for (let i = 1; i <= STEPS; i++) {
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x0 + (dx * i) / STEPS, y0 + (dy * i) / STEPS),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a slow swipe past half the pane width changes the tab; a shorter one does not', async ({
  page,
}) => {
  await openKit(page);
  const cdp = await page.context().newCDPSession(page);
  const viewport = panes(page);
  const width = (await viewport.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(200);
  await expect.poll(() => selectedTab(page)).toBe('推荐');

  // 40% of the width, slowly: under the threshold, the pane springs back.
  await drag(cdp, viewport, -0.4 * width, 0, STEP_PAUSE_MS);
  await page.waitForTimeout(700);
  expect(await selectedTab(page)).toBe('推荐');
  await expect(page.locator('#kit-panel-0')).toHaveAttribute('data-active', 'true');

  // 60%, slowly: past 1/2, the next tab becomes active and its pane shows.
  await drag(cdp, viewport, -0.6 * width, 0, STEP_PAUSE_MS);
  await expect.poll(() => selectedTab(page)).toBe('最新');
  await expect(page.locator('#kit-panel-1')).toHaveAttribute('data-active', 'true');
  await expect(page.locator('#kit-panel-1')).toContainText('「最新」面板');
  await expect(page.locator('#kit-panel-1')).toBeInViewport();

  // And back to the right.
  await drag(cdp, viewport, 0.6 * width, 0, STEP_PAUSE_MS);
  await expect.poll(() => selectedTab(page)).toBe('推荐');
  await expect(page.locator('#kit-panel-0')).toBeInViewport();
});

test('a vertical gesture and a swipe past the first pane leave the tab alone', async ({ page }) => {
  await openKit(page);
  const cdp = await page.context().newCDPSession(page);
  const viewport = panes(page);
  const width = (await viewport.boundingBox())?.width ?? 0;

  // Mostly vertical: the page's gesture, not ours.
  await drag(cdp, viewport, -0.3 * width, -0.8 * width, STEP_PAUSE_MS);
  await page.waitForTimeout(700);
  expect(await selectedTab(page)).toBe('推荐');

  // Rightwards from the first pane: nothing before it.
  await panes(page).scrollIntoViewIfNeeded();
  await drag(cdp, viewport, 0.7 * width, 0, STEP_PAUSE_MS);
  await page.waitForTimeout(700);
  expect(await selectedTab(page)).toBe('推荐');
  await expect(page.locator('#kit-panel-0')).toBeInViewport();
});
