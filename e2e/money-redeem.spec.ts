// 兑换中心 and /mine/vip: the home grid's 兑换中心 and /mine's 开通VIP lead to real screens; a guest
// is told codes are for accounts and sent to log in; a seeded demo code
// (origin/seed/seed-redeem.ts) gives a new account diamonds once, and a VIP code makes it a
// member, which /mine/vip then shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { openAsGuest } from './fixtures/session';

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('兑换中心 from the home grid: a guest is sent to log in', async ({ page }) => {
  await openAsGuest(page, '/home');
  await page
    .getByRole('navigation', { name: '快捷入口' })
    .getByRole('button', { name: '兑换中心' })
    .click();
  await expect(page).toHaveURL(/\/welfare\/exchange$/);
  await expect(page.getByRole('heading', { level: 1, name: '兑换中心' })).toBeVisible();
  const card = page.getByRole('region', { name: '兑换码兑换' });
  await expect(card).toContainText('请先登录或注册账号后再兑换');
  await expect(page.getByRole('textbox', { name: '兑换码' })).toHaveCount(0);
  await card.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/mine\/login$/);
});

test('兑换中心 for an account: a code gives diamonds once, and is listed', async ({ page }) => {
  await registerFresh(page);
  await page.goto('/welfare/exchange');
  await expect(page.getByRole('heading', { level: 1, name: '兑换中心' })).toBeVisible();

  const form = page.getByRole('form', { name: '兑换码兑换' });
  const field = form.getByRole('textbox', { name: '兑换码' });
  await field.fill('welcome-100');
  await page.getByRole('button', { name: '立即兑换' }).click();
  const outcome = page.getByRole('status', { name: '兑换结果' });
  await expect(outcome).toContainText('获得 100钻石');
  await expect(outcome).toContainText('当前钻石 100');
  await expect(page.getByRole('region', { name: '兑换记录' })).toContainText('WELCOME100');

  await field.fill('WELCOME100');
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(form.getByRole('alert')).toHaveText('您已使用过该兑换码');
  await expect(field).toHaveValue('WELCOME100');

  await field.fill('NOSUCH2026');
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(form.getByRole('alert')).toHaveText('兑换码不存在，请检查后重新输入');
});

test('开通VIP on /mine: not a member, a VIP code, then the membership and its expiry', async ({
  page,
}) => {
  await registerFresh(page);
  await page.goto('/mine');
  await page.getByRole('link', { name: '开通VIP' }).first().click();
  await expect(page).toHaveURL(/\/mine\/vip$/);
  const status = page.getByRole('region', { name: '会员状态' });
  await expect(status).toContainText('您还不是会员');

  await page.getByRole('link', { name: '使用兑换码开通' }).click();
  await expect(page).toHaveURL(/\/welfare\/exchange$/);
  await page.getByRole('textbox', { name: '兑换码' }).fill('vip7days');
  await page.getByRole('button', { name: '立即兑换' }).click();
  const outcome = page.getByRole('status', { name: '兑换结果' });
  await expect(outcome).toContainText('获得 VIP会员 7天');
  await expect(outcome).toContainText('会员有效期至');

  await outcome.getByRole('link', { name: '查看我的会员' }).click();
  await expect(page).toHaveURL(/\/mine\/vip$/);
  await expect(status).toContainText(/^VIP有效期至 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('link', { name: '使用兑换码续费' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '使用兑换码续费' }).click();
  await expect(page.getByRole('region', { name: '兑换记录' })).toContainText('VIP7DAYS');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
