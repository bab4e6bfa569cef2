// Issue 24, a paid post end to end on the real origin: locked for others, the pay sheet shows
// price and balance, paying with diamonds unlocks it, and paying again charges nothing.
import { expect, test, type Page } from '@playwright/test';

import { formatDiamond } from '../lib/domain/platform/format';
import { callApi, openAsGuest, signInAs } from './fixtures/session';

type Detail = { status: string; locked: boolean; balance: number; content: string };
type Paid = { bought: boolean; balance: number; charged: number };

const PRICE = 30; // §5 tenths: 3 diamonds

async function detail(page: Page, id: number): Promise<Detail> {
  const answer = await callApi<Detail>(page, 'post/detail', { id });
  expect(answer.code, answer.tip).toBe(200);
  return answer.data;
}

// Spends a seeded account's diamonds (vip_expired: no other spec reads its balance).
test('a paid post unlocks with diamonds, and paying twice charges once @serial', async ({
  page,
}) => {
  // A guest writes the post, so the buyer is not its author.
  await openAsGuest(page);
  const teaser = '这篇攻略的前四十个字谁都能看到，后面的内容需要解锁：';
  const secret = `隐藏的路线在第三个路口左转 ${Date.now()}`;
  const made = await callApi<{ id: number }>(page, 'post/publish', {
    content: `${teaser}${'。'.repeat(40 - [...teaser].length)}${secret}`,
    price: PRICE,
  });
  expect(made.code, made.tip).toBe(200);
  const id = made.data.id;
  await expect.poll(async () => (await detail(page, id)).status).toBe('published');

  // A login takes the guest's posts along (guest merge), so the buyer starts from a new device.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signInAs(page, 'vip_expired');
  const before = (await detail(page, id)).balance;
  expect(before).toBeGreaterThanOrEqual(PRICE);
  await page.goto(`/community/postDetail?id=${id}`);
  await expect(page.getByText(teaser)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByRole('button', { name: `${formatDiamond(PRICE)} 钻石解锁全文` }).click();
  const sheet = page.getByRole('dialog', { name: '解锁付费内容' });
  await expect(sheet).toContainText(`价格：${formatDiamond(PRICE)} 钻石`);
  await expect(sheet).toContainText(`余额：${formatDiamond(before)} 钻石`);
  await sheet.getByRole('button', { name: '确认购买' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(secret)).toBeVisible();
  await expect(page.getByRole('button', { name: /钻石解锁全文/ })).toHaveCount(0);
  expect((await detail(page, id)).balance).toBe(before - PRICE);

  // Again, twice at once (a double tap, a retried request): bought, nothing more spent.
  const again = await Promise.all([
    callApi<Paid>(page, 'post/pay', { id }),
    callApi<Paid>(page, 'post/pay', { id }),
  ]);
  for (const answer of again) {
    expect(answer.code, answer.tip).toBe(200);
    expect(answer.data).toMatchObject({ bought: true, charged: 0, balance: before - PRICE });
  }
  await page.reload();
  await expect(page.getByText(secret)).toBeVisible();
  await page.goto('/mine');
  await expect(page.getByLabel('我的钱包')).toContainText(`钻石${formatDiamond(before - PRICE)}`);
});
