// The screen walk (issue 35 "Tests"): every route of the app, at the iPhone and Pixel sizes of
// the two projects, saved as screenshots to compare two runs (scripts/walk-diff.mjs). Slow and
// not an assertion of looks, so outside the default suite: playwright.config.ts skips this file
// unless E2E_WALK=1. Pictures go to walk-shots/<WALK_LABEL>/<project>/ (git-ignored), with a
// report.json of each page's console warnings and errors (e.g. "preloaded but not used").
//   E2E_WALK=1 WALK_LABEL=before npx playwright test e2e/walk.spec.ts --project=iphone --project=android
//   node scripts/walk-diff.mjs before after
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { expect, test, type Page, type Route, type TestInfo } from '@playwright/test';

import { callApi, openAsGuest, signInAs } from './fixtures/session';
import { isCatalogueVideo } from './fixtures/catalogue';

const ROOT = resolve(import.meta.dirname, '..');
const LABEL = process.env.WALK_LABEL ?? 'latest';
/** Time for lazy images, fonts and the first query to settle before the picture. */
const SETTLE_MS = Number(process.env.WALK_SETTLE_MS ?? 1500);

// Routes without ids, from the route table of spec §2 (app/**/page.tsx).
const PLAIN_ROUTES = [
  '/',
  '/home',
  '/community',
  '/community/publish',
  '/lld',
  '/liveTv',
  '/game',
  '/welfare',
  '/welfare/exchange',
  '/ai/generate',
  '/ai/changeFace',
  '/ai/ImageGeneratedVideo',
  '/ai/txtToImg',
  '/ai/aiGirlfriend',
  '/ai/aiBookDesc',
  '/ai/history',
  '/subpage/search',
  '/subpage/result?keyword=爱',
  '/subpage/upRank',
  '/subpage/morePage',
  '/mine',
  '/mine/credentials',
  '/mine/diamondRecharge',
  '/mine/feedback',
  '/mine/invitation',
  '/mine/login',
  '/mine/message',
  '/mine/myBought',
  '/mine/myCollect',
  '/mine/myFollow',
  '/mine/myHistory',
  '/mine/myPost',
  '/mine/officialGroup',
  '/mine/onLine',
  '/mine/originalRegister',
  '/mine/ledger',
  '/mine/pointExchange',
  '/mine/pointLevel',
  '/mine/problemFeedback',
  '/mine/recharge',
  '/mine/rechargeRecord',
  '/mine/share',
  '/mine/vip',
  '/mine/setting',
  '/mine/setting/about',
  '/mine/setting/accountSecurity',
  '/mine/setting/accout',
  '/mine/setting/closeAccount',
  '/mine/setting/autokf',
  '/mine/setting/avatar',
  '/mine/setting/bindPhone',
  '/mine/setting/kf',
  '/mine/setting/modifiIntro',
  '/mine/setting/modifyname',
  '/mine/setting/modifyPassword',
  '/mine/setting/phone',
  '/mine/setting/playback',
  '/mine/setting/recruitment',
  // §2 link targets (content types 5–10, issue 37 item 6).
  '/circle/circleDetail?id=5',
  '/anime/detail?id=1',
  '/dating/picDetail?id=1',
  '/reserved/detail?id=1',
  '/dating/novelDetail?id=1',
  '/novel/audio?id=1',
  '/notFound',
  '/no/such/page',
];

// What a signed-in VIP sees differently (account card, VIP screen, history with a position).
const VIP_ROUTES = ['/mine', '/mine/vip', '/mine/recharge', '/mine/myHistory', '/mine/setting'];

interface Seen {
  route: string;
  file: string;
  warnings: string[];
  errors: string[];
}

