import { expect, test } from '@playwright/test';

test('the root layout serves a Chinese mobile page', async ({ page }) => {
  // `/` is home (§2), served at the home path.
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('width=device-width');
  expect(viewport).toContain('viewport-fit=cover');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
});

test('a first visit asks for nothing that is missing, and names its icons', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // Aborted requests (prefetches the router cancels) are not missing files.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });
  // Chromium's own favicon request reaches no response event, only this console line.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load resource'))
      failed.push(message.text());
  });
  await page.goto('/home');
  await expect(page.getByTestId('current-user')).toHaveAttribute('data-user-id', /^\d+$/);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const href of [icon, apple]) {
    const response = await page.request.get(href ?? '/missing-icon');
    expect(response.status(), String(href)).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }
  // The favicon request goes out after the load.
  await page.waitForTimeout(500);
  expect(failed).toEqual([]);
});

// A bold face is a font file of its own; its first use costs a fresh page a long layout in the
// middle of showing the feed (docs/decisions/0014-first-load.md). Titles and badges are medium.
test('the first screen of /home sets no text in a bold face', async ({ page }) => {
  await page.goto('/home');
  const feed = page.locator('main:not([hidden] *) a[href^="/play/longVideo"]');
  await expect(feed.first()).toBeVisible();
  // The cards' VIP and price badges are there: they were the last bold text on this screen.
  await expect(page.locator('main:not([hidden] *) [data-access]').first()).toBeVisible();
  const bold = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      if (Number(getComputedStyle(element).fontWeight) >= 600)
        found.push(`${node.textContent.trim()} <${element.tagName.toLowerCase()}>`);
    }
    return found;
  });
  expect(bold).toEqual([]);
});

// Each shimmer band is an animated composited layer (components/ui/skeleton.module.css): the
// launch frame's placeholders share a band per area instead of running one per box.
test('the placeholders of /home share their shimmer bands, a few for the screen', async ({
  page,
}) => {
  // The first category arrives with the page (server-rendered cards); another category's feed
  // is held, so that tab stays on its placeholders.
  await page.goto('/home');
  await page.route('**/api/app/media/home', () => undefined);
  await page.getByRole('tablist', { name: '视频分类' }).getByRole('tab').nth(2).click();
  const placeholder = page.locator('main:not([hidden] *) [role="status"][aria-busy="true"]');
  await expect(placeholder.first()).toBeVisible();
  const shimmer = await page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) =>
      element.checkVisibility(),
    );
    const bands = visible.filter((element) => {
      const after = getComputedStyle(element, '::after');
      return after.content !== 'none' && after.animationName !== 'none';
    });
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          (animation.effect as KeyframeEffect | null)?.pseudoElement === '::after',
      ).length;
    // The boxes: shapes with a background of their own and no children.
    const boxes = visible.filter(
      (element) =>
        element.getAttribute('aria-hidden') === 'true' &&
        element.childElementCount === 0 &&
        getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
    );
    return { bands: bands.length, running, boxes: boxes.length };
  });
  // Still a shimmer, from at most a few bands, over many more boxes.
  expect(shimmer.bands).toBeGreaterThanOrEqual(1);
  expect(shimmer.bands).toBeLessThanOrEqual(3);
  expect(shimmer.running).toBe(shimmer.bands);
  expect(shimmer.boxes).toBeGreaterThan(10);
});
