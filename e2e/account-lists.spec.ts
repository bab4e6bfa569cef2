// Issue 25: /mine/myPost lists the user's own posts with their moderation state; /mine/myFollow
// the UP主 they follow, and 已关注 unfollows. Both say so when there is nothing yet.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

test('my posts: none yet, then the published post with its state', async ({ page }) => {
  await registerFresh(page);
  await page.goto('/mine/myPost');
  await expect(page.getByText('还没有发布帖子')).toBeVisible();
  await expect(page.getByRole('button', { name: '去发帖' })).toBeVisible();

  const content = `今晚一起看新片 ${Date.now().toString(36)}`;
  const published = await callApi<{ id: number }>(page, 'post/publish', { content });
  expect(published.code, published.tip).toBe(200);
  await page.reload();
  const row = page
    .getByRole('list', { name: '我的帖子' })
    .getByRole('link', { name: /今晚一起看新片/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/审核中|已发布/);
  await expect(row).toHaveAttribute('href', `/community/postDetail?id=${published.data.id}`);
});

test('my follows: none yet, then the followed UP主; 已关注 unfollows', async ({ page }) => {
  await registerFresh(page);
  await page.goto('/mine/myFollow');
  await expect(page.getByText('还没有关注任何人')).toBeVisible();

  const ranking = await callApi<{ list: { id: number; name: string }[] }>(page, 'upblogers/list', {
    page: 1,
    pageSize: 2,
  });
  const [first, second] = ranking.data.list;
  for (const up of [first!, second!])
    expect((await callApi(page, 'upblogers/cares', { id: up.id, follow: true })).code).toBe(200);

  await page.reload();
  const list = page.getByRole('list', { name: '我的关注' });
  // The latest follow first.
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').first()).toContainText(second!.name);
  await expect(list.getByRole('link').first()).toHaveAttribute(
    'href',
    `/community/upInfo?id=${second!.id}`,
  );

  await page.getByRole('button', { name: `取消关注${second!.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link').first()).toContainText(first!.name);
  const info = await callApi<{ following: boolean }>(page, 'upblogers/info', { id: second!.id });
  expect(info.data.following).toBe(false);
});
