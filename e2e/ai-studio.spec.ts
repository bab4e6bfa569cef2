// The AI studio's face swap, as a user meets it: AI创作 from the publish popup, a free operator
// template, one's own photo and the consent tick, the work made in the background and shown in
// 我的作品, then deleted. A paid template with too few diamonds says so and keeps the form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { registerFresh } from './fixtures/account';
import { callApi } from './fixtures/session';

/** A 600×800 JPEG of one colour: pure red, so its pixels are easy to find in the work. */
async function redPhoto(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 600, 800);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

/** The share of an <img>'s pixels that are the photo's red. */
function redShare(image: Locator) {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red += 1;
    }
    return { width: img.naturalWidth, share: red / (data.length / 4) };
  });
}

test('AI创作 from the publish popup: a free template, own photo and consent, the work in 我的作品', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerFresh(page);
  await page.goto('/home');
  // The server's first screen holds taps while the app boots; they count at once when it is live.
  await expect(page.locator('[data-boot-held][aria-busy="true"]')).toHaveCount(0);
  const popup = page.getByRole('dialog', { name: '发布' });
  await expect(async () => {
    if (!(await popup.isVisible())) await page.getByRole('button', { name: '发布' }).click();
    await expect(popup).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await popup.getByRole('link', { name: /AI创作/ }).click();
  await expect(page).toHaveURL(/\/ai\/generate$/);
  await expect(page.getByRole('heading', { name: 'AI换脸写真' })).toBeVisible();

  const free = page.locator('a[data-template]', { hasText: '免费' }).first();
  await expect(free).toBeVisible();
  const title = (await free.locator('span').nth(2).textContent()) ?? '';
  await free.click();
  await expect(page).toHaveURL(/\/ai\/changeFace\?id=\d+$/);

  await page.getByLabel('上传本人照片').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await redPhoto(page),
  });
  await expect(page.getByAltText('已选择的本人照片')).toBeVisible();
  // Without the tick nothing is sent.
  await page.getByRole('button', { name: '开始生成' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('请先勾选同意');
  await page.getByRole('checkbox', { name: /我确认照片是本人/ }).check();
  await page.getByRole('button', { name: '开始生成' }).click();

  await expect(page).toHaveURL(/\/ai\/history$/, { timeout: 20_000 });
  const row = page.locator('article[data-order]').first();
  await expect(row).toContainText(title);
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 45_000 });

  await row.getByRole('button', { name: '查看', exact: true }).click();
  const work = page.getByRole('dialog').getByRole('img', { name: '换脸作品大图' });
  await expect
    .poll(() => work.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  // The photo is inside the template's face oval: some of the picture, not all of it.
  const shown = await redShare(work);
  expect(shown.share).toBeGreaterThan(0.02);
  expect(shown.share).toBeLessThan(0.5);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('article[data-order]')).toHaveCount(0);
  await expect(page.getByText('还没有作品')).toBeVisible();
});

test('a paid template with too few diamonds says so, keeps the photo, and charges nothing', async ({
  page,
}) => {
  const me = await registerFresh(page);
  const templates = await callApi<{ list: { id: number; price: number }[] }>(
    page,
    'aiTemplate/list',
    { pageSize: 50 },
  );
  const user = await callApi<{ wallet?: { diamonds: number } }>(page, 'user/info', {
    userId: me.id,
  });
  const diamonds = user.data.wallet?.diamonds ?? 0;
  const paid = templates.data.list.find((t) => t.price > diamonds);
  test.skip(!paid, 'every template is within this user’s diamonds');

  await page.goto(`/ai/changeFace?id=${paid!.id}`);
  await page.getByLabel('上传本人照片').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await redPhoto(page),
  });
  await page.getByRole('checkbox', { name: /我确认照片是本人/ }).check();
  await page.getByRole('button', { name: '开始生成' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('钻石余额不足');
  await expect(page.getByRole('link', { name: '去充值' })).toHaveAttribute(
    'href',
    '/mine/diamondRecharge',
  );
  await expect(page.getByAltText('已选择的本人照片')).toBeVisible();
  const orders = await callApi<{ total: number }>(page, 'aiOrder/facechange/list', {});
  expect(orders.data.total).toBe(0);
});

test('the studio never offers undressing: the strip calls are refused', async ({ page }) => {
  await registerFresh(page);
  for (const path of ['aiOrder/strip/list', 'aiOrder/strip/submit']) {
    const answer = await callApi(page, path, {});
    expect(answer.code).toBe(4040);
    expect(answer.tip).toBe('本平台不提供该功能');
  }
  await page.goto('/ai/generate');
  await expect(page.getByRole('heading', { name: 'AI换脸写真' })).toBeVisible();
  await expect(page.getByRole('link', { name: /去衣|脱衣/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /去衣|脱衣/ })).toHaveCount(0);
});

test('the studio’s screens have no serious or critical axe violation', async ({ page }) => {
  await registerFresh(page);
  const blocking = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  await page.goto('/ai/generate');
  await expect(page.locator('a[data-template] img').first()).toBeVisible();
  expect(await blocking()).toEqual([]);
  await page.locator('a[data-template]').first().click();
  await expect(page.getByRole('checkbox', { name: /我确认照片是本人/ })).toBeVisible();
  expect(await blocking()).toEqual([]);
  await page.goto('/ai/history');
  await expect(page.getByText('还没有作品')).toBeVisible();
  expect(await blocking()).toEqual([]);
});
