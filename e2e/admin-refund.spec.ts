// Issue 42 item 2 end to end: the seeded demo user pays a 100钻石 order on the demo 收银台;
// finance1 finds it in 财务 › 订单与退款, reads its story and refunds half; the user's 金币 and
// 钻石明细 show the refund once, and a second click of 退款 changes nothing.
// It changes the shared demo account's wallet and reads it back: @serial (CI saw a parallel
// spec's change of that wallet land in between).
import { expect, test, type Page } from '@playwright/test';

import { formatGold } from '../lib/domain/platform/format';
import { choose } from './fixtures/choose';
import { callApi, signInAs } from './fixtures/session';

type Entry = { reason: string; amount: number; currency: string };

const gold = async (page: Page) =>
  (await callApi<{ gold: number }>(page, 'gold/paytypeinfo', { kind: 'diamond' })).data.gold;
const refundRows = async (page: Page) =>
  (
    await callApi<{ list: Entry[] }>(page, 'user/wallet/ledger', { page: 1, pageSize: 50 })
  ).data.list.filter((e) => e.reason === 'refund');

test('finance refunds half of a paid order; the wallet and 钻石明细 show it once @serial', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'demo');
  await page.goto('/mine/diamondRecharge');
  await choose(page, '100钻石');
  await choose(page, '支付宝');
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /^立即支付/ }).click();
  const cashier = await popup;
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText(/充值成功/)).toBeVisible({ timeout: 15_000 });
  const history = await callApi<{ list: { orderNo: string; status: string }[] }>(
    page,
    'recharge/history',
    { page: 1, pageSize: 1 },
  );
  const orderNo = history.data.list[0]!.orderNo;
  const goldBefore = await gold(page);
  const refundsBefore = (await refundRows(page)).length;

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await admin.getByLabel('账号').fill('finance1');
  await admin.getByLabel('密码').fill('admin123456');
  await admin.getByRole('button', { name: '登录', exact: true }).click();
  await admin.getByRole('link', { name: '财务' }).click();
  await expect(admin.getByRole('tab', { name: '订单与退款' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await admin.getByLabel('订单号').fill(orderNo);
  await admin.getByRole('button', { name: '查找' }).click();
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await admin.getByRole('button', { name: `查看订单 ${orderNo}` }).click();
  const story = admin.getByTestId('order-story');
  await expect(story).toContainText('创建订单：100钻石 ¥10');
  await expect(story).toContainText('演示收银台确认支付');
  await expect(story).toContainText('已入账：+100钻石');
  const form = admin.getByRole('form', { name: '退款到钱包' });
  await admin.getByLabel('退款金额（元）').fill('5');
  await admin.getByLabel('退款原因').fill('到账延迟补偿');
  await admin.getByRole('button', { name: '退款', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('已退款¥5到用户金币余额');
  await expect(story).toContainText('退款¥5到金币余额（finance1）：到账延迟补偿');
  // The same refund clicked again: the same request key, nothing more refunded.
  await admin.getByRole('button', { name: '退款', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('该退款已处理（¥5），未重复退款');
  await expect(admin.getByText('可退金额 ¥5（')).toBeVisible();

  expect(await gold(page)).toBe(goldBefore + 500);
  expect((await refundRows(page)).length).toBe(refundsBefore + 1);
  await page.goto('/mine/recharge');
  await expect(page.getByRole('region', { name: '金币余额' })).toContainText(
    formatGold(goldBefore + 500),
  );
  await page.goto('/mine/ledger');
  const row = page.getByRole('article', { name: '订单退款' });
  await expect(row).toHaveCount(refundsBefore + 1);
  await expect(row.first()).toContainText('100钻石');
  await expect(row.first()).toContainText('+5金币');
});
