// Issue 39 against the real stack: an account checks in on 福利 and sees today ticked in the week
// strip, then opens 钻石明细 from 我的 and finds the reward's row (+2钻石, the balance after), and
// nothing under 金币. iPhone only (playwright.config.ts BOTH_DEVICES): no layout of its own.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';

test('a check-in ticks today in the week and shows in 钻石明细', async ({ page }) => {
  await registerFresh(page);
  await page.goto('/welfare');
  const week = page.getByRole('list', { name: '本周签到' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  const today = week.locator('[aria-current="date"]');
  await expect(today).toHaveAttribute('aria-label', '今天 待签到 +2钻石');

  await page.getByRole('button', { name: '每日签到：签到' }).click();
  await expect(page.getByText('签到成功，获得2钻石')).toBeVisible();
  await expect(today).toHaveAttribute('aria-label', '今天 已签到 +2钻石');
  await page.reload();
  await expect(week.locator('[aria-current="date"]')).toHaveAttribute(
    'aria-label',
    '今天 已签到 +2钻石',
  );

  await page.goto('/mine');
  await page
    .getByRole('navigation', { name: '我的服务' })
    .getByRole('link', { name: '钻石明细' })
    .click();
  await expect(page).toHaveURL(/\/mine\/ledger$/);
  const reward = page.getByRole('article', { name: '任务奖励' });
  await expect(reward).toContainText('每日签到');
  await expect(reward).toContainText('+2钻石');
  await expect(reward).toContainText('余额 2钻石');
  await page.getByRole('tab', { name: '金币' }).click();
  await expect(page.getByText('暂无金币明细')).toBeVisible();
});
