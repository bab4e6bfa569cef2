// 文生图 as a user meets it, on the real stack with the built-in demo provider: a fresh account
// with a 兑换码's 100 diamonds, AI创作's 文生图 card, a prompt the text rules refuse (nothing
// spent), then one they pass, drawn in the background, shown large and marked 演示生成, and
// listed in 我的作品's 文生图 tab.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

test('a prompt becomes a picture in 我的作品; a refused prompt costs nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await registerFresh(page);
  const redeemed = await callApi(page, 'redeemcode/use', { code: 'WELCOME100' });
  expect(redeemed.code, redeemed.tip).toBe(200);

  await page.goto('/ai/generate');
  await page.getByRole('link', { name: /文生图/ }).click();
  await expect(page).toHaveURL(/\/ai\/txtToImg$/);
  await expect(page.getByText('当前钻石 100')).toBeVisible();
  const prompt = page.getByRole('textbox', { name: '画面描述' });
  const ask = page.getByRole('dialog', { name: '确认生成' });

  // A banned word of the seeded rules (spaced out): refused with the reason, nothing spent.
  await prompt.fill('海报上写着 刷 单 返 利');
  await page.getByRole('button', { name: '生成图片' }).click();
  await ask.getByRole('button', { name: '确认生成' }).click();
  await expect(page.getByText('画面描述包含违规词“刷单返利”，请修改后再试')).toBeVisible();
  await expect(prompt).toHaveValue('海报上写着 刷 单 返 利');
  await expect(page.getByRole('region', { name: '生成结果' })).toHaveCount(0);
  const wallet = await callApi<{ wallet: { diamonds: number } }>(page, 'user/info', {});
  expect(wallet.data.wallet.diamonds).toBe(1000);

  await prompt.fill('月光下的橘猫，坐在屋檐上');
  await expect(page.getByText('12/300')).toBeVisible();
  await page.getByRole('radio', { name: '国风水墨' }).check({ force: true });
  await page.getByRole('radio', { name: /竖图/ }).check({ force: true });
  await page.getByRole('button', { name: '生成图片' }).click();
  await expect(ask).toContainText('10 钻石');
  await ask.getByRole('button', { name: '确认生成' }).click();

  const result = page.getByRole('region', { name: '生成结果' });
  await expect(result).toHaveAttribute('data-status', 'done', { timeout: 45_000 });
  const picture = result.getByRole('img', { name: '文生图作品：月光下的橘猫，坐在屋檐上' });
  await expect(picture).toBeInViewport();
  await expect(result.getByText('演示生成', { exact: true })).toBeVisible();
  // 100 − 10: paid for once.
  await expect(page.getByText('当前钻石 90')).toBeVisible();

  await page.getByRole('link', { name: '我的作品' }).first().click();
  await expect(page).toHaveURL(/\/ai\/history\?tab=image$/);
  await expect(page.getByRole('tab', { name: '文生图' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('文生图 · 国风水墨')).toBeVisible();
  await page.getByRole('button', { name: '查看', exact: true }).click();
  const large = page.getByRole('dialog', { name: '文生图 · 国风水墨' });
  await expect(large.getByRole('img', { name: /月光下的橘猫/ })).toBeVisible();
  await expect(large.getByText('演示生成', { exact: true })).toBeVisible();
});
