// Issue 39: comments on the player page, on the real stack. A fresh account opens a free video,
// the 评论 tab shows the count; a blocked word is refused with the post's message, a comment
// goes in and the count goes up, then a reply, a like, and 最新 / 最热.
import { expect, test } from '@playwright/test';

import { freeVideo, registerFresh } from './fixtures/account';

test('comments on a video: count, reply, like and sort', async ({ page }) => {
  test.setTimeout(90_000);
  await registerFresh(page);
  const video = await freeVideo(page);
  await page.goto(`/play/longVideo?id=${video.id}`);

  const tab = page.getByRole('tab', { name: /^评论/ });
  await expect(tab).toBeVisible();
  const countOf = async () => Number((await tab.textContent())?.replace(/\D/g, '') || '0');
  const before = await countOf();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const input = page.getByRole('textbox', { name: '评论内容' });
  const send = page.getByRole('button', { name: '发送' });
  // The seeded rules' banned word, spaced out: the post's message, the text kept.
  await input.fill('加我 刷 单 返 利');
  await send.click();
  await expect(page.getByText(/内容含有违规词“刷单返利”/)).toBeVisible();
  await expect(input).toHaveValue('加我 刷 单 返 利');

  const mine = `画面真好看 ${Date.now()}`;
  await input.fill(mine);
  await send.click();
  await expect(input).toHaveValue('');
  const list = page.getByRole('list', { name: '评论列表' });
  await expect(list.getByText(mine)).toBeVisible();
  await expect(tab).toHaveText(`评论 ${before + 1}`);

  const item = list.getByRole('listitem').filter({ hasText: mine }).first();
  await item.getByRole('button', { name: '回复' }).first().click();
  const reply = `同感 ${Date.now()}`;
  await input.fill(reply);
  await send.click();
  await expect(list.getByText(reply)).toBeVisible();
  await expect(tab).toHaveText(`评论 ${before + 2}`);

  await item.getByRole('button', { name: /^点赞/ }).first().click();
  await expect(item.getByRole('button', { name: '取消点赞，1个赞' })).toBeVisible();

  await page.getByRole('button', { name: '最热' }).click();
  await expect(page.getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
  const hot = list.getByRole('listitem').filter({ hasText: mine }).first();
  await expect(hot.getByRole('button', { name: '取消点赞，1个赞' })).toBeVisible();
  await page.getByRole('button', { name: '最新' }).click();
  await expect(list.getByText(mine)).toBeVisible();

  // 简介 brings the description and the related videos back.
  await page.getByRole('tab', { name: '简介' }).click();
  await expect(input).toHaveCount(0);
});
