// The 福利 tab against the real stack: a guest sees the tasks and is sent to log in to claim; an
// account checks in once a day (the diamonds reach the wallet, the origin refuses a second claim),
// a task's 去完成 opens where it is done, and a recommended app opens its page in a new window.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';
import { mainNav } from './fixtures/theme';

const taskRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: '我的福利' });

test('a guest sees the tasks and the apps, and is sent to log in to claim', async ({ page }) => {
  await openAsGuest(page, '/home');
  await mainNav(page).getByRole('link', { name: '福利' }).click();
  await expect(page).toHaveURL(/\/welfare$/);
  await expect(page.getByRole('heading', { name: '每日任务' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '新手任务' })).toBeVisible();
  const checkin = taskRow(page, '每日签到');
  await expect(checkin.getByRole('link', { name: '每日签到：登录领取' })).toHaveAttribute(
    'href',
    '/mine/login',
  );
  await expect(taskRow(page, '观看3部影片')).toContainText('0/3');
  const apps = page.getByRole('region', { name: '应用推荐' });
  await expect(apps.getByRole('listitem')).toHaveCount(6);
  // The icons come from the IMAGE line, decoded like every picture once scrolled into view.
  await apps.scrollIntoViewIfNeeded();
  const icon = apps.locator('img').first();
  await expect
    .poll(() => icon.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  await checkin.getByRole('link', { name: '每日签到：登录领取' }).click();
  await expect(page).toHaveURL(/\/mine\/login$/);
});

test('an account checks in once a day: the diamonds, the streak, and a second claim refused', async ({
  page,
}) => {
  await registerFresh(page);
  await page.goto('/welfare');
  await expect(summary(page)).toContainText('连续签到0天');
  await expect(summary(page)).toContainText('我的钻石0');
  await taskRow(page, '每日签到').getByRole('button', { name: '每日签到：签到' }).click();
  await expect(page.getByText('签到成功，获得2钻石')).toBeVisible();
  await expect(taskRow(page, '每日签到')).toContainText('已签到');
  await expect(summary(page)).toContainText('连续签到1天');
  await expect(summary(page)).toContainText('我的钻石2');

  await page.reload();
  await expect(taskRow(page, '每日签到')).toContainText('已签到');
  await expect(taskRow(page, '每日签到').getByRole('button')).toHaveCount(0);
  const again = await callApi(page, 'usertask/get', { id: 1 });
  expect([again.code, again.tip]).toEqual([4000, '今日已领取，明天再来吧']);

  await taskRow(page, '发布第一篇帖子')
    .getByRole('link', { name: '发布第一篇帖子：去完成' })
    .click();
  await expect(page).toHaveURL(/\/community\/publish$/);
});

test('a recommended app opens its page, served by the origin, in a new window', async ({
  page,
}) => {
  await openAsGuest(page, '/welfare');
  const apps = page.getByRole('region', { name: '应用推荐' });
  const first = apps.getByRole('listitem').first();
  const name = (await first.getAttribute('aria-label'))!;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    first.getByRole('button', { name: `下载${name}` }).click(),
  ]);
  // No dead link: the page answers, and it is this app's.
  await expect.poll(() => popup.url()).toMatch(/^http:\/\/localhost:\d+\/apps\/[a-z0-9-]+$/);
  await expect(popup.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a returning account lands on 福利: its own note and wallet, no hydration error', async ({
  page,
}) => {
  await registerFresh(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The stored account differs from the server's view (a guest): the browser shows its own.
  await page.goto('/welfare');
  await expect(summary(page)).toContainText('完成任务后点“领取”，钻石即时到账');
  await expect(summary(page)).toContainText('我的钻石0');
  await expect(
    taskRow(page, '每日签到').getByRole('button', { name: '每日签到：签到' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
