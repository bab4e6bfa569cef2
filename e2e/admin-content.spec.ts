// Issue 41 item 4 end to end: an editor uploads a generated clip in the console, waits for
// 可发布, makes it VIP with a 15 s preview, publishes it and places it in 最新 · 新片上映; a guest
// finds it on /home and meets the paywall after the preview, a VIP account plays it to its end;
// the editor takes it down and it is gone from /home after a reload (within the caches' 60 s). The clip is 20 s, not the issue's 10:
// a preview must be shorter than the video (lib/domain/video/ingest-draft.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { ffmpegPath } from '../origin/services/video/transcode';
import { openAsGuest, signInAs } from './fixtures/session';

const CLIP = path.join(process.cwd(), 'test-results', 'admin-content-clip.mp4');
const SECTION = '最新 · 新片上映';

test.beforeAll(() => {
  mkdirSync(path.dirname(CLIP), { recursive: true });
  execFileSync(ffmpegPath(), [
    ...['-y', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', CLIP],
  ]);
});

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

/** Whether the 最新 tab of /home shows `title`, after a fresh load. */
async function homeShows(page: Page, title: string): Promise<boolean> {
  await page.goto('/home');
  await page.getByRole('tab', { name: '最新' }).click();
  // waitFor, not isVisible: isVisible answers at once, before a slow host has drawn the tab.
  return page
    .getByText(title)
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
}

test('an editor publishes an uploaded VIP clip to home, a guest meets the paywall, it comes down', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `控制台短片${Date.now().toString(36).slice(-5)}`;
  await logIn(page, 'editor1');
  await page.getByRole('link', { name: '内容' }).click();
  await page.getByLabel('选择视频文件').setInputFiles(CLIP);
  await expect(page.getByText('已开始导入，转码完成后即可发布')).toBeVisible({ timeout: 60_000 });
  const row = page.getByTestId('content-row').first();
  await expect(row).toContainText('可发布', { timeout: 120_000 });
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();

  await page.getByLabel('标题').fill(title);
  await page.getByLabel('分类').selectOption('电影');
  await page.getByLabel('观看权限').selectOption('vip');
  await page.getByLabel(/试看秒数/).fill('15');
  await page.getByRole('button', { name: '保存信息' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByTestId('publication')).toHaveText('已发布');
  await page.getByLabel('位置类型').selectOption('section');
  await page.getByLabel('首页栏目').selectOption({ label: SECTION });
  await page.getByRole('button', { name: '放入' }).click();
  await expect(page.getByText('位置已更新')).toBeVisible();
  await expectNoAxeViolations(page);

  const guestContext = await browser.newContext({ ...test.info().project.use });
  const guest = await guestContext.newPage();
  await openAsGuest(guest);
  await expect
    .poll(() => homeShows(guest, title), { timeout: 70_000, intervals: [5_000] })
    .toBe(true);
  // The card's link (a copy of the pane may be inert while the tab strip settles).
  const card = guest.locator('a[href^="/play/longVideo?id="]', { hasText: title }).first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/play\/longVideo\?id=\d+/);
  await guest.goto(href!);
  const paywall = guest.getByRole('dialog', { name: '试看结束' });
  await expect(paywall).toBeVisible({ timeout: 60_000 });
  await expect(paywall.getByText(/该视频为VIP专享/)).toBeVisible();

  // A VIP account plays the whole clip: past the 15 s preview to its last second, no paywall.
  const vipContext = await browser.newContext({ ...test.info().project.use });
  const vip = await vipContext.newPage();
  await signInAs(vip, 'vip_normal');
  await vip.goto(href!);
  const played = () =>
    vip.getByTestId('video').evaluate((el) => {
      const media = el as HTMLVideoElement;
      return media.ended ? media.duration : media.currentTime;
    });
  await expect.poll(played, { timeout: 90_000, intervals: [1_000] }).toBeGreaterThan(19);
  await expect(vip.getByRole('dialog', { name: '试看结束' })).toHaveCount(0);
  await vipContext.close();

  await page.getByRole('button', { name: '下架' }).click();
  await expect(page.getByTestId('publication')).toHaveText('已下架');
  await expect
    .poll(() => homeShows(guest, title), { timeout: 70_000, intervals: [5_000] })
    .toBe(false);
  await guestContext.close();
});
