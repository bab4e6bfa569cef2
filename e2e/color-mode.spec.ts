// Issue 39 item 4: the colour mode. 深色 / 浅色 / 跟随系统 in 设置 › 外观; the chosen mode is on
// <html data-mode> from the first paint after a reload (no dark flash); the main screens have no
// serious or critical axe violation in either mode; 跟随系统 follows the system, live.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { isCatalogueVideo } from './fixtures/catalogue';
import { callApi, openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

const mode = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mode'));

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
}

/** The mode and page colour at the first moments a frame could paint (before any app code). */
function recordFirstPaint() {
  const seen: Record<string, string | null> = {};
  (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
  const observer = new MutationObserver(() => {
    if (document.body && !('atBody' in seen)) {
      seen.atBody = document.documentElement.getAttribute('data-mode');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  requestAnimationFrame(() => {
    seen.atFrame = document.documentElement.getAttribute('data-mode');
    seen.bg = getComputedStyle(document.body).backgroundColor;
  });
}

test('浅色 chosen in 设置 shows at once and from the first paint after a reload', async ({
  page,
}) => {
  await openAsGuest(page, '/mine/setting');
  expect(await mode(page)).toBe('dark');
  await page.getByRole('link', { name: /^外观/ }).click();
  await expect(page.getByRole('radio', { name: /^深色/ })).toBeChecked();
  await page.getByRole('radio', { name: /^浅色/ }).check();
  await expect.poll(() => mode(page)).toBe('light');
  await expect(page.getByRole('radio', { name: /^浅色/ })).toBeChecked();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'light',
  );

  await page.addInitScript(recordFirstPaint);
  await page.reload();
  await expect(page.getByRole('radio', { name: /^浅色/ })).toBeChecked();
  const first = await page.evaluate(
    () => (window as unknown as { __firstPaint: Record<string, string> }).__firstPaint,
  );
  // The light page colour (#f5f6fa), not the dark one, in the very first frame.
  expect(first).toEqual({ atBody: 'light', atFrame: 'light', bg: 'rgb(245, 246, 250)' });

  // And back: 设置 shows the choice, 深色 restores the default.
  await page.goto('/mine/setting');
  await expect(page.getByRole('link', { name: /^外观/ })).toContainText('浅色');
  await page.getByRole('link', { name: /^外观/ }).click();
  await page.getByRole('radio', { name: /^深色/ }).check();
  await expect.poll(() => mode(page)).toBe('dark');
});

test('跟随系统 follows the system, from the first paint and live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openAsGuest(page, '/mine/setting/appearance');
  await page.getByRole('radio', { name: /^跟随系统/ }).check();
  await expect.poll(() => mode(page)).toBe('light');
  await page.addInitScript(recordFirstPaint);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '外观' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __firstPaint: Record<string, string> }).__firstPaint.atBody,
    ),
  ).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => mode(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => mode(page)).toBe('light');
});

async function freeVideoId(page: Page): Promise<number> {
  const feed = await callApi<{ list: { id: number; access: string; duration: number }[] }>(
    page,
    'media/published',
    { page: 1, pageSize: 50 },
  );
  const free = feed.data.list.find((v) => v.access === 'free' && isCatalogueVideo(v));
  expect(free).toBeDefined();
  return free!.id;
}

for (const shown of ['light', 'dark'] as const) {
  test(`the main screens have no serious or critical axe violation in ${shown} mode`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((m) => localStorage.setItem('colorMode', m), shown);
    await openAsGuest(page, '/home');
    await expect(mainNav(page)).toBeVisible();
    expect(await mode(page)).toBe(shown);
    await expect(
      page.locator('[aria-roledescription="carousel"] [data-state="loaded"]').first(),
    ).toBeVisible();
    const found: Record<string, unknown> = { '/home': await blockingViolations(page) };
    for (const [path, heading] of [
      ['/mine', '我的'],
      ['/community', '社区'],
      ['/welfare', '福利'],
      // Issue 39's own screens.
      ['/mine/setting', '设置'],
      ['/mine/setting/playback', '播放设置'],
      ['/mine/ledger', '钻石明细'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await mode(page)).toBe(shown);
      found[path] = await blockingViolations(page);
    }
    await page.goto(`/play/longVideo?id=${await freeVideoId(page)}`);
    await expect(page.getByRole('list', { name: '相关推荐' })).toBeVisible();
    found.player = await blockingViolations(page);
    await page.getByRole('tab', { name: /^评论/ }).click();
    await expect(page.getByRole('textbox', { name: '评论内容' })).toBeVisible();
    found.comments = await blockingViolations(page);
    expect(found).toEqual({
      '/home': [],
      '/mine': [],
      '/community': [],
      '/welfare': [],
      '/mine/setting': [],
      '/mine/setting/playback': [],
      '/mine/ledger': [],
      player: [],
      comments: [],
    });
  });
}
