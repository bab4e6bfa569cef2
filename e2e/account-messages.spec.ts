// Issue 25: unread messages show on the tab bar's 我的 and on the mine menu's 消息中心, and clear
// once the user reads them. The message is a real one: another user follows this one.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

test('a new follower shows as unread on 我的 and 消息中心 until the message is read', async ({
  page,
  browser,
}) => {
  const user = await registerFresh(page);
  await page.goto('/mine');
  const mineTab = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: /我的/ });
  await expect(mineTab).toHaveAccessibleName('我的');

  const context = await browser.newContext({ locale: 'zh-CN' });
  const fan = await context.newPage();
  await openAsGuest(fan);
  const followed = await callApi(fan, 'upblogers/cares', { id: user.id, follow: true });
  expect(followed.code, followed.tip).toBe(200);
  await context.close();

  await page.reload();
  await expect(mineTab).toHaveAccessibleName(/^我的\s*，1条未读消息$/, { timeout: 15_000 });
  await expect(mineTab.getByText('1', { exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '我的服务' });
  await expect(menu.getByLabel('1条未读消息')).toHaveText('1');

  await menu.getByRole('link', { name: /消息中心/ }).click();
  await expect(page).toHaveURL(/\/mine\/message$/);
  // It opens on the kind with the unread message, not on an empty 系统通知.
  await expect(page.getByRole('tab', { name: /新增关注/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('list', { name: '消息列表' }).getByText(/关注了你/)).toBeVisible();
  // Every tab can be reached whole: the last one, chosen, sits inside the screen.
  const last = page.getByRole('tab', { name: /反馈回复/ });
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  await page.getByRole('tab', { name: /新增关注/ }).click();

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(mineTab).toHaveAccessibleName('我的', { timeout: 15_000 });
  await expect(menu.getByLabel(/条未读消息/)).toHaveCount(0);
});
