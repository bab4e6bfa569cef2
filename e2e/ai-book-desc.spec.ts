// 书评 as a user meets it, on the real stack (the built-in demo provider streaming through the
// BFF): a refused title costs nothing of the day's 20; the description streams, its first words
// on screen while 停止 is still offered, then 复制 and 演示生成.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';

test('书评 streams a description; a refused title is free', async ({ page }) => {
  test.setTimeout(60_000);
  await registerFresh(page);
  await page.goto('/ai/generate');
  await page.getByRole('link', { name: /书评/ }).click();
  await expect(page).toHaveURL(/\/ai\/aiBookDesc$/);

  const title = page.getByRole('textbox', { name: '书名' });
  await title.fill('赌博大全');
  await page.getByRole('button', { name: '生成书评' }).click();
  await expect(page.getByText('书名包含违规词“赌博”，请修改后再试')).toBeVisible();
  await expect(title).toHaveValue('赌博大全');

  await title.fill('活着');
  await page.getByRole('textbox', { name: '读书笔记（选填）' }).fill('福贵的一生，苦难里的温情。');
  await page.getByRole('radio', { name: '深度书评' }).check();
  await page.getByRole('button', { name: '生成书评' }).click();
  // First words on screen while the description is still being written (停止 still offered).
  await page.waitForFunction(() => {
    const text = document.querySelector('[aria-label="生成的书评"] p');
    const stop = [...document.querySelectorAll('button')].some((b) => b.textContent === '停止');
    return stop && (text?.textContent ?? '').length > 0;
  });
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('演示生成')).toBeVisible();
  // The refusal took nothing: this was the day's first.
  await expect(page.getByText('今日还可生成19次')).toBeVisible();
});
