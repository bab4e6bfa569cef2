// 积分兑换 (issue 37 item 2): a new account earns 10 积分 by checking in on 福利, sees them on
// /mine/pointLevel, follows 积分兑换, exchanges them for 5钻石 behind a confirm, and sees the
// balance, the history and the good now out of reach. The 20-way race is origin/points.pg.test.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('积分兑换: points from a check-in become 5钻石, with the balance and the history', async ({
  page,
}) => {
  await registerFresh(page);
  // The check-in pays its diamonds too: the exchange's 5钻石 (50 tenths) come on top.
  const checkin = await callApi<{ diamonds: number }>(page, 'usertask/get', { id: 1 });
  expect(checkin.code, checkin.tip).toBe(200);

  await page.goto('/mine/pointLevel');
  await expect(page.getByTestId('points')).toHaveText('10');
  const way = page.getByRole('link', { name: /积分兑换/ });
  await expect(way).toContainText('可用 10 积分');
  await way.click();
  await expect(page).toHaveURL(/\/mine\/pointExchange$/);
  await expect(page.getByRole('heading', { level: 1, name: '积分兑换' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('10');

  const goods = page.getByRole('list', { name: '兑换商品' });
  const diamonds = goods.getByRole('listitem', { name: '5钻石' });
  await expect(goods.getByRole('listitem', { name: '暗黑VIP会员 1天' })).toContainText('已兑完');
  await diamonds.getByRole('button', { name: '兑换' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('使用10积分兑换「5钻石」？');
  await dialog.getByRole('button', { name: '确认兑换' }).click();

  const outcome = page.getByRole('status', { name: '兑换结果' });
  await expect(outcome).toContainText('获得 5钻石');
  await expect(outcome).toContainText('剩余积分 0');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(diamonds.getByRole('button')).toHaveText('积分不足');
  const history = page.getByRole('region', { name: '兑换记录' });
  await expect(history).toContainText('5钻石');
  await expect(history).toContainText('-10积分');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The diamonds are in the wallet, and the level still counts the points earned.
  const info = await callApi<{ wallet: { diamonds: number } }>(page, 'user/info', {});
  expect(info.data.wallet.diamonds).toBe(checkin.data.diamonds + 50);
  await page.goto('/mine/pointLevel');
  await expect(page.getByTestId('points')).toHaveText('10');
  await expect(page.getByRole('link', { name: /积分兑换/ })).toContainText('可用 0 积分');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
