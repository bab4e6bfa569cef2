// Issue 37 item 5: a video enters the watch history when it starts playing, for any viewer (a
// preview too), and the position is kept when the page is left, so a closed tab keeps its place.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { isCatalogueVideo } from './fixtures/catalogue';
import { callApi, openAsGuest } from './fixtures/session';

type Card = { id: number; title: string; access: 'free' | 'vip' | 'paid'; duration: number };

const playerRoot = (page: Page) =>
  page.locator('[data-status]').filter({ has: page.locator('video') });
const currentTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

async function findVideo(page: Page, want: (card: Card) => boolean): Promise<Card> {
  for (let p = 1; p <= 10; p += 1) {
    const answer = await callApi<{ list: Card[] }>(page, 'media/published', {
      page: p,
      pageSize: 50,
      sort: 'new',
    });
    expect(answer.code, answer.tip).toBe(200);
    const card = answer.data.list.find((c) => isCatalogueVideo(c) && want(c));
    if (card) return card;
  }
  throw new Error('no such video in the catalogue');
}

const named = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Opens 观看历史 in a new page of the same browser (same stored session) until `row` shows. */
async function historyRow(context: BrowserContext, title: string): Promise<Page> {
  const page = await context.newPage();
  await expect(async () => {
    await page.goto('/mine/myHistory');
    await expect(page.getByRole('link', { name: named(title) })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  return page;
}

test('a preview watched 5 s, then the page closed: 观看历史 lists it on the next visit', async ({
  context,
}) => {
  const page = await context.newPage();
  await openAsGuest(page, '/home');
  const vip = await findVideo(page, (card) => card.access === 'vip');
  await page.goto(`/play/longVideo?id=${vip.id}`);
  // The preview ad first, then the preview plays.
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 45_000 });
  await page.waitForTimeout(5_000);
  await page.close({ runBeforeUnload: true });

  const next = await historyRow(context, vip.title);
  await expect(next.getByRole('link', { name: named(vip.title) })).toBeVisible();
});

test('a free video left after a few seconds keeps where the viewer was', async ({ context }) => {
  const page = await context.newPage();
  await openAsGuest(page, '/home');
  const free = await findVideo(page, (card) => card.access === 'free');
  await page.goto(`/play/longVideo?id=${free.id}`);
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 45_000 });
  // Past 5 s, short of the 10 s periodic save: only the save on leaving can know this place.
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(5.5);
  const at = Math.floor(await currentTime(page));
  expect(at).toBeLessThan(10);
  await page.close({ runBeforeUnload: true });

  const next = await historyRow(context, free.title);
  const row = next.getByRole('link', { name: named(free.title) });
  await expect(row).toContainText(/观看至 00:0[5-9]/);
});
