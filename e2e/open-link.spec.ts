// Issue 4 "an ad link with javascript: does nothing": the home carousel renders an ad from
// the (cached) config whose href is javascript:; tapping it neither navigates, nor opens a
// window, nor runs the script — only the toast 链接无效 appears.
import { expect, test } from '@playwright/test';

import { mainNav } from './fixtures/theme';

const EVIL_TITLE = '恶意链接广告';

test('a javascript: ad link does nothing but a toast', async ({ page, context }) => {
  await page.goto('/home');
  await expect(mainNav(page)).toBeVisible();
  // The shell shows before the config arrives on a slow machine: edit the stored config, not
  // one that the answer then replaces.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('config'))).not.toBeNull();

  // The operator data is untrusted: make the home banner (position 2) hold only this ad.
  await page.evaluate((title) => {
    const config = JSON.parse(sessionStorage.getItem('config') ?? '{}') as {
      advertise?: { position?: number }[];
    };
    const others = (config.advertise ?? []).filter((ad) => ad.position !== 2);
    const evil = {
      id: 990001,
      position: 2,
      title,
      cover: '/ads/ad-2.jpg',
      href: 'javascript:window.__pwned=1;location.href="https://example.com/"',
    };
    sessionStorage.setItem('config', JSON.stringify({ ...config, advertise: [evil, ...others] }));
  }, EVIL_TITLE);
  await page.reload();
  await expect(mainNav(page)).toBeVisible();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));
  const before = page.url();
  const navigations: string[] = [];
  // Elsewhere: the app's own history.replaceState of the same address (late on a slow host) is
  // a framenavigated event too, and no navigation.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== before) navigations.push(frame.url());
  });
  const clicks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/app/ad/click')) clicks.push(request.url());
  });

  await page.getByRole('button', { name: EVIL_TITLE }).click();
  await expect(page.getByText('链接无效')).toBeVisible();
  // Give a navigation or popup the time it would need to show up.
  await page.waitForTimeout(500);

  expect(page.url()).toBe(before);
  expect(navigations).toEqual([]);
  expect(popups).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(clicks).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
