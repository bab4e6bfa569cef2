// AI小说 as a user meets it: AI创作's AI小说 card, a title, a genre and an outline; an outline the
// community's rules refuse costs nothing; the novel then grows on the screen as the built-in demo
// writes it, opens in the reader, and reopens where the user left it after a reload.
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

const diamonds = async (page: Page) =>
  (await callApi<{ wallet?: { diamonds: number } }>(page, 'user/info')).data.wallet?.diamonds;

async function confirmSpend(page: Page) {
  await page.getByRole('button', { name: '开始创作' }).click();
  const ask = page.getByRole('dialog', { name: '确认生成' });
  await expect(ask).toContainText('10 钻石');
  await ask.getByRole('button', { name: '确认生成' }).click();
}

test('an outline becomes a novel that grows, read on where it was left', async ({ page }) => {
  test.setTimeout(150_000);
  await registerFresh(page);
  const redeemed = await callApi(page, 'redeemcode/use', { code: 'WELCOME100' });
  expect(redeemed.code, redeemed.tip).toBe(200);

  await page.goto('/ai/generate');
  await page.getByRole('link', { name: /AI小说/ }).click();
  await expect(page).toHaveURL(/\/ai\/txtToNovel$/);
  await page.getByLabel('小说标题').fill('长亭夜雨');
  await page.getByRole('radio', { name: '武侠' }).check({ force: true });
  await page.getByRole('radio', { name: '2章' }).check({ force: true });

  // A banned word of the operator's (seeded: 赌博) is refused with the reason, and costs nothing.
  await page.getByLabel('故事大纲').fill('少侠沈青在客栈里卷入一场赌博，输掉了师父的佩剑。');
  await confirmSpend(page);
  await expect(page.getByText('故事大纲包含违规词“赌博”，请修改后再试')).toBeVisible();
  expect(await diamonds(page)).toBe(1000);
  await expect(page.getByRole('region', { name: '创作结果' })).toHaveCount(0);

  await page
    .getByLabel('故事大纲')
    .fill('少侠沈青在长亭外遇见一位神秘剑客，两人结伴追查师门血案。');
  await expect(page.getByText(/^\d+\/1000$/)).toHaveText('28/1000');
  await confirmSpend(page);
  const result = page.getByRole('region', { name: '创作结果' });
  await expect(result).toBeInViewport();
  await expect(result.getByText('演示生成')).toBeVisible();

  // The text grows while it is written (asked for every second).
  const text = result.getByRole('region', { name: '小说正文' });
  const length = async () => ((await text.textContent()) ?? '').length;
  await expect.poll(length, { timeout: 30_000 }).toBeGreaterThan(20);
  const before = await length();
  await expect.poll(length, { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(result).toHaveAttribute('data-status', 'writing');
  expect(await diamonds(page)).toBe(1000 - 100);

  await expect(result).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await result.getByRole('link', { name: '开始阅读' }).click();
  await expect(page).toHaveURL(/\/ai\/novel\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '第1章' })).toBeVisible();
  await expect(page.getByText('演示生成')).toBeVisible();
  await page.getByRole('button', { name: '下一章' }).click();
  await expect(page.getByRole('heading', { name: '第2章' })).toBeVisible();
  await page.getByRole('button', { name: '放大字号' }).click();
  const body = page.getByRole('region', { name: '正文' });
  const room = await body.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(room).toBeGreaterThan(100);
  await body.evaluate((el) => el.scrollTo({ top: (el.scrollHeight - el.clientHeight) / 2 }));
  // Saved as [novel id, chapter, fraction of it] (docs/session-bootstrap.md "Storage keys").
  const saved = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('aiNovelReading') ?? '[]') as number[][]);
  await expect.poll(async () => (await saved()).at(-1)?.[1]).toBe(1);
  await expect.poll(async () => Math.abs((await saved()).at(-1)![2]! - 0.5)).toBeLessThan(0.05);

  await page.reload();
  await expect(page.getByRole('heading', { name: '第2章' })).toBeVisible();
  await expect(page.getByText('字号 20')).toBeVisible();
  const fraction = await body.evaluate((el) => el.scrollTop / (el.scrollHeight - el.clientHeight));
  expect(fraction).toBeGreaterThan(0.45);
  expect(fraction).toBeLessThan(0.55);
});
