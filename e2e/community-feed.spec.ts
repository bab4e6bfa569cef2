// Issue 24, the /community feed end to end on the real origin: a video post from the publish
// screen through transcoding to the player, pull-to-refresh bringing a post published since
// the feed loaded, and the endless list's next page with no card twice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';

import { capturePayloads } from './fixtures/app-storage';
import { callApi, openAsGuest } from './fixtures/session';

type Post = { id: number; content: string; status: string };

// The ffmpeg npm install brings (the origin transcodes with it), not one on the PATH.
const FFMPEG = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

/**
 * A 6-second H.264 + AAC clip of the test pattern (about 100 kB); as an iPhone writes it with
 * `quickTime` (a QuickTime .MOV, 'ftyp qt  ', HEVC inside).
 */
function clip(quickTime = false): { name: string; mimeType: string; buffer: Buffer } {
  const name = quickTime ? 'IMG_0042.MOV' : 'clip.mp4';
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'community-video-')), name);
  const video = quickTime
    ? ['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-f', 'mov']
    : ['-c:v', 'libx264'];
  // prettier-ignore
  execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=duration=6:size=320x240:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6',
    ...video, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    '-movflags', '+faststart', file,
  ]);
  return {
    name,
    mimeType: quickTime ? 'video/quicktime' : 'video/mp4',
    buffer: readFileSync(file),
  };
}

/** The 最新 tab's list of post cards. */
async function latestFeed(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: '最新' }).click();
  const list = page.getByRole('list', { name: '最新帖子' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list;
}

/** Post ids of the cards in a list, in order (each card links to its post). */
function cardIds(list: Locator): Promise<number[]> {
  return list.evaluate((root) =>
    Array.from(root.querySelectorAll('article'), (card) => {
      const link = card.querySelector<HTMLAnchorElement>('a[href*="postDetail?id="]');
      return Number(new URL(link!.href).searchParams.get('id'));
    }),
  );
}

async function publishText(page: Page, content: string): Promise<number> {
  const made = await callApi<{ id: number }>(page, 'post/publish', { content });
  expect(made.code, made.tip).toBe(200);
  await expect
    .poll(async () => (await callApi<Post>(page, 'post/detail', { id: made.data.id })).data.status)
    .toBe('published');
  return made.data.id;
}

/** A finger pulling the page down from near the top by `dy` px, then letting go. */
async function pullDown(cdp: CDPSession, x: number, y: number, dy: number) {
  const at = (py: number) => [{ x, y: py, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(y) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(y + (dy * step) / 10),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a video post: published from the screen, transcoded, in the feed, plays from its poster', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAsGuest(page, '/community/publish');
  const text = `我拍的小视频 ${Date.now()}`;
  await page.getByRole('textbox', { name: '帖子内容' }).fill(text);
  await page.getByTestId('publish-file-input').setInputFiles(clip());
  await expect(page.getByRole('button', { name: '发布' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('button', { name: '发布' }).click();
  // What really happens next: public once the video is processed (not "after review").
  await expect(page.getByText('发布成功，视频处理完成后自动公开')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);

  // Moderation waits for the transcoder; the author sees the post's state in 我的发布.
  await expect
    .poll(
      async () => {
        const mine = await callApi<{ list: Post[] }>(page, 'post/mypublish', {
          page: 1,
          pageSize: 10,
        });
        return mine.data.list.find((post) => post.content === text)?.status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('published');

  await page.reload();
  const card = (await latestFeed(page)).getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  const poster = card.getByRole('link', { name: '播放视频' });
  await expect(poster.locator('[data-state="loaded"]')).toBeVisible({ timeout: 20_000 });
  await poster.click();

  await expect(page).toHaveURL(/\/play\/longVideo\?id=\d+/);
  const video = page.getByTestId('video');
  const player = page.locator('[data-status]').filter({ has: video });
  await expect(player).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const currentTime = () => video.evaluate((el) => (el as HTMLVideoElement).currentTime);
  const before = await currentTime();
  await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(before + 0.5);
});

test('an iPhone’s .MOV (QuickTime, HEVC) is taken on the publish screen and published', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAsGuest(page, '/community/publish');
  const text = `iPhone拍的视频 ${Date.now()}`;
  await page.getByRole('textbox', { name: '帖子内容' }).fill(text);
  await page.getByTestId('publish-file-input').setInputFiles(clip(true));
  // The video takes the tile where 图片/视频 was offered (a post has one video).
  await expect(page.getByRole('button', { name: '图片/视频' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '发布' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('button', { name: '发布' }).click();
  // What really happens next: public once the video is processed (not "after review").
  await expect(page.getByText('发布成功，视频处理完成后自动公开')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);
  await expect
    .poll(
      async () => {
        const mine = await callApi<{ list: (Post & { kind: string })[] }>(page, 'post/mypublish', {
          page: 1,
          pageSize: 10,
        });
        const post = mine.data.list.find((p) => p.content === text);
        return post && `${post.kind} ${post.status}`;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('video published');
});

test('pulling the feed down shows a post published after it loaded', async ({ page }) => {
  await openAsGuest(page, '/community');
  const list = await latestFeed(page);
  const text = `刚刚发布的新帖 ${Date.now()}`;
  const id = await publishText(page, text);
  const card = list.getByRole('article').filter({ hasText: text });
  await expect(card).toHaveCount(0);

  const cdp = await page.context().newCDPSession(page);
  const box = (await list.boundingBox())!;
  await pullDown(cdp, box.x + box.width / 2, box.y + 40, 200);
  await expect(page.getByRole('status').filter({ hasText: '刷新成功' })).toBeAttached();
  await expect(card).toBeVisible();
  // Newest first: at the top, give or take posts other tests published meanwhile.
  expect((await cardIds(list)).slice(0, 5)).toContain(id);
});

test('scrolling to the end loads the next page with no post twice, even after new posts', async ({
  page,
}) => {
  await openAsGuest(page, '/community');
  const list = await latestFeed(page);
  await expect.poll(async () => (await cardIds(list)).length).toBe(10);
  // Posts arriving while the first page is read move every later post down the newest-first
  // order: the next page then starts with cards already on screen.
  await publishText(page, `翻页时的新帖一 ${Date.now()}`);
  await publishText(page, `翻页时的新帖二 ${Date.now()}`);
  const first = await cardIds(list);

  const asked = (await capturePayloads(page, 'post/list')) as { page: number }[];
  await list.getByRole('article').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect.poll(async () => (await cardIds(list)).length).toBeGreaterThan(10);
  const ids = await cardIds(list);
  expect(ids.slice(0, 10)).toEqual(first);
  expect(new Set(ids).size).toBe(ids.length);
  expect(asked.map((payload) => payload.page)).toContain(2);
});