function fileName(route: string): string {
  const name = route
    .replace(/^\//, '')
    .replace(/[?&=/]+/g, '_')
    .replace(/[^\w\u4e00-\u9fff-]/g, '');
  return `${name || 'root'}.png`;
}

function outDir(testInfo: TestInfo, pass: string): string {
  const dir = join(ROOT, 'walk-shots', LABEL, testInfo.project.name, pass);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function shoot(page: Page, route: string, dir: string): Promise<Seen> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  await page.goto(route);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  const file = fileName(route);
  await page.screenshot({ path: join(dir, file), animations: 'disabled', caret: 'hide' });
  // The CSS preload warning is printed a few seconds after load: give it its time.
  await page.waitForTimeout(Number(process.env.WALK_WARN_MS ?? 0));
  page.off('console', onConsole);
  return { route, file, warnings, errors };
}

/** Routes that need ids of the seeded catalogue, looked up through the real API. */
async function idRoutes(page: Page): Promise<string[]> {
  type Card = { id: number; title: string; access: string; duration: number };
  const published = await callApi<{ list: Card[] }>(page, 'media/published', {
    page: 1,
    pageSize: 50,
  });
  const catalogue = published.data.list.filter(isCatalogueVideo);
  const free = catalogue.find((video) => video.access === 'free');
  const paid = catalogue.find((video) => video.access === 'paid');
  const vip = catalogue.find((video) => video.access === 'vip');
  type Sections = { sections: { name: string; more: { kind: string; id: number } | null }[] };
  const sections: Sections['sections'] = [];
  for (const area of ['home', 'lld'])
    sections.push(
      ...((await callApi<Sections>(page, 'media/home', { area })).data?.sections ?? []),
    );
  const more = (kind: string) => sections.find((section) => section.more?.kind === kind);
  const topic = more('topic');
  const tag = more('tag');
  const collections = await callApi<{ list: { id: number }[] }>(page, 'media/collect/home', {
    page: 1,
    pageSize: 1,
  });
  const posts = await callApi<{ list: { id: number }[] }>(page, 'post/list', {
    page: 1,
    pageSize: 1,
  });
  const ups = await callApi<{ list: { id: number }[] }>(page, 'upblogers/list', {
    page: 1,
    pageSize: 1,
  });
  const live = await callApi<{ list: { id: number; name: string }[] }>(page, 'live/recommended', {
    page: 1,
    pageSize: 1,
  });
  const routes: string[] = [];
  for (const video of [free, paid, vip]) if (video) routes.push(`/play/longVideo?id=${video.id}`);
  if (topic?.more) routes.push(`/topicList?id=${topic.more.id}&name=${topic.name}`);
  if (tag?.more) routes.push(`/subpage/labelPage?id=${tag.more.id}&name=${tag.name}`);
  const collection = collections.data?.list[0];
  if (collection) routes.push(`/play/videoCollection?id=${collection.id}`);
  const post = posts.data?.list[0];
  if (post) routes.push(`/community/postDetail?id=${post.id}`);
  const up = ups.data?.list[0];
  if (up) routes.push(`/community/upInfo?id=${up.id}`);
  const channel = live.data?.list[0];
  if (channel) routes.push(`/liveTv/livePlay?id=${channel.id}&name=${channel.name}`);
  return routes;
}

function report(dir: string, seen: Seen[]) {
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(seen, null, 2)}\n`);
}

test.describe('screen walk', () => {
  test.setTimeout(20 * 60_000);

  test('cold start: the screen before the scripts, before the login, then ready', async ({
    browser,
  }, testInfo) => {
    const dir = outDir(testInfo, 'launch');
    const seen: Seen[] = [];
    for (const route of ['/home', '/lld', '/community', '/mine', '/welfare']) {
      // A first visit each time: a device of its own, with nothing stored.
      const use = testInfo.project.use;
      const context = await browser.newContext({
        baseURL: use.baseURL,
        viewport: use.viewport,
        userAgent: use.userAgent,
        deviceScaleFactor: use.deviceScaleFactor,
        isMobile: use.isMobile,
        hasTouch: use.hasTouch,
        locale: use.locale,
        timezoneId: use.timezoneId,
      });
      const page = await context.newPage();
      // Held requests stand for a slow phone line: the scripts, then the guest login.
      let scripts: Route[] | null = [];
      let login: Route[] | null = [];
      await page.route(
        (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
        (held) => (scripts ? scripts.push(held) : held.continue()),
      );
      await page.route('**/api/app/login/guest', (held) =>
        login ? login.push(held) : held.continue(),
      );
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(300);
      const base = fileName(route).replace(/\.png$/, '');
      await page.screenshot({ path: join(dir, `${base}-1-html.png`), animations: 'disabled' });
      const heldScripts = scripts;
      scripts = null;
      for (const held of heldScripts) await held.continue();
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(dir, `${base}-2-no-login.png`), animations: 'disabled' });
      const heldLogin = login;
      login = null;
      for (const held of heldLogin) await held.continue();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(dir, `${base}-3-ready.png`), animations: 'disabled' });
      await context.close();
      seen.push({ route, file: `${base}-*.png`, warnings: [], errors: [] });
    }
    report(dir, seen);
  });

  test('every route as a guest', async ({ page }, testInfo) => {
    const dir = outDir(testInfo, 'guest');
    await openAsGuest(page);
    const routes = [...PLAIN_ROUTES, ...(await idRoutes(page))];
    const seen: Seen[] = [];
    for (const route of routes) seen.push(await shoot(page, route, dir));
    report(dir, seen);
    expect(seen.length).toBe(routes.length);
  });

  test('account screens as a VIP with a watch history', async ({ page }, testInfo) => {
    const dir = outDir(testInfo, 'vip');
    await signInAs(page, 'vip_supreme');
    const published = await callApi<{ list: { id: number; duration: number }[] }>(
      page,
      'media/published',
      { page: 1, pageSize: 50 },
    );
    const [first, second] = published.data.list.filter(isCatalogueVideo);
    // One half watched, one finished: both states of a history row.
    if (first) await callApi(page, 'media/trackList', { id: first.id, position: 75 });
    if (second)
      await callApi(page, 'media/trackList', { id: second.id, position: second.duration - 1 });
    const seen: Seen[] = [];
    for (const route of VIP_ROUTES) seen.push(await shoot(page, route, dir));
    if (first) seen.push(await shoot(page, `/play/longVideo?id=${first.id}`, dir));
    report(dir, seen);
  });
});
