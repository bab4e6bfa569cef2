// Issue 36 item 4 "An installable app": the web manifest is linked and says what an installer
// needs; the production build's service worker registers and controls the page; a page load
// with no network shows the Chinese offline screen; the worker's cache holds the build's files
// and never the BFF's answers or media; a new build's worker takes over the open page.
// The one spec that runs with the worker (playwright.config.ts blocks it elsewhere).
import { expect, test, type Page } from '@playwright/test';

import { openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

test.use({ serviceWorkers: 'allow' });
// The first install downloads the whole precache (~2.7 MB) on a busy machine.
test.setTimeout(120_000);

/** The active worker's script once the page's registration is ready. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/** Waits until a worker controls the page (clientsClaim), returning its script. */
async function controller(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in every cache of the origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function openControlledHome(page: Page) {
  await openAsGuest(page, '/home');
  await expect(mainNav(page)).toBeVisible();
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  await controller(page);
}

test('the manifest is linked and installs a standalone Chinese app in the season’s colour', async ({
  page,
  request,
}) => {
  await openAsGuest(page, '/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: '影视社区 · 短视频、长视频与直播',
    short_name: '影视社区',
    display: 'standalone',
    start_url: '/home',
    lang: 'zh-CN',
  });
  // The season's colour: the one the page's theme paints its notice bar with, and the meta's.
  const seasonal = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--notice-bar-bg').trim(),
  );
  expect(manifest.theme_color.toLowerCase()).toBe(seasonal.toLowerCase());
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
});

test('the worker registers, controls the page after a reload, and the page still works', async ({
  page,
}) => {
  await openControlledHome(page);
  const response = await page.reload();
  // The document came through the worker, with the page's own CSP (a fresh nonce) intact.
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  expect(await controller(page)).toMatch(/\/sw\.js$/);
  await expect(mainNav(page)).toBeVisible();
  await expect(page.locator('main a[href^="/play/longVideo"]').first()).toBeVisible({
    timeout: 20_000,
  });
});

test('with the network gone, a page load shows the Chinese offline screen; 重试 and the network bring the page', async ({
  page,
  context,
}) => {
  await openControlledHome(page);
  const theme = await page.locator('html').getAttribute('data-theme');

  await context.setOffline(true);
  // /welfare was never opened in this browser: nothing of it is cached.
  await page.goto('/welfare');
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await expect(page.getByText('请检查网络连接后重试')).toBeVisible();
  // Themed as the app was.
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme ?? 'default');
  expect(new URL(page.url()).pathname).toBe('/welfare');

  // Still offline: 重试 gives the same screen, not the browser's error page.
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();

  // The network back, the screen reloads the page by itself.
  await context.setOffline(false);
  await expect(mainNav(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '网络已断开' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/welfare');
});

test('the cache holds the build’s files and the offline screen, never /api/app answers, pages or media', async ({
  page,
}) => {
  await openControlledHome(page);
  // Controlled now: a player screen's playlist and the home screen's pictures go out.
  await page.reload();
  await expect(page.locator('main a[href^="/play/longVideo"]').first()).toBeVisible({
    timeout: 20_000,
  });
  const playlist = page.waitForResponse((r) => /\.m3u8|\/m3u8\//.test(r.url()), {
    timeout: 30_000,
  });
  await page.locator('main a[href^="/play/longVideo"]').first().click();
  await playlist;
  await page.waitForTimeout(1_000);

  const origin = new URL(page.url()).origin;
  const urls = await cachedUrls(page);
  expect(urls.some((u) => u.startsWith(`${origin}/_next/static/`))).toBe(true);
  expect(urls.some((u) => new URL(u).pathname === '/offline.html')).toBe(true);
  const forbidden = urls.filter((u) => {
    const url = new URL(u);
    return (
      url.origin !== origin ||
      url.pathname.startsWith('/api/') ||
      /\.(m3u8|ts|mp4|m4s)$/.test(url.pathname) ||
      ['/home', '/play/longVideo'].includes(url.pathname)
    );
  });
  expect(forbidden).toEqual([]);
});

test('a new build’s worker takes over the open page at once', async ({ page }) => {
  await openControlledHome(page);
  const before = await controller(page);

  // A changed worker script, as the next deploy brings: its own URL stands in for new bytes.
  const after = await page.evaluate(async () => {
    const changed = new Promise<string>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () =>
        resolve(navigator.serviceWorker.controller?.scriptURL ?? ''),
      ),
    );
    await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' });
    return changed;
  });
  expect(after).not.toBe(before);
  expect(after).toMatch(/\/sw\.js\?build=next$/);

  // Nothing waits: the page needs no reload and keeps working under the new worker.
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration('/');
    return { waiting: r?.waiting !== null, active: r?.active?.scriptURL ?? '' };
  });
  expect(registration).toEqual({ waiting: false, active: after });
  await mainNav(page).getByRole('link', { name: '社区' }).click();
  await expect(page).toHaveURL(/\/community/);
});

test('under the worker, a chunk an old build needs and the server no longer has reloads the page once', async ({
  page,
}) => {
  await openControlledHome(page);
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  // What an open page of the previous build meets after a deploy: its chunk is in no cache of
  // the new worker and not on the server. The worker must let the failure through (no cached
  // or offline answer), and the chunk-reload rule
  // (docs/decisions/0007-chunk-load-failures-reload-once.md) reloads once.
  const gone = '/_next/static/chunks/previous-build-gone.js';
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === gone);
  await page.evaluate((url) => {
    void import(/* webpackIgnore: true */ url);
  }, gone);
  expect((await answered).status()).toBe(404);
  await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(1);
  expect(
    Number(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))),
  ).toBeGreaterThan(0);
  await expect(mainNav(page)).toBeVisible();
});
