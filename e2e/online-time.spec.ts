// Issue 37 item 4: the app reports user/online/time while its page shows, and the last report
// leaves with the page. The e2e stack seeds 在线满10分钟 with a 12 s goal (SEED_ONLINE_TASK_SECONDS
// in playwright.config.ts); the origin credits no more than the wall time, so the spec waits it.
import { expect, test, type Page } from '@playwright/test';

import { callApi, openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

const ONLINE_TASK = '在线满10分钟';
/** A little over the seeded goal. */
const STAY_MS = 14_000;

const taskRow = (page: Page) => page.getByRole('listitem', { name: ONLINE_TASK, exact: true });

async function onlineSeconds(page: Page): Promise<number> {
  const answer = await callApi<{ onlineSeconds: number }>(page, 'user/info', {});
  expect(answer.code, answer.tip).toBe(200);
  return answer.data.onlineSeconds;
}

test('staying online completes the 福利 online task, and the user’s online time moves', async ({
  page,
}) => {
  await openAsGuest(page, '/home');
  await expect(mainNav(page)).toBeVisible();
  // The user stays on the home screen (the page visible) past the task's goal.
  await page.waitForTimeout(STAY_MS);
  await mainNav(page).getByRole('link', { name: '福利' }).click();
  await expect(page).toHaveURL(/\/welfare$/);
  // 福利 reports what is due when it shows: the task is done, without waiting for the minute.
  await expect(taskRow(page)).toHaveAttribute('data-state', 'claimable', { timeout: 15_000 });
  await expect(taskRow(page).getByRole('link', { name: `${ONLINE_TASK}：登录领取` })).toBeVisible();
  // 等级积分 counts the same seconds (user/info onlineSeconds).
  expect(await onlineSeconds(page)).toBeGreaterThanOrEqual(12);
});

test('the last report leaves with the page: a closed tab’s time is counted', async ({
  context,
}) => {
  const page = await context.newPage();
  await openAsGuest(page, '/mine');
  await page.waitForTimeout(STAY_MS);
  // Closed with its unload handlers run, as a user closing the tab: pagehide sends the report.
  await page.close({ runBeforeUnload: true });

  const next = await context.newPage();
  await openAsGuest(next, '/mine');
  await expect.poll(() => onlineSeconds(next), { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
  await next.goto('/welfare');
  await expect(taskRow(next)).toHaveAttribute('data-state', 'claimable', { timeout: 15_000 });
});
