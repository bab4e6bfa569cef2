// Issue 22, money a user can see: /mine shows the wallet of the signed-in user (the seeded one
// here), and a collection purchase shows the balance before asking and says when it is short.
import { expect, test, type Page } from '@playwright/test';

import { formatDiamond, formatGold } from '../lib/domain/platform/format';
import { SEED_WALLETS } from '../origin/seed/seed-wallets';
import { callApi, openAsGuest, signInAs } from './fixtures/session';

test('/mine shows the signed-in user’s diamonds and gold', async ({ page }) => {
  const user = await signInAs(page, 'vip_supreme');
  const seeded = SEED_WALLETS.find((wallet) => wallet.userId === user.id);
  expect(seeded, 'a seeded wallet for vip_supreme').toBeTruthy();
  await page.goto('/mine');
  const wallet = page.getByLabel('我的钱包');
  await expect(wallet).toHaveText(
    `钻石${formatDiamond(seeded!.diamonds)}金币${formatGold(seeded!.gold)}`,
  );
});

/** A collection with a price, found through the API (the seed's catalogue may change). */
async function pricedCollection(page: Page): Promise<number> {
  for (let id = 1; id <= 20; id += 1) {
    const answer = await callApi<{ collection: { price: number } }>(page, 'media/collect/details', {
      id,
      page: 1,
    });
    if (answer.code === 200 && answer.data.collection.price > 0) return id;
  }
  throw new Error('no priced collection in the catalogue');
}

test('a collection purchase with 0 diamonds says 余额不足 and opens recharge without a reload', async ({
  page,
}) => {
  // A new guest: no wallet yet, so 0 diamonds.
  await openAsGuest(page);
  const id = await pricedCollection(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`/play/videoCollection?id=${id}`);
  await page.getByRole('button', { name: '购买合集' }).click();
  const dialog = page.getByRole('dialog', { name: '购买合集' });
  // The balance shows before anything is spent, and says it is short.
  await expect(dialog).toContainText('余额：0 钻石');
  await expect(dialog).toContainText('余额不足');
  await expect(dialog.getByRole('button', { name: '确认购买' })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const loadsBefore = loads;
  await dialog.getByRole('button', { name: '去充值' }).click();
  await expect(page).toHaveURL(/\/mine\/diamondRecharge$/);
  await expect(page.getByRole('heading', { level: 1, name: '钻石充值' })).toBeVisible();
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('0');
  // Client-side: the same document, no new load, and the splash never drawn over the next page.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(loads).toBe(loadsBefore);
  await expect(page.locator('#app-splash')).toBeHidden();
});
