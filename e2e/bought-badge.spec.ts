// Issue 35 item 15 on the real origin: a priced video's card shows its price until the viewer
// buys it on the player page; the list they come back to then says 已购, and so does every
// list the origin answers afterwards. A fresh account with a 兑换码's diamonds: no seeded
// account's balance changes, so nothing here is @serial.
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { isCatalogueVideo } from './fixtures/catalogue';
import { callApi } from './fixtures/session';

type Card = { id: number; title: string; access: string; price: number; duration: number };

/** A priced catalogue video the 100 diamonds of WELCOME100 can buy. */
async function affordablePaidVideo(page: Page): Promise<Card> {
  const answer = await callApi<{ list: Card[] }>(page, 'media/published', {
    page: 1,
    pageSize: 50,
    sort: 'new',
  });
  expect(answer.code, answer.tip).toBe(200);
  const card = answer.data.list.find(
    (c) => isCatalogueVideo(c) && c.access === 'paid' && c.price <= 1000 && c.title.length <= 30,
  );
  expect(card, 'a priced video of at most 100 diamonds').toBeDefined();
  return card!;
}

test('a video bought on the player page shows 已购 in the list, now and after a reload', async ({
  page,
}) => {
  await registerFresh(page);
  const redeemed = await callApi(page, 'redeemcode/use', { code: 'WELCOME100' });
  expect(redeemed.code, redeemed.tip).toBe(200);
  const video = await affordablePaidVideo(page);

  await page.goto(`/subpage/result?keyword=${encodeURIComponent(video.title)}`);
  const card = page.locator(`a[href="/play/longVideo?id=${video.id}"]`).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('钻石');
  await expect(card).not.toContainText('已购');

  await card.click();
  await page.getByRole('button', { name: /钻石购买完整版/ }).click();
  const sheet = page.getByRole('dialog', { name: '观看完整视频' });
  await sheet.getByRole('button', { name: '确认购买' }).click();
  await expect(page.getByText(/购买成功/)).toBeVisible();

  // Back on the kept-alive result list: the card says so at once.
  await page.goBack();
  await expect(card).toBeVisible();
  await expect(card).toContainText('已购');
  await expect(card).not.toContainText('钻石');

  // A fresh answer from the origin says it too.
  await page.reload();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('已购');
  await expect(card).not.toContainText('钻石');
});
