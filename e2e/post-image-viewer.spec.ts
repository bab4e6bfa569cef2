// Issue 35 item 4 on the real origin: a post's pictures open a full-screen viewer at the one
// tapped (2/N), a real touch swipe shows the next (3/N), Escape and the back gesture close it
// without leaving the post, and a long press offers 保存图片, which downloads the decoded
// picture under a sensible name.
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';

import { callApi, openAsGuest } from './fixtures/session';

type Post = { id: number; images: string[]; imageCount: number; locked: boolean };

/** A seeded post anyone can see in full, with at least `min` pictures. */
async function postWithPictures(page: Page, min: number): Promise<Post> {
  const answer = await callApi<{ list: Post[] }>(page, 'post/list', { page: 1, pageSize: 50 });
  expect(answer.code, answer.tip).toBe(200);
  const post = answer.data.list.find((p) => !p.locked && p.images.length >= min);
  expect(post, `a post with ${min} pictures or more`).toBeDefined();
  return post!;
}

const point = (x: number, y: number) => [{ x, y, radiusX: 1, radiusY: 1, force: 1, id: 1 }];

/** One finger from the middle of `target`, moved by dx in steps, then lifted. */
async function swipe(cdp: CDPSession, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  for (let i = 1; i <= 12; i++) {
    await new Promise((r) => setTimeout(r, 16));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x0 + (dx * i) / 12, y0),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A finger held still on `target` for `ms`, then lifted. */
async function longPress(cdp: CDPSession, target: Locator, ms: number) {
  const box = (await target.boundingBox())!;
  const at = point(box.x + box.width / 2, box.y + box.height / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a tapped picture opens the viewer at its place; swipe, Escape and back close it in the post', async ({
  page,
}) => {
  await openAsGuest(page);
  const post = await postWithPictures(page, 3);
  const total = post.images.length;
  await page.goto(`/community/postDetail?id=${post.id}`);
  const detail = page.url();

  await page.getByRole('button', { name: '查看第2张图片' }).click();
  const viewer = page.getByRole('dialog', { name: '查看图片' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`2/${total}`, { exact: true })).toBeVisible();
  const current = () => viewer.getByRole('group', { name: `第2张，共${total}张` });
  await expect(current()).toBeVisible();
  // The picture is drawn through the app's image pipeline: a decoded blob, not the CDN's bytes.
  await expect(current().locator('img')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  // The page behind does not scroll while the viewer is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  const cdp = await page.context().newCDPSession(page);
  const width = page.viewportSize()!.width;
  await swipe(cdp, viewer.getByRole('group', { name: `第2张，共${total}张` }), -0.6 * width);
  await expect(viewer.getByText(`3/${total}`, { exact: true })).toBeVisible();
  await expect(viewer.getByRole('group', { name: `第3张，共${total}张` })).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  expect(page.url()).toBe(detail);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

  // The back gesture closes the viewer, not the post.
  await page.getByRole('button', { name: '查看第1张图片' }).click();
  await expect(viewer.getByText(`1/${total}`, { exact: true })).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  expect(page.url()).toBe(detail);
  await expect(page.getByRole('heading', { name: '帖子详情' })).toBeVisible();
  // One more back leaves the post as usual (the viewer left no extra step behind).
  await page.getByRole('button', { name: '查看第1张图片' }).click();
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => page.url()).not.toBe(detail);
});

test('a long press on a picture offers 保存图片, which downloads it', async ({ page }) => {
  await openAsGuest(page);
  const post = await postWithPictures(page, 2);
  await page.goto(`/community/postDetail?id=${post.id}`);
  await page.getByRole('button', { name: '查看第2张图片' }).click();
  const viewer = page.getByRole('dialog', { name: '查看图片' });
  const picture = viewer.getByRole('group', { name: `第2张，共${post.images.length}张` });
  await expect(picture.locator('img')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });

  const cdp = await page.context().newCDPSession(page);
  await longPress(cdp, picture, 800);
  const sheet = page.getByRole('dialog', { name: '图片操作' });
  await expect(sheet).toBeVisible();
  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: '保存图片' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^post-${post.id}-2\\.[a-z]+$`));
  // The sheet closed; the viewer stays on the picture.
  await expect(sheet).toHaveCount(0);
  await expect(viewer).toBeVisible();
});
