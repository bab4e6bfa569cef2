// Issue 22, what a first-time user meets: `/` is home (§2), a channel landing link is the same
// home as the tab bar's, and a tab visited for the first time keeps the header and the tab bar
// on screen while its content loads.
import { expect, test, type Page } from '@playwright/test';

import { TAB_WARM_DELAY_MS } from '../lib/domain/platform/constants';

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

interface ChromeProbe {
  frames: number;
  /** Frames in which the top of the screen was not a header, or its bottom not the tab bar. */
  bare: string[];
  /** The route of each frame in which a loading placeholder was on screen. */
  placeholder: string[];
}

/**
 * From now on, once per frame: what the user sees at the top and the bottom of the screen (the
 * topmost element there), and whether a loading placeholder is on screen.
 */
async function watchChrome(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: ChromeProbe = { frames: 0, bare: [], placeholder: [] };
    (window as unknown as { chrome: ChromeProbe }).chrome = probe;
    const tick = () => {
      probe.frames += 1;
      const x = window.innerWidth / 2;
      const top = document.elementFromPoint(x, 20);
      const bottom = document.elementFromPoint(x, window.innerHeight - 20);
      if (!top?.closest('header') || !bottom?.closest('nav[aria-label="主导航"]')) {
        probe.bare.push(`${location.pathname}: ${top?.tagName ?? '-'} / ${bottom?.tagName ?? '-'}`);
      }
      const busy = [...document.querySelectorAll('[role="status"][aria-busy="true"]')];
      if (busy.some((element) => element.checkVisibility()))
        probe.placeholder.push(location.pathname);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const chrome = (page: Page) =>
  page.evaluate(() => (window as unknown as { chrome: ChromeProbe }).chrome);

test('a first visit to a tab keeps the header and the tab bar on screen at every frame', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(firstCard(page)).toBeVisible();
  // The server renders the first cards; until the session exists the launch frame holds taps
  // (§2): watch once it is live.
  await expect(page.locator('[data-boot-held][aria-busy="true"]')).toHaveCount(0);
  // A slow line from here on: each screen's code takes a while, so its placeholder shows.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await watchChrome(page);
  for (const [name, content] of [
    ['社区', page.getByRole('tablist', { name: '社区分类' })],
    ['福利', page.getByRole('heading', { name: '每日任务' })],
    ['我的', page.getByText('我的收藏')],
  ] as const) {
    await tab(page, name).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(content.filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  }
  const seen = await chrome(page);
  expect(seen.frames).toBeGreaterThan(20);
  expect(seen.bare).toEqual([]);
});

test('a warmed tab shows its screen at once, without a placeholder', async ({ page }) => {
  const warmed = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.headers()['rsc'] === '1') warmed.add(url.pathname);
  });
  await page.goto('/home');
  await expect(firstCard(page)).toBeVisible();
  // The tab bar warms its routes once the first screen has had its turn (components/ui/footer-tabs).
  await expect.poll(() => warmed.has('/mine'), { timeout: TAB_WARM_DELAY_MS + 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  await watchChrome(page);
  await tab(page, '我的').click();
  await expect(page.getByRole('link', { name: '我的收藏' })).toBeVisible();
  const seen = await chrome(page);
  expect(seen.bare).toEqual([]);
  expect(seen.placeholder.filter((route) => route === '/mine')).toEqual([]);
});

// A first screen builds the sections on screen, and the rest as the user comes near them
// (components/ui/use-reveal-count.ts): /lld's seed has four.
test('/lld builds its first two sections at once and the others as the user scrolls', async ({
  page,
}) => {
  const sections = page
    .locator('main section')
    .filter({ visible: true })
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await page.goto('/lld');
  await expect(firstCard(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(sections).toHaveCount(2);
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(sections).toHaveCount(4, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(sections.nth(2).getByRole('link').first()).toBeVisible();
});
