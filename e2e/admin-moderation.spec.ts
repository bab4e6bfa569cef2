// Issue 42 item 1 end to end: a user reports a post from its 更多 menu (a second report says
// 已举报); moderator1 sees it counted on the console home, rejects it in 社区 with a reason and bans
// the author for 7 days; the author reads the rejection in 消息 · 系统通知, the post is gone from
// the feed and its page, and once signed in again the author's new post is refused with the ban.
import { expect, test, type Page } from '@playwright/test';

import { NEW_PASSWORD, registerFresh } from './fixtures/account';
import { callApi, openAsGuest } from './fixtures/session';

async function logIn(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}

/** Signs the author in again after the ban ended their session. */
async function signInAgain(page: Page, account: string) {
  // What the app does on the 1000 its ended session now gets (clear, then a guest again), done
  // up front so the poll below does not race the app's own reload.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await openAsGuest(page);
  const answer = await callApi<{ id: number; token: string }>(page, 'login/account/login', {
    account,
    password: NEW_PASSWORD,
  });
  expect(answer.code, answer.tip).toBe(200);
  await page.evaluate((user) => {
    localStorage.setItem('token', user.token);
    localStorage.setItem('user', JSON.stringify(user));
  }, answer.data);
}

async function reportFromMenu(page: Page, postId: number) {
  await page.goto(`/community/postDetail?id=${postId}`);
  await page.getByRole('button', { name: '更多' }).first().click();
  await page.getByRole('button', { name: '举报' }).click();
  const dialog = page.getByRole('dialog', { name: '举报帖子' });
  await dialog.getByRole('radio', { name: '色情低俗' }).check();
  await dialog.getByRole('button', { name: '提交' }).click();
}

test('a reported post is rejected in the console; its author is told and then banned', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const mark = Date.now().toString(36).slice(-6);
  const author = await registerFresh(page);
  const made = await callApi<{ id: number }>(page, 'post/publish', {
    content: `低俗内容测试${mark}`,
  });
  expect(made.code, made.tip).toBe(200);
  const postId = made.data.id;
  await expect
    .poll(
      async () =>
        (await callApi<{ status: string }>(page, 'post/detail', { id: postId })).data.status,
    )
    .toBe('published');

  const viewerContext = await browser.newContext({ ...test.info().project.use });
  const viewer = await viewerContext.newPage();
  await openAsGuest(viewer);
  await reportFromMenu(viewer, postId);
  await expect(viewer.getByText('举报成功，我们会尽快处理')).toBeVisible();
  await reportFromMenu(viewer, postId);
  await expect(viewer.getByText('已举报，我们会尽快处理')).toBeVisible();

  const desk = await browser.newContext({ ...test.info().project.use });
  const admin = await desk.newPage();
  await logIn(admin, 'moderator1');
  await expect(admin.getByTestId('open-counts')).toContainText('待审核');
  await admin.getByRole('link', { name: '社区' }).click();
  await expect(admin.getByRole('heading', { name: '社区' })).toBeVisible();
  const row = admin.getByTestId('case-row').filter({ hasText: mark });
  await row.getByRole('button', { name: /^处理帖子/ }).click();
  await expect(admin.getByTestId('case-content')).toHaveText(`低俗内容测试${mark}`);
  await expect(admin.getByText(/色情低俗/).first()).toBeVisible();
  await admin.getByLabel(/^驳回或删除的原因/).fill('含有低俗内容');
  await admin.getByRole('button', { name: '驳回', exact: true }).click();
  await expect(admin.getByRole('heading', { name: /已驳回/ })).toBeVisible();
  await admin.getByLabel('封禁原因').fill('多次发布低俗内容');
  await admin.getByRole('button', { name: '封禁作者' }).click();
  await expect(admin.getByText(/已封禁/)).toBeVisible();
  await desk.close();

  // Gone from the feed and from its page for everyone else.
  const feed = await callApi<{ list: { id: number }[] }>(viewer, 'post/list', {
    categoryId: 3,
    pageSize: 50,
  });
  expect(feed.data.list.map((p) => p.id)).not.toContain(postId);
  await viewer.goto(`/community/postDetail?id=${postId}`);
  await expect(viewer.getByText('帖子不存在或已删除')).toBeVisible();
  await viewerContext.close();

  // The ban ended the author's session: signed in again, the message is there and posting is refused.
  await signInAgain(page, author.account);
  await page.goto('/mine/message');
  await page.getByRole('tab', { name: /系统通知/ }).click();
  await expect(
    page.getByRole('list', { name: '消息列表' }).getByText(/未通过审核，原因：含有低俗内容/),
  ).toBeVisible();
  await page.goto('/community/publish');
  await page.getByPlaceholder('分享你的新鲜事…').fill(`我又来了${mark}`);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText(/你已被禁言至.*原因：多次发布低俗内容/)).toBeVisible();
});
