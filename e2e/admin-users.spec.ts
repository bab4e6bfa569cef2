// Issue 42 item 5 end to end: finance1 finds the seeded demo user in 用户, grants 100 钻石 with a
// reason; the user's 钻石 balance and 钻石明细 in the H5 show it once (运营补发 and the reason),
// and a second click of 确认补发 changes nothing.
// It changes the shared demo account's wallet and reads it back: @serial (CI saw a parallel
// spec's change of that wallet land in between).
import { expect, test, type Page } from '@playwright/test';

import { formatDiamond } from '../lib/domain/platform/format';
import { callApi, signInAs } from './fixtures/session';

type Entry = { reason: string; amount: number; title: string };

const diamonds = async (page: Page) =>
  (await callApi<{ wallet: { diamonds: number } }>(page, 'user/info', {})).data.wallet.diamonds;
const grantRows = async (page: Page) =>
  (
    await callApi<{ list: Entry[] }>(page, 'user/wallet/ledger', { page: 1, pageSize: 50 })
  ).data.list.filter((e) => e.reason === 'grant');

test('finance grants 100 diamonds with a reason; the wallet and 钻石明细 show it once @serial', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const demo = await signInAs(page, 'demo');
  const before = await diamonds(page);
  const grantsBefore = (await grantRows(page)).length;
  const reason = `活动补偿${Date.now() % 100_000}`;

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await admin.getByLabel('账号').fill('finance1');
  await admin.getByLabel('密码').fill('admin123456');
  await admin.getByRole('button', { name: '登录', exact: true }).click();
  await admin.getByRole('link', { name: '用户' }).click();
  await admin.getByLabel('用户ID、账号或手机号').fill('demo');
  await admin.getByRole('button', { name: '查找' }).click();
  await expect(admin.getByTestId('user-row')).toHaveCount(1);
  await expect(admin.getByTestId('user-row')).toContainText('138****8000');
  await admin.getByRole('button', { name: `查看用户 ${demo.id}` }).click();
  await expect(admin.getByTestId('user-basics')).toContainText('138****8000');
  await admin.getByRole('tab', { name: '运营补发' }).click();
  const form = admin.getByRole('form', { name: '运营补发' });
  await form.getByLabel('钻石数量').fill('100');
  await form.getByLabel('补发原因').fill(reason);
  await form.getByRole('button', { name: '确认补发' }).click();
  await expect(form.getByRole('status')).toHaveText('已补发100钻石');
  // The same grant clicked again: the same request key, nothing more granted.
  await form.getByRole('button', { name: '确认补发' }).click();
  await expect(form.getByRole('status')).toHaveText('该补发已处理（100钻石），未重复补发');
  await expect(admin.getByTestId('user-wallet')).toContainText(
    `${formatDiamond(before + 1000)}钻石`,
  );
  await admin.getByRole('tab', { name: '钱包明细' }).click();
  await expect(admin.getByTestId('ledger-row').first()).toContainText(reason);

  expect(await diamonds(page)).toBe(before + 1000);
  expect((await grantRows(page)).length).toBe(grantsBefore + 1);
  await page.goto('/mine/diamondRecharge');
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText(
    formatDiamond(before + 1000),
  );
  await page.goto('/mine/ledger');
  const row = page.getByRole('article', { name: '运营补发' });
  await expect(row).toHaveCount(grantsBefore + 1);
  await expect(row.first()).toContainText(reason);
  await expect(row.first()).toContainText('+100钻石');
});
