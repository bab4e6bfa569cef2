// The operator console (issue 41): the demo owner logs in and finds their own login in 操作日志,
// creates an editor, who logs in with the one-time password and cannot open 管理员. Then the
// e2e stack's build is checked: no H5 route loads a byte of the console (test/console-chunks.test-support.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { CONSOLE_MARKER } from '../components/admin/console-marker';
import { consoleOnlyChunks } from '../scripts/console-chunks';
import { consoleLeaks } from '../test/console-chunks.test-support';

async function logIn(page: Page, name: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the owner audits and creates an editor, who cannot open 管理员', async ({ page }) => {
  await logIn(page, 'admin', 'admin123456');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '操作日志' }).click();
  const loginRow = page.getByRole('row').filter({ hasText: 'admin' }).filter({ hasText: '登录' });
  await expect(loginRow.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '管理员' }).click();
  const name = `editor${Date.now().toString(36).slice(-6)}`;
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('角色').selectOption('editor');
  await page.getByRole('button', { name: '创建' }).click();
  const password = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '退出登录' }).click();

  await logIn(page, name, password);
  await expect(page.getByRole('link', { name: '管理员' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '内容' })).toBeVisible();
  await page.goto('/admin/operators');
  await expect(page.getByText('没有权限访问此页面')).toBeVisible();
});

test('no H5 route of the build loads console code, nor does the service worker precache it', () => {
  // The stack the spec ran against was built here (scripts/start.mjs --e2e).
  const buildDir = path.join(process.cwd(), '.next');
  expect(consoleLeaks(buildDir, CONSOLE_MARKER)).toEqual([]);
  const only = [...consoleOnlyChunks(buildDir, CONSOLE_MARKER)];
  expect(only.length).toBeGreaterThan(0);
  const worker = readFileSync(path.join(process.cwd(), 'public', 'sw.js'), 'utf8');
  expect(only.filter((chunk) => worker.includes(path.basename(chunk)))).toEqual([]);
});
