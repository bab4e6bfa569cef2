// Recharge against the real stack: from /mine's balance to the package, the payment page opened in
// a new window inside the tap, paid there, and the app seeing it by itself (the order polled), the
// balance and 充值记录 after; gold bought and then spent on VIP at once; a cancelled order closed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { choose } from './fixtures/choose';
import { openAsGuest } from './fixtures/session';

const waiting = (page: Page) => page.getByRole('dialog', { name: '等待支付' });

/** Taps 立即支付 and answers the payment page that opens in its own window. */
async function payOnCashier(page: Page, action: '确认支付' | '取消订单') {
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /^立即支付/ }).click();
  const cashier = await popup;
  await expect(cashier.getByRole('heading', { name: '演示收银台' })).toBeVisible();
  await expect(waiting(page)).toBeVisible();
  await cashier.getByRole('button', { name: action }).click();
  return cashier;
}

test('a guest buys diamonds with 支付宝: the page opens, is paid, and the app sees it', async ({
  page,
}) => {
  await openAsGuest(page, '/mine');
  await page.getByRole('group', { name: '我的钱包' }).getByRole('link', { name: /钻石/ }).click();
  await expect(page).toHaveURL(/\/mine\/diamondRecharge$/);
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('0');
  await choose(page, '300钻石');
  await choose(page, '支付宝');
  await expect(page.getByRole('button', { name: /^立即支付/ })).toContainText('¥30');

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  const cashier = await payOnCashier(page, '确认支付');
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  // Nobody taps 我已完成支付: the dialog's polling finds the payment.
  await expect(page.getByText('充值成功，获得300钻石 + 赠30钻石')).toBeVisible({ timeout: 15_000 });
  await expect(waiting(page)).toBeHidden();
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('330');

  await page.getByRole('link', { name: '充值记录' }).click();
  const record = page.getByRole('article', { name: '300钻石' });
  await expect(record).toContainText('已支付');
  await expect(record).toContainText('¥30');
});

test('gold bought with 微信支付 pays for VIP at once with 金币支付', async ({ page }) => {
  await openAsGuest(page, '/mine/recharge');
  await expect(page.getByRole('region', { name: '金币余额' })).toContainText('0');
  // Gold cannot buy gold: the way is not offered.
  await expect(page.getByRole('radio', { name: '支付宝' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '金币支付' })).toHaveCount(0);
  await choose(page, '50金币');
  await choose(page, '微信支付');
  await payOnCashier(page, '确认支付');
  await expect(page.getByRole('region', { name: '金币余额' })).toContainText('50', {
    timeout: 15_000,
  });

  await page.goto('/mine/vip');
  const normal = page.getByRole('group', { name: 'VIP会员', exact: true });
  await choose(normal, '月卡');
  await choose(page, '金币支付');
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await expect(page.getByText(/支付成功，获得VIP会员 30天/)).toBeVisible();
  await expect(page.getByRole('region', { name: '会员状态' })).toContainText('有效期至');
  await page.goto('/mine/recharge');
  await expect(page.getByRole('region', { name: '金币余额' })).toContainText('20');
});

test('an order cancelled on the payment page is closed in the app and in 充值记录', async ({
  page,
}) => {
  await openAsGuest(page, '/mine/diamondRecharge');
  await choose(page, '100钻石');
  await choose(page, '支付宝');
  const cashier = await payOnCashier(page, '取消订单');
  await expect(cashier.getByRole('heading', { name: '订单已取消' })).toBeVisible();
  await expect(page.getByText('订单已关闭，请重新下单')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('0');
  await page.goto('/mine/rechargeRecord');
  await expect(page.getByRole('article', { name: '100钻石' })).toContainText('已关闭');
});
