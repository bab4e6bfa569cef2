// AI女友 as a user meets it, on the real stack (the built-in demo provider streaming through the
// BFF): a refused message costs nothing; a reply streams, its first words on screen before it
// ends; the trial's 积分 run out mid-reply and the reply is cut and marked; 充值积分 buys a pack
// with diamonds and 继续 takes the reply up where it stopped; 停止 stops the origin's reply.
import { expect, test } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

test('the reply streams, runs out of 积分, is topped up and goes on; a refused message is free', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerFresh(page);
  // 100 钻石 for the top-up (the 兑换码 any new account may use).
  const redeemed = await callApi(page, 'redeemcode/use', { code: 'WELCOME100' });
  expect(redeemed.code, redeemed.tip).toBe(200);

  await page.goto('/ai/generate');
  await page.getByRole('link', { name: /AI女友/ }).click();
  await expect(page).toHaveURL(/\/ai\/aiGirlfriend$/);
  await expect(page.getByText('你来啦～今天过得怎么样？累了就跟我说说吧。')).toBeVisible();
  const balance = page.getByLabel('积分余额');
  // The trial: 3 积分, about 30 characters of a reply.
  await expect(balance).toHaveText('积分 3');

  const box = page.getByRole('textbox', { name: '输入消息' });
  await box.fill('我们一起去赌博吧');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('消息包含违规词“赌博”，请修改后再试')).toBeVisible();
  await expect(box).toHaveValue('我们一起去赌博吧');
  await expect(balance).toHaveText('积分 3');
  await expect(page.getByLabel('小雅的回复')).toHaveCount(0);

  await box.fill('为什么天空是蓝色的呢？');
  await page.getByRole('button', { name: '发送' }).click();
  // First words on screen while the reply is still being written (停止 still offered).
  await page.waitForFunction(() => {
    const reply = document.querySelector('[aria-label="小雅的回复"]');
    const stop = [...document.querySelectorAll('button')].some((b) => b.textContent === '停止');
    return stop && (reply?.textContent ?? '').length > 0;
  });
  const reply = page.getByLabel('小雅的回复');
  const notice = page.getByRole('region', { name: '积分不足' });
  await expect(notice).toContainText('积分已用完，回复已中断');
  await expect(balance).toHaveText('积分 0');
  const cut = (await reply.textContent()) ?? '';
  expect([...cut]).toHaveLength(30);
  await expect(page.getByText('积分不足，回复已中断')).toBeVisible();
  await expect(page.getByText('演示生成').first()).toBeVisible();
  await expect(notice.getByRole('button', { name: '继续' })).toBeDisabled();

  await notice.getByRole('button', { name: '充值积分' }).click();
  await page.getByRole('button', { name: /100积分/ }).click();
  const confirm = page.getByRole('dialog', { name: '确认充值' });
  await expect(confirm).toContainText('10 钻石');
  await confirm.getByRole('button', { name: '确认购买' }).click();
  await expect(balance).toHaveText('积分 100');

  await notice.getByRole('button', { name: '继续' }).click();
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveCount(0);
  const whole = (await reply.textContent()) ?? '';
  expect(whole.startsWith(cut)).toBe(true);
  expect([...whole].length).toBeGreaterThan(30);
  await expect(page.getByText('积分不足，回复已中断')).toHaveCount(0);

  // 停止 mid-reply: the abort goes through the BFF to the origin, which keeps the reply as far
  // as it went, marked stopped (what every device then syncs).
  await box.fill('给我讲一个很长很长的故事吧');
  await page.getByRole('button', { name: '发送' }).click();
  await page.waitForFunction(
    () => (document.querySelectorAll('[aria-label="小雅的回复"]')[1]?.textContent ?? '').length > 0,
  );
  await page.getByRole('button', { name: '停止' }).click();
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
  await expect
    .poll(async () => {
      const synced = await callApi<{ messages: { status: string }[] }>(page, 'aiGirlfriend/sync', {
        personaId: 1,
      });
      return synced.data.messages.at(-1)?.status;
    })
    .toBe('stopped');
  await expect(page.getByText('已停止')).toBeVisible();
});
