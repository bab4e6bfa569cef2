// Issue 37 item 6: every link target of §2 the app makes has a screen. Content type 5 opens the
// community's circle (a communityCategory item, with its posts); 6–10, content the app does not
// carry, say so with 返回 and 回到首页, never 页面不存在.
import { expect, test } from '@playwright/test';

import { routeForContentType } from '../lib/domain/platform/links';
import {
  UNSUPPORTED_CONTENT,
  type UnsupportedContentPath,
} from '../lib/domain/platform/unsupported-content';
import { openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

test('a circle link opens the circle and its posts', async ({ page }) => {
  await openAsGuest(page, '/home');
  // The seed's topic 影视 (communityCategory id 5).
  await page.goto(routeForContentType(5, 5));
  await expect(page).toHaveURL(/\/circle\/circleDetail\?id=5$/);
  await expect(page.getByRole('heading', { name: '影视', level: 1 })).toBeVisible();
  const feed = page.getByRole('list', { name: '影视帖子' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('页面不存在')).toHaveCount(0);

  // A circle closed since the link was made: said so, with the way to 社区.
  await page.goto(routeForContentType(5, 999));
  await expect(page.getByText('圈子不存在或已关闭')).toBeVisible();
  await page.getByRole('button', { name: '去社区' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('content the app does not carry says so, with 返回 and 回到首页', async ({ page }) => {
  await openAsGuest(page, '/home');
  for (const type of [6, 7, 8, 9, 10]) {
    const link = routeForContentType(type, 3);
    const path = link.split('?')[0] as UnsupportedContentPath;
    const response = await page.goto(link);
    expect(response?.status(), link).toBe(200);
    const name = UNSUPPORTED_CONTENT[path].name;
    await expect(page.getByRole('heading', { name: `暂不支持查看${name}` })).toBeVisible();
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(page.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/home');
  }
  // 回到首页 goes home.
  await page.getByRole('link', { name: '回到首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(mainNav(page)).toBeVisible();
  // 返回 on a screen opened cold (a shared link) is §2's back helper: home, not out of the app.
  await page.goto('/novel/audio?id=3');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
