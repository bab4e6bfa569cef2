// Issue 3 "middleware.ts and the bootstrap", end to end against the real BFF and origin.
import { expect, test, type Page } from '@playwright/test';

import {
  BOOT_ERROR,
  X_USER_AGENT_PATTERN,
  apiPath,
  capturePayloads,
  readAppStorage,
  recordApiCalls,
} from './fixtures/app-storage';
import { SESSION_SETTLE_MS } from '../lib/state/session-reload';
import { test as stackTest } from './fixtures/stack';

const heading = (page: Page) => page.getByRole('heading', { name: '首页' });
/** Home's own entry to 我的: it carries the signed-in user's id once the session exists. */
const currentUser = (page: Page) => page.getByTestId('current-user');
const SIGNED_IN = /^\d+$/;
/** A category of home's feed: changing to one sends a secure call (media/home) from the page. */
const category = (page: Page, index: number) =>
  page.getByRole('tablist', { name: '视频分类' }).getByRole('tab').nth(index);

/** Counts full page loads of the main frame from now on. */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => {
    counter.count += 1;
  });
  return counter;
}

test.describe('bootstrap', () => {
  test('a fresh browser gets a guest session, the flags, the channel and the config', async ({
    page,
    context,
  }, info) => {
    const calls = recordApiCalls(page);
    const logins = await capturePayloads(page, 'login/guest');
    await page.goto('/home?pc=p1&dc=d1&isAppStore=1');
    await expect(heading(page)).toBeVisible();
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
    const userId = await currentUser(page).getAttribute('data-user-id');

    const stored = await readAppStorage(page);
    // The raw token under `token`, not JSON-quoted.
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.isAppStore).toBe('1');
    expect(stored.isLight).toBeNull();
    expect(JSON.parse(stored.channel ?? '{}')).toEqual({ pc: 'p1', dc: 'd1' });
    const config = JSON.parse(stored.config ?? 'null') as {
      domain: { type: string; urls: string[] }[];
    };
    expect(config.domain.map((d) => d.type)).toEqual(
      expect.arrayContaining(['IMAGE', 'VID', 'API']),
    );
    expect(JSON.parse(stored.app ?? '{}').cdn.IMAGE.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ token: stored.token, isGuest: true });
    expect(String(JSON.parse(stored.user ?? '{}').id)).toBe(userId);
    await expect(currentUser(page)).toHaveAccessibleName('我的（游客，未登录）');

    // middleware.ts recorded the channel for the server side too.
    const channelCookie = (await context.cookies()).find((c) => c.name === 'channel');
    expect(decodeURIComponent(channelCookie?.value ?? '')).toBe('pc=p1&dc=d1');

    // §2 order: the config, then the guest login; every call with X-User-Agent. The config
    // normally comes with the page (lib/bff/landing-config): the browser asks for it only if
    // the server could not, and then before the login.
    const paths = calls.map(apiPath);
    const html = await (await page.request.get('/home')).text();
    expect(html).toContain('data-theme-fresh');
    if (paths.includes('ping/config')) {
      expect(paths.indexOf('ping/config')).toBeLessThan(paths.indexOf('login/guest'));
    }
    expect(paths).toContain('login/guest');
    const system = info.project.name === 'iphone' ? 'h5_ios' : 'h5_android';
    for (const call of calls) {
      const ua = (await call.allHeaders())['x-user-agent'];
      expect(ua, apiPath(call)).toMatch(X_USER_AGENT_PATTERN);
      expect(ua).toContain(`st=${system};`);
    }
    expect(logins).toHaveLength(1);
    const payload = logins[0] as { devID: string; affCode: string; token: string };
    expect(payload.devID).toBe(stored.deviceId);
    expect(payload.devID.length).toBeGreaterThan(6);
    expect(JSON.parse(payload.affCode)).toEqual({ pc: 'p1', dc: 'd1' });
    const info2 = calls.find((c) => apiPath(c) === 'user/info');
    expect((await info2?.allHeaders())?.authorization).toBe(stored.token);

    // A reload keeps the account: no new login, the same user and token.
    calls.length = 0;
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect(currentUser(page)).toHaveAttribute('data-user-id', userId ?? '');
    expect((await readAppStorage(page)).token).toBe(stored.token);
    await page.waitForLoadState('networkidle');
    expect(calls.map(apiPath)).not.toContain('login/guest');
    for (const call of calls)
      expect((await call.allHeaders())['x-user-agent']).toMatch(X_USER_AGENT_PATTERN);
  });

  test('a first visit takes over the screen the server rendered instead of building it again', async ({
    page,
  }) => {
    // The element the HTML brought (captured once the document is parsed, streaming done).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector(
          '[data-testid="current-user"]',
        );
      });
    });
    await page.goto('/home');
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
    // The session came in after the HTML: had React thrown the server's markup away and
    // rendered the screen again (a flash, and the launch's biggest task), this is a new node.
    const adopted = await page.evaluate(() => {
      const served = (window as unknown as { served: Element | null }).served;
      return served !== null && served === document.querySelector('[data-testid="current-user"]');
    });
    expect(adopted).toBe(true);
    await expect(currentUser(page)).toHaveCount(1);
  });

  test('isLight and the uuid of the link reach the headers and the login', async ({ page }) => {
    const calls = recordApiCalls(page);
    const logins = await capturePayloads(page, 'login/guest');
    await page.goto('/home?isLight=1&uuid=e2e-device-0001');
    await expect(heading(page)).toBeVisible();
    // The heading is the server's launch frame: visible before the login has gone out.
    await expect.poll(() => logins.length).toBeGreaterThan(0);
    expect((logins[0] as { devID: string }).devID).toBe('e2e-device-0001');
    for (const call of calls)
      expect((await call.allHeaders())['x-user-agent']).toContain(';st=light;');
    expect((await readAppStorage(page)).isLight).toBe('1');
  });

  test('a forced 1000 reloads exactly once and signs the same guest back in', async ({ page }) => {
    await page.goto('/home');
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
    const before = await currentUser(page).getAttribute('data-user-id');
    const { token } = await readAppStorage(page);
    const ua = await page.evaluate(() => navigator.userAgent);

    // Really end the session on the server: from now on this token answers 1000.
    const logout = await page.request.post('/api/app/user/logout', {
      headers: {
        Authorization: token ?? '',
        'X-User-Agent': `dt=phone;st=h5_ios;av=2.1.1;bn=e2e;bv=${ua.length}`,
      },
      data: {},
    });
    expect((await logout.json()).code).toBe(200);

    const loads = countLoads(page);
    const reloaded = page.waitForEvent('load');
    // A secure call from the page: another category's media/home with the dead token.
    await category(page, 1).click();
    await reloaded;
    await expect(currentUser(page)).toHaveAttribute('data-user-id', before ?? '');
    const after = await readAppStorage(page);
    expect(after.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after.token).not.toBe(token);
    // Once the new session has held (SESSION_SETTLE_MS) and answered a secure call, the reload
    // marker is gone again: a genuine expiry later may reload once more.
    await page.waitForTimeout(SESSION_SETTLE_MS);
    await category(page, 2).click();
    await expect.poll(async () => (await readAppStorage(page)).reloadMarker).toBeNull();
    expect(loads.count).toBe(1);
  });

  test('a 1000 right after the 1000-triggered reload shows the error screen, never a loop', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
    // A server that rejects every session for media/home: the reload cannot help.
    await page.route('**/api/app/media/home', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1000, data: null, tip: '登录失效', msg: '' }),
      }),
    );
    const loads = countLoads(page);
    const reloaded = page.waitForEvent('load');
    await category(page, 1).click();
    await reloaded;
    // The reloaded page arrives with its first screen's cards (no media/home of its own): the
    // next secure call is the user's next tap, and its 1000 must not reload again. The tap waits
    // for the app to hold the session: on a slow host one sent before hydration was lost.
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
    await category(page, 1).click();
    await expect(page.getByRole('alert', BOOT_ERROR)).toContainText('登录状态异常');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(1);

    // The server is fine again: 重试 starts clean.
    await page.unroute('**/api/app/media/home');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
  });
});

stackTest.describe('bootstrap without the origin', () => {
  stackTest.setTimeout(180_000);

  stackTest(
    'with the origin stopped the retry screen shows, and 重试 recovers once it is back',
    async ({ page, stack }) => {
      await page.goto(`${stack.webUrl}/home?pc=p1`);
      const alert = page.getByRole('alert', BOOT_ERROR);
      await expect(alert).toBeVisible({ timeout: 30_000 });
      // The BFF's one generic tip for an unreachable origin, or ours for a failed fetch.
      await expect(alert).not.toBeEmpty();
      await expect(heading(page)).toHaveCount(0);
      expect((await readAppStorage(page)).token).toBeNull();

      await stack.startOrigin();
      await page.getByRole('button', { name: '重试' }).click();
      await expect(heading(page)).toBeVisible({ timeout: 30_000 });
      await expect(currentUser(page)).toHaveAttribute('data-user-id', SIGNED_IN);
      const stored = await readAppStorage(page);
      expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stored.config).not.toBeNull();
    },
  );
});
