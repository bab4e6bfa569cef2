// Issue 42 item 6 end to end: a signed-in user sends feedback with a picture from the H5 screen;
// moderator1 finds it in the console's 反馈与消息 (the picture decoded from the IMAGE line),
// replies; the user's 消息 shows the reply, unread, under 反馈回复.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { signInAs } from './fixtures/session';

const PICTURE = path.join(process.cwd(), 'test-results', 'admin-feedback-shot.png');

test.beforeAll(async () => {
  mkdirSync(path.dirname(PICTURE), { recursive: true });
  await sharp({
    create: { width: 360, height: 640, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toFile(PICTURE);
});

async function logIn(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}

test('a user’s feedback is answered in the console and the reply reaches their 消息', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mark = Date.now().toString(36).slice(-6);
  const content = `播放到一半卡住了，编号${mark}`;
  const reply = `已修复，请刷新后重试（${mark}）`;

  await signInAs(page, 'demo');
  await page.goto('/mine/problemFeedback');
  await page
    .getByRole('group', { name: '问题类型' })
    .getByRole('button', { name: '播放问题' })
    .click();
  await page.getByLabel('问题描述').fill(content);
  await page.getByLabel('添加图片').setInputFiles(PICTURE);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/mine\/feedback/);

  const desk = await browser.newContext({ ...test.info().project.use });
  const admin = await desk.newPage();
  await logIn(admin, 'moderator1');
  await admin.getByRole('link', { name: '反馈与消息' }).click();
  await expect(admin.getByRole('heading', { name: '反馈与消息' })).toBeVisible();
  const row = admin.getByTestId('feedback-row').filter({ hasText: mark });
  await expect(row).toContainText('演示用户');
  await row.getByRole('button', { name: /^处理反馈/ }).click();
  await expect(admin.locator('img[alt="反馈图片1"]')).toBeVisible({ timeout: 15_000 });
  await admin.getByLabel(/^回复内容/).fill(reply);
  await admin.getByRole('button', { name: '发送回复' }).click();
  await expect(admin.getByRole('heading', { name: /（已回复）/ })).toBeVisible();
  const results = await new AxeBuilder({ page: admin }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await desk.close();

  await page.goto('/mine/message');
  const tab = page.getByRole('tab', { name: /反馈回复/ });
  await expect(tab.getByLabel(/条未读/)).toBeVisible();
  await tab.click();
  await expect(page.getByText(`客服回复：${reply}`)).toBeVisible();
});
