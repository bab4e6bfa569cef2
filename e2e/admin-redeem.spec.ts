// Issue 42 item 4 end to end: finance makes a batch of three 10 钻石 兑换码 in 财务, downloads its
// CSV (UTF-8 with BOM, a header and three codes), the seeded `demo` account redeems one in
// 兑换中心 and gets the diamonds; finance then disables the batch and a second code is refused
// with the tip.
// The demo account's diamonds are shared with other specs: @serial.
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { callApi, signInAs } from './fixtures/session';

async function logIn(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}

const diamondsOf = async (page: Page) =>
  (await callApi<{ wallet: { diamonds: number } }>(page, 'user/info')).data.wallet.diamonds;

async function redeem(page: Page, code: string) {
  const form = page.getByRole('form', { name: '兑换码兑换' });
  await form.getByRole('textbox', { name: '兑换码' }).fill(code);
  await page.getByRole('button', { name: '立即兑换' }).click();
  return form;
}

test('finance makes, exports and disables a 兑换码 batch; a user redeems one code @serial', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `e2e批次${Date.now().toString(36).slice(-5)}`;
  await logIn(page, 'finance1');
  await page.getByRole('link', { name: '财务' }).click();
  await expect(page.getByRole('heading', { name: '财务', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: '兑换码' }).click();

  await page.getByRole('button', { name: '生成兑换码' }).click();
  const form = page.getByRole('form', { name: '生成兑换码' });
  await form.getByLabel('批次名称').fill(name);
  await form.getByLabel('钻石数量').fill('10');
  await form.getByLabel('生成数量').fill('3');
  await form.getByLabel('每码可用次数').fill('1');
  await form.getByRole('button', { name: '生成' }).click();
  await expect(page.getByRole('heading', { name: `${name}（有效）` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^兑换码-\d+-e2e批次.+\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('兑换码,奖励,过期时间,每码可用次数,已使用次数');
  const rows = lines.slice(1).map((l) => l.split(','));
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row.slice(1)).toEqual(['10钻石', '永久有效', '1', '0']);
  const codes = rows.map((r) => r[0]!);
  expect(new Set(codes).size).toBe(3);

  const user = await browser.newPage();
  await signInAs(user, 'demo');
  await user.goto('/welfare/exchange');
  const before = await diamondsOf(user);
  await redeem(user, codes[0]!.toLowerCase());
  await expect(user.getByRole('status', { name: '兑换结果' })).toContainText('获得 10钻石');
  expect(await diamondsOf(user)).toBe(before + 100);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '停用批次' }).click();
  await expect(page.getByRole('heading', { name: `${name}（已停用）` })).toBeVisible();
  await expect(page.getByTestId('redeem-use-row')).toHaveCount(1);
  await expect(page.getByTestId('redeem-use-row')).toContainText(codes[0]!);

  const refused = await redeem(user, codes[1]!);
  await expect(refused.getByRole('alert')).toHaveText('该兑换码已停用');
  expect(await diamondsOf(user)).toBe(before + 100);
  await user.close();
});
