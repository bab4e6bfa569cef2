// Issue 39 item 2 end to end: the share sheet on a video and on a post copies a link that carries
// the sharer's invite code and channel; a friend's browser opening it lands on the same subject
// and records the channel; 生成海报 draws the poster with the link's QR.
import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  agreeToTerms,
  freeVideo,
  freshAccount,
  NEW_PASSWORD,
  registerFresh,
} from './fixtures/account';
import { callApi } from './fixtures/session';

const CHANNEL = { pc: 'e2e-pc', dc: 'e2e-dc' };
// A friend's first visit makes a guest account before the subject loads: slow on a busy runner.
const COLD_VISIT_MS = 20_000;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** An account with an invite code, arrived through a channel link. */
async function sharer(page: Page): Promise<string> {
  await registerFresh(page);
  await page.goto(`/home?pc=${CHANNEL.pc}&dc=${CHANNEL.dc}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('channel')))
    .toBe(JSON.stringify(CHANNEL));
  const income = await callApi<{ inviteCode: string }>(page, 'user/invite/income');
  expect(income.data.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
  return income.data.inviteCode;
}

/** 分享 → 复制链接; the link the clipboard now holds. */
async function copyLink(page: Page): Promise<URL> {
  await page.getByRole('button', { name: '分享' }).click();
  const sheet = page.getByRole('dialog', { name: '分享到' });
  await sheet.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('status').filter({ hasText: '链接已复制' })).toBeVisible();
  return new URL(await page.evaluate(() => navigator.clipboard.readText()));
}

/** 分享 → 生成海报: the poster is a drawn picture of the same link. */
async function checkPoster(page: Page, link: URL) {
  await page.getByRole('button', { name: '分享' }).click();
  await page
    .getByRole('dialog', { name: '分享到' })
    .getByRole('button', { name: '生成海报' })
    .click();
  const poster = page
    .getByRole('dialog', { name: '分享海报' })
    .getByRole('img', { name: '分享海报' });
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute('data-link', link.href);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await expect(page.getByRole('button', { name: '保存图片' })).toBeEnabled();
}

/** A friend's browser (nothing stored) opening the link. */
async function openAsFriend(browser: Browser, link: URL) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const friend = await context.newPage();
  await friend.goto(link.href);
  return { friend, close: () => context.close() };
}

function expectShared(link: URL, path: string, id: number, code: string) {
  expect(link.pathname).toBe(path);
  expect(link.searchParams.get('id')).toBe(String(id));
  expect(link.searchParams.get('code')).toBe(code);
  expect(link.searchParams.get('pc')).toBe(CHANNEL.pc);
  expect(link.searchParams.get('dc')).toBe(CHANNEL.dc);
  // The sharer's device id never travels: it would sign the friend into the sharer's account.
  expect(link.searchParams.has('uuid')).toBe(false);
}

test('a video’s share link opens the same video with the invite code', async ({
  page,
  browser,
}) => {
  const code = await sharer(page);
  const video = await freeVideo(page);
  await page.goto(`/play/longVideo?id=${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();

  const link = await copyLink(page);
  expectShared(link, '/play/longVideo', video.id, code);
  await checkPoster(page, link);

  const { friend, close } = await openAsFriend(browser, link);
  await expect(friend.getByRole('heading', { level: 1, name: video.title })).toBeVisible({
    timeout: COLD_VISIT_MS,
  });
  expect(new URL(friend.url()).searchParams.get('code')).toBe(code);
  await expect
    .poll(() => friend.evaluate(() => localStorage.getItem('channel')))
    .toBe(JSON.stringify(CHANNEL));
  await close();
});

test('a post’s share link opens the same post with the invite code', async ({ page, browser }) => {
  const code = await sharer(page);
  const posts = await callApi<{ list: { id: number; content: string; locked: boolean }[] }>(
    page,
    'post/list',
    { page: 1, pageSize: 20 },
  );
  const post = posts.data.list.find((p) => !p.locked && p.content.trim().length > 4);
  expect(post).toBeDefined();
  const firstLine = post!.content.trim().split('\n')[0]!.slice(0, 8);
  await page.goto(`/community/postDetail?id=${post!.id}`);
  await expect(page.getByText(firstLine).first()).toBeVisible();

  const link = await copyLink(page);
  expectShared(link, '/community/postDetail', post!.id, code);
  await checkPoster(page, link);

  const { friend, close } = await openAsFriend(browser, link);
  await expect(friend.getByText(firstLine).first()).toBeVisible({ timeout: COLD_VISIT_MS });
  expect(new URL(friend.url()).searchParams.get('code')).toBe(code);

  // The friend registers later: the code the link carried is offered on 邀请记录.
  await friend.goto('/mine/originalRegister');
  await expect(friend.getByText(`邀请码 ${code}`)).toBeVisible();
  await friend.getByRole('textbox', { name: '账号', exact: true }).fill(freshAccount());
  await friend.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await friend.getByLabel('确认密码').fill(NEW_PASSWORD);
  await agreeToTerms(friend);
  await friend.getByRole('button', { name: '注册', exact: true }).click();
  await expect(friend).toHaveURL(/\/mine\/invitation$/);
  await expect(friend.getByRole('textbox', { name: '填写邀请码' })).toHaveValue(code);
  await friend.getByRole('button', { name: '确认' }).click();
  await expect(friend.getByRole('status').filter({ hasText: '已接受' })).toBeVisible();
  await close();
});
