// Issue 35: a guest who publishes a post and follows an UP主, then logs into an existing account,
// finds both there: 我的帖子 lists the post (shown under the account's name) and 我的关注 the UP主
// (docs/account-api.md "Guest merge"). It changes the shared demo account: @serial.
import { expect, test } from '@playwright/test';

import { agreeToTerms } from './fixtures/account';
import { callApi, openAsGuest, signInAs } from './fixtures/session';

type Up = { id: number; name: string };

test('a guest’s post and follow are the account’s after logging in @serial', async ({
  page,
  browser,
}) => {
  // An UP主 the demo account does not follow yet, so the follow can only come from the guest.
  const other = await browser.newPage();
  await signInAs(other, 'demo');
  const followed = await callApi<{ list: Up[] }>(other, 'upblogers/list', {
    followed: true,
    pageSize: 50,
  });
  const ranking = await callApi<{ list: Up[] }>(other, 'upblogers/list', { pageSize: 50 });
  const known = new Set(followed.data.list.map((up) => up.id));
  const up = ranking.data.list.find((candidate) => !known.has(candidate.id));
  expect(up, 'an UP主 demo does not follow').toBeDefined();
  await other.close();

  await openAsGuest(page, '/community/publish');
  const content = `游客发的帖子 ${Date.now().toString(36)}`;
  await page.getByLabel('帖子内容').fill(content);
  await page.getByRole('button', { name: '发布' }).click();
  await expect
    .poll(async () => {
      const mine = await callApi<{ list: { content: string }[] }>(page, 'post/mypublish', {});
      return mine.data.list.some((post) => post.content === content);
    })
    .toBe(true);

  await page.goto(`/community/upInfo?id=${up!.id}`);
  await page.getByRole('button', { name: '+ 关注' }).click();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();

  await page.goto('/mine/login');
  const form = page.getByRole('form', { name: '账号登录' });
  await form.getByLabel('账号').fill('demo');
  await form.getByLabel('密码').fill('demo123456');
  await agreeToTerms(page);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/mine$/, { timeout: 20_000 });

  await page.goto('/mine/myPost');
  const post = page
    .getByRole('list', { name: '我的帖子' })
    .getByRole('link', { name: new RegExp(content) });
  await expect(post).toBeVisible();
  await post.click();
  await expect(page).toHaveURL(/\/community\/postDetail\?id=\d+$/);
  await expect(page.getByRole('link', { name: '演示用户的主页' }).first()).toBeVisible();

  await page.goto('/mine/myFollow');
  await expect(
    page.getByRole('list', { name: '我的关注' }).getByRole('link', { name: new RegExp(up!.name) }),
  ).toBeVisible();
});
