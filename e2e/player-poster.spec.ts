// Issue 36 item 3: /play/longVideo arrives with its poster. The server reads the video's public
// card with its own identity and sends the cover as a plain image (/api/cover), so the player's
// largest picture is drawn from the HTML, before any of the app's code has run. (With no
// JavaScript at all the shell keeps the page hidden, as before: not this rule's to change.)
import { expect, test, type APIRequestContext } from '@playwright/test';

const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';

/** The newest free video, found as a guest would (scripts/bench/routes.mjs firstFreeVideo). */
async function firstFreeVideo(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/app/login/guest', {
    headers: { 'x-user-agent': UA },
    data: { devID: `poster-${Date.now()}`, affCode: '{}', token: '' },
  });
  const token = (await login.json()).data.token as string;
  for (let page = 1; page <= 10; page += 1) {
    const answer = await request.post('/api/app/media/published', {
      headers: { 'x-user-agent': UA, authorization: token },
      data: { page, pageSize: 50, sort: 'new' },
    });
    const list = ((await answer.json()).data?.list ?? []) as { id: number; access: string }[];
    const free = list.find((video) => video.access === 'free');
    if (free) return free.id;
    if (list.length === 0) break;
  }
  throw new Error('no free video in the catalogue');
}

/** The app's code (its JS chunks): held forever, so whatever is drawn came with the HTML. */
const appCode = (url: URL) =>
  url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

test('before the app’s code runs, the player page draws the cover from /api/cover', async ({
  page,
}) => {
  const id = await firstFreeVideo(page.request);
  await page.route(appCode, () => new Promise(() => undefined));
  await page.goto(`/play/longVideo?id=${id}`, { waitUntil: 'commit' });
  const poster = page.locator('main img[src^="/api/cover?src="]').first();
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('the player keeps the served cover as its poster once it has loaded', async ({ page }) => {
  const id = await firstFreeVideo(page.request);
  await page.goto(`/play/longVideo?id=${id}`);
  await expect(page.locator('video')).toHaveAttribute('poster', /^\/api\/cover\?src=/);
});

/** The most watched channel on air, as /liveTv lists it (scripts/bench/routes.mjs firstChannel). */
async function firstChannel(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const login = await request.post('/api/app/login/guest', {
    headers: { 'x-user-agent': UA },
    data: { devID: `live-poster-${Date.now()}`, affCode: '{}', token: '' },
  });
  const token = (await login.json()).data.token as string;
  const answer = await request.post('/api/app/live/recommended', {
    headers: { 'x-user-agent': UA, authorization: token },
    data: { page: 1, pageSize: 20 },
  });
  const channel = (await answer.json()).data?.list?.[0] as { id: number; name: string };
  if (!channel) throw new Error('no live channel on air');
  return channel;
}

test('a live channel opened cold is its own launch screen: its cover from the HTML', async ({
  page,
}) => {
  const channel = await firstChannel(page.request);
  await page.route(appCode, () => new Promise(() => undefined));
  const cover = page.waitForResponse((r) => r.url().includes('/api/cover?src='));
  await page.goto(`/liveTv/livePlay?id=${channel.id}&name=${encodeURIComponent(channel.name)}`, {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('heading', { level: 2, name: channel.name })).toBeVisible();
  await expect(page.getByTestId('video')).toHaveAttribute('poster', /^\/api\/cover\?src=/);
  expect((await cover).status()).toBe(200);
  await expect(page.getByText('正在加载精彩内容…')).toBeHidden();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a live channel opened cold plays once the login is done, keeping the served cover', async ({
  page,
}) => {
  const channel = await firstChannel(page.request);
  await page.goto(`/liveTv/livePlay?id=${channel.id}&name=${encodeURIComponent(channel.name)}`);
  const root = page.locator('[data-status]').filter({ has: page.getByTestId('video') });
  await expect(root).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect(page.getByTestId('video')).toHaveAttribute('poster', /^\/api\/cover\?src=/);
  await expect(page.getByRole('region', { name: '频道信息' })).toContainText('正在播出');
});
