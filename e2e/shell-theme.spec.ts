// Issue 4 "a theme from config recolours the shell": the origin's THEME reaches <html
// data-theme>, the theme variables and the painted tab bar, before the first paint on return.
import { expect, test, type Page } from '@playwright/test';

import { themeFor } from '../lib/domain/shell/themes';
import { sharedStack } from './fixtures/stack';
import { mainNav, rgb, shownTheme } from './fixtures/theme';

async function expectTheme(page: Page, value: number) {
  const theme = themeFor(value);
  await expect
    .poll(() => shownTheme(page))
    .toEqual({
      key: theme.theme,
      activeVar: theme.fotActiveColor,
      tabIconColor: rgb(theme.fotActiveColor),
    });
}

/** Serves every app chunk empty: only the inline scripts of the HTML run (no React). */
async function withoutAppJs(page: Page) {
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

test('the default theme, then a cached config theme applied on reload', async ({ page }) => {
  await page.goto('/home');
  await expect(mainNav(page)).toBeVisible();
  await expectTheme(page, 1);

  // The config of this tab now says Christmas. With the app's JavaScript withheld, only the
  // inline head script can apply it: it is there before the first paint.
  await page.evaluate(() => {
    const config = JSON.parse(sessionStorage.getItem('config') ?? '{}');
    sessionStorage.setItem('config', JSON.stringify({ ...config, theme: 6 }));
  });
  await withoutAppJs(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'christmas');
  expect(await page.evaluate(() => localStorage.getItem('themeKey'))).toBe('christmas');

  // With the app running, the shell follows the cached config (no new fetch of it).
  await page.unrouteAll();
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expectTheme(page, 6);
});

test.describe('an origin configured with THEME=4', () => {
  const stack = sharedStack({ THEME: '4' });

  test('recolours the shell, and a returning visitor gets it before any app script runs', async ({
    page,
    context,
  }) => {
    await page.goto(`${stack().webUrl}/home`);
    await expect(mainNav(page)).toBeVisible();
    await expectTheme(page, 4);

    // A new tab is a new session (no cached config): the remembered key alone themes the
    // page, with the app's JavaScript withheld, so it cannot be the React side doing it.
    const later = await context.newPage();
    await withoutAppJs(later);
    await later.goto(`${stack().webUrl}/home`);
    expect(await later.evaluate(() => sessionStorage.getItem('config'))).toBeNull();
    await expect(later.locator('html')).toHaveAttribute('data-theme', 'qixi');
    const variable = await later.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--fot-active-color').trim(),
    );
    expect(variable).toBe(themeFor(4).fotActiveColor);
  });
});
