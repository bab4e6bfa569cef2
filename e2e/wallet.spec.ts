// Issue 22, money a user can see: /mine shows the wallet of the signed-in user (the seeded one
// here), and a collection purchase shows the balance before asking and says when it is short.
import { expect, test } from '@playwright/test';

import { formatDiamond, formatGold } from '../lib/domain/format';
import { SEED_WALLETS } from '../origin/seed/seed-wallets';
import { signInAs } from './fixtures/session';

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
