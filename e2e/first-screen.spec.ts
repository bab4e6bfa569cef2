// Issue 23: /home and /lld arrive with their first screen's public catalogue as HTML (read by
// the web server with its own identity, never sent to a browser); the browser adopts it without
// asking again, and each user's own state still comes from their own calls.
import { expect, test, type Page } from '@playwright/test';

import { E2E_KEYS } from './fixtures/e2e-keys';
import { callApi } from './fixtures/session';

type Home = { sections: { videos: { id: number; title: string }[] }[] };

/** The document as the server sends it, once its catalogue cache is warm (a few seconds old at most). */
async function documentOf(page: Page, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path)).text();
        return html.includes('"firstScreen":{') || html.includes('\\"firstScreen\\":{');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

test('the first screen’s cards are in the HTML of /home and /lld, and no key is', async ({
  page,
}) => {
  for (const [path, area] of [
    ['/home', 'home'],
    ['/lld', 'lld'],
  ] as const) {
    const html = await documentOf(page, path);
    const markup = html.slice(0, html.indexOf('self.__next_f'));
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const home = await callApi<Home>(page, 'media/home', { area });
    const first = home.data.sections[0]!.videos[0]!;
    // The card's title is markup, not only data for the script to render later.
    expect(markup, `${path}: ${first.title}`).toContain(`>${first.title}<`);
    expect(html).not.toContain(E2E_KEYS.SERVICE_TOKEN);
  }
});

test('the browser adopts the server’s catalogue: no second media/home, no hydration error', async ({
  page,
}) => {
  await documentOf(page, '/home');
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/app/media/home')) asked.push(request.postData() ?? '');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/app/')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  // The page is live (the session exists) and the first card is there to tap.
  await expect(page.locator('main a[href^="/play/longVideo"]').first()).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(asked.filter((body) => !body.includes('tabId'))).toEqual([]);
  expect(errors).toEqual([]);
  for (const body of bodies) expect(body).not.toContain(E2E_KEYS.SERVICE_TOKEN);
});

test('each user still sees their own state: a like is one user’s, whatever the shared catalogue', async ({
  page,
  browser,
}) => {
  // Two fresh guests: nothing shared with the other tests running beside this one.
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  const home = await callApi<Home>(page, 'media/home', { area: 'home' });
  const video = home.data.sections[0]!.videos[0]!;
  expect((await callApi(page, 'media/like', { id: video.id, like: true })).code).toBe(200);
  await page.goto(`/play/longVideo?id=${video.id}`);
  await expect(page.getByRole('button', { name: /取消点赞|已点赞/ })).toBeVisible();

  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto('/home');
  await expect.poll(() => guest.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await guest.goto(`/play/longVideo?id=${video.id}`);
  await expect(guest.getByRole('button', { name: /^点赞/ })).toBeVisible();
  await other.close();
});
