// Issue 42 item 7 end to end: the owner signs in and sees the 数据看板 on the console's home (its
// charts drawn, each with its table), switches the range to 近30天 and to a custom range (a bad
// one refused with its Chinese tip), and downloads the CSV: UTF-8 with BOM, the header row with
// the money columns, one row a day.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

test('the owner sees the dashboard, changes its range and downloads its CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();

  const board = page.getByRole('region', { name: '数据看板' });
  await expect(board.getByRole('heading', { name: '数据看板' })).toBeVisible();
  for (const title of [
    '新增用户',
    '日活跃用户',
    '订单（按支付方式）',
    '收入（元，按支付方式）',
    '播放',
  ])
    await expect(board.getByRole('figure', { name: title })).toBeVisible();
  // uPlot drew into the chart (a canvas), and the table behind it has a row a day.
  await expect(board.getByRole('figure', { name: '日活跃用户' }).locator('canvas')).toHaveCount(1);
  const dau = board.getByRole('table', { name: '日活跃用户', includeHidden: true });
  await expect(dau.locator('tbody tr')).toHaveCount(7);

  await board.getByRole('button', { name: '近30天' }).click();
  await expect(dau.locator('tbody tr')).toHaveCount(30);

  await board.getByLabel('开始日期').fill('2025-06-02');
  await board.getByLabel('结束日期').fill('2025-06-01');
  await board.getByRole('button', { name: '查询' }).click();
  await expect(board.getByRole('alert')).toHaveText('结束日期不能早于开始日期');
  await board.getByLabel('开始日期').fill('2025-06-01');
  await board.getByLabel('结束日期').fill('2025-06-03');
  await board.getByRole('button', { name: '查询' }).click();
  await expect(dau.locator('tbody tr')).toHaveCount(3);
  await board.getByRole('figure', { name: '播放' }).getByRole('button', { name: '表格' }).click();
  await expect(board.getByRole('table', { name: '播放' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await board.getByRole('button', { name: '导出CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('数据看板-2025-06-01-2025-06-03.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^日期,新增游客,新增账号,日活跃用户,新建订单,.*支付宝收入\(元\)/);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
    '2025-06-01',
    '2025-06-02',
    '2025-06-03',
  ]);
});
