// Issue 39 item 3 on the real origin, with a finger (the iPhone project has touch): a double-tap
// pauses and plays, a horizontal drag previews and then seeks, a long press plays at 2× while
// held. The rest (volume, brightness, ad, preview limit) is player-gesture-layer.test.tsx.
import { expect, test, type CDPSession, type Page } from '@playwright/test';

import { isCatalogueVideo } from './fixtures/catalogue';
import { callApi, openAsGuest } from './fixtures/session';

type Card = { id: number; access: 'free' | 'vip' | 'paid'; duration: number };

const video = (page: Page) => page.getByTestId('video');
const playerRoot = (page: Page) => page.locator('[data-status]').filter({ has: video(page) });
const chip = (page: Page) => page.getByTestId('gesture-feedback');

async function freeVideo(page: Page): Promise<Card> {
  for (let p = 1; p <= 10; p += 1) {
    const answer = await callApi<{ list: Card[] }>(page, 'media/published', {
      page: p,
      pageSize: 50,
      sort: 'new',
    });
    expect(answer.code, answer.tip).toBe(200);
    const card = answer.data.list.find((c) => isCatalogueVideo(c) && c.access === 'free');
    if (card) return card;
  }
  throw new Error('no free video in the feed');
}

const media = (page: Page) =>
  video(page).evaluate((el) => {
    const v = el as HTMLVideoElement;
    return { currentTime: v.currentTime, rate: v.playbackRate };
  });

/** A finger on the picture, at fractions of its box. */
async function finger(page: Page, cdp: CDPSession) {
  const box = (await video(page).boundingBox())!;
  const at = (fx: number, fy: number) => [
    { x: box.x + box.width * fx, y: box.y + box.height * fy, id: 1 },
  ];
  return {
    down: (fx: number, fy: number) =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fx, fy) }),
    move: (fx: number, fy: number) =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fx, fy) }),
    up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  };
}

test('a double-tap pauses and plays, a drag seeks with a preview, a long press plays at 2×', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsGuest(page);
  const free = await freeVideo(page);
  await page.goto(`/play/longVideo?id=${free.id}`);
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  const f = await finger(page, cdp);
  // Right of the middle, above the bar: clear of the big ▶, the sound chip and 继续播放.
  const doubleTap = async () => {
    await f.down(0.75, 0.4);
    await f.up();
    await f.down(0.75, 0.4);
    await f.up();
  };

  await doubleTap();
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'paused');
  await expect(chip(page)).toHaveText('❚❚');
  await doubleTap();
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing');
  await expect(chip(page)).toHaveText('▶');

  // Across 60% of the width: the chip previews the target before anything moves.
  const before = (await media(page)).currentTime;
  await f.down(0.2, 0.4);
  for (const fx of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) await f.move(fx, 0.41);
  await expect(chip(page)).toHaveText(/^快进 \d\d:\d\d \/ \d\d:\d\d$/);
  const preview = (await chip(page).textContent())!;
  const [m, s] = preview.slice(3, 8).split(':').map(Number);
  const target = m! * 60 + s!;
  expect(target).toBeGreaterThan(before + 20);
  await f.up();
  await expect
    .poll(async () => (await media(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(target);
  await expect(playerRoot(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });

  // Held: 2× and 2倍速播放中 until the finger lifts, then the rate it had.
  await f.down(0.75, 0.4);
  await expect(chip(page)).toHaveText('2倍速播放中');
  expect((await media(page)).rate).toBe(2);
  await f.up();
  await expect(chip(page)).toBeHidden();
  expect((await media(page)).rate).toBe(1);
});
