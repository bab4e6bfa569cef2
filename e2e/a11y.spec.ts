// Issue 4: axe-core on the shell (no serious or critical violation), and every icon-only
// control named in Chinese.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { mainNav } from './fixtures/theme';

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
  await expect(mainNav(page)).toBeVisible();
  // Audit the settled screen: the carousel's first picture decoded and shown.
  await expect(
    page.locator('[aria-roledescription="carousel"] [data-state="loaded"]').first(),
  ).toBeVisible();
});

test('the home shell has no serious or critical axe violation', async ({ page }) => {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
});

test('every icon-only button and link has a Chinese accessible name', async ({ page }) => {
  const unnamed = await page
    .locator('button, a[href], [role="button"], [role="link"], [role="tab"]')
    .evaluateAll((elements) =>
      elements
        .filter((el) => (el.textContent ?? '').trim() === '' && el.getClientRects().length > 0)
        .map((el) => {
          const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
            .join(' ')
            .trim();
          const imageAlt = Array.from(el.querySelectorAll('img[alt]'))
            .map((img) => img.getAttribute('alt') ?? '')
            .join(' ')
            .trim();
          const name =
            el.getAttribute('aria-label') || labelledBy || el.getAttribute('title') || imageAlt;
          return { html: el.outerHTML.slice(0, 160), name };
        })
        .filter((entry) => !/[\u4e00-\u9fff]/.test(entry.name)),
    );
  expect(unnamed).toEqual([]);
});

// Next's route announcer tells a screen reader where a navigation went: the new title, or the
// first <h1> while the title has not streamed in. Hidden kept-alive screens (home's 首页) must
// not be that <h1>.
test('a sub-page opened from home is announced by its own name', async ({ page }) => {
  const announced = () =>
    page.evaluate(
      () =>
        document
          .querySelector('next-route-announcer')
          ?.shadowRoot?.getElementById('__next-route-announcer__')?.textContent ?? '',
    );
  await page
    .getByRole('navigation', { name: '快捷入口' })
    .getByRole('button', { name: '兑换中心' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '兑换中心' })).toBeVisible();
  await expect.poll(announced).toContain('兑换中心');
});
