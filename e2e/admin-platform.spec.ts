// Issue 41 item 5 end to end: an editor posts an announcement and switches the seasonal theme in
// 运营配置; a fresh /home then shows the notice text in its notice bar and the theme on <html>
// (within the caches' 60 s: the page's config is at most 10 s old). The editor then puts the
// theme back and deletes the announcement, so no other spec on this stack sees them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { THEMES } from '../lib/domain/shell/themes';
import { openAsGuest } from './fixtures/session';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function logIn(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}

async function pickTheme(page: Page, label: string) {
  await page.getByRole('tab', { name: '节日主题' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  await page.getByRole('button', { name: '应用主题' }).click();
  await expect(page.getByRole('status')).toContainText(`已切换为${label}`);
}

test('an editor posts an announcement and switches the theme; a fresh /home shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const notice = `控制台公告${Date.now().toString(36).slice(-5)}`;
  const theme = THEMES.find((t) => t.theme === 'springfestival')!;
  await logIn(page, 'editor1');
  await page.getByRole('link', { name: '运营配置' }).click();
  await expect(page.getByRole('heading', { name: '运营配置' })).toBeVisible();

  // A bad link is refused with the reason, as typed.
  await page.getByRole('tab', { name: '推荐应用' }).click();
  await page.getByRole('button', { name: '新建推荐应用' }).click();
  await page.getByLabel('应用名称').fill('坏链接');
  await page.getByLabel('应用简介').fill('不应保存');
  await page.getByLabel(/^应用链接/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('应用链接须为 https:// 开头的网址')).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('tab', { name: '公告' }).click();
  await page.getByRole('button', { name: '新建公告' }).click();
  await page.getByLabel('公告标题').fill('活动通知');
  await page.getByLabel('公告内容').fill(notice);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: notice })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: '节日主题' }).click();
  const before = (await page.getByText(/^当前主题：/).textContent()) ?? '';
  const previous = THEMES.find((t) => before.startsWith(`当前主题：${t.label}`))!;
  await pickTheme(page, theme.label);
  await expectNoAxeViolations(page);

  // A fresh tab (its own session) each try: the page's config is at most 10 s old.
  const guest = await browser.newContext({ ...test.info().project.use });
  await expect
    .poll(
      async () => {
        const tab = await guest.newPage();
        await openAsGuest(tab);
        const shows = await tab.getByText(notice).first().isVisible();
        const key = await tab.locator('html').getAttribute('data-theme');
        await tab.close();
        return shows && key === theme.theme;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  await guest.close();

  // Back as it was for every other spec on this stack.
  await pickTheme(page, previous.label);
  await page.getByRole('tab', { name: '公告' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: notice })
    .getByRole('button', { name: '编辑' })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('cell', { name: notice })).toHaveCount(0);
});
