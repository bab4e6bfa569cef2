// Issue 26's measurement, not a test of `npm test`: 20 loads of a free video in WebKit and in
// Chromium, interleaved (figures on these shared machines only compare side by side), counting
// the loads that play and the median time to first frame (the engine's 'video:load' mark to the
// player's 'video:playing', as npm run bench). Run: npm run e2e:webkit -- e2e-webkit/first-frame.measure.ts
import { after, before, it } from 'node:test';

import { chromium, devices, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
import { BASE_URL, callApi, openAsGuest, openWebKit, type WebKit } from './fixtures/webkit';
import { isCatalogueVideo } from '../e2e/fixtures/catalogue';

const LOADS = Number(process.env.FIRST_FRAME_LOADS ?? 20);
const PLAY_WITHIN_MS = 15_000;

interface Load {
  played: boolean;
  firstFrameMs: number | null;
  rescued: boolean;
}

/** In the page: whether it plays, and the player's marks (run after the navigation). */
function readLoad() {
  const marks: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('mark'))
    if (entry.name.startsWith('video:')) marks[entry.name] ??= Math.round(entry.startTime);
  const video = document.querySelector<HTMLVideoElement>('video[data-testid="video"]');
  const buffered: string[] = [];
  for (let i = 0; video && i < video.buffered.length; i += 1)
    buffered.push(`${video.buffered.start(i).toFixed(2)}-${video.buffered.end(i).toFixed(2)}`);
  // What hls.js fetched, in order: which renditions came before the first frame.
  const fetched = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/cdn/vid/'))
    .map(
      (e) =>
        `${new URL(e.name).pathname.split('/').slice(-2).join('/')}@${Math.round(e.startTime)}`,
    );
  return {
    time: video?.currentTime ?? 0,
    marks,
    detail: { readyState: video?.readyState, paused: video?.paused, buffered, fetched },
  };
}

function toLoad(read: ReturnType<typeof readLoad>): Load {
  const { marks } = read;
  if (read.time <= 0.3 || 'video:stall-nudge' in marks || 'video:stall-reload' in marks)
    console.log(`[first-frame] ${JSON.stringify(read)}`);
  const start = marks['video:load'];
  const playing = marks['video:playing'];
  return {
    played: read.time > 0.3,
    firstFrameMs: start !== undefined && playing !== undefined ? Math.round(playing - start) : null,
    rescued: 'video:stall-nudge' in marks || 'video:stall-reload' in marks,
  };
}

async function loadInWebKit(browser: WebKit, url: string): Promise<Load> {
  await browser.url(url);
  await browser
    .waitUntil(async () => (await browser.execute(readLoad)).time > 0.3, {
      timeout: PLAY_WITHIN_MS,
      interval: 100,
    })
    .catch(() => undefined);
  return toLoad(await browser.execute(readLoad));
}

async function loadInChromium(page: Page, url: string): Promise<Load> {
  await page.goto(url);
  await page
    .waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.3, null, {
      timeout: PLAY_WITHIN_MS,
      polling: 100,
    })
    .catch(() => undefined);
  return toLoad(await page.evaluate(readLoad));
}

function summary(name: string, loads: Load[]): string {
  const times = loads
    .filter((l) => l.played && l.firstFrameMs !== null)
    .map((l) => l.firstFrameMs!)
    .sort((a, b) => a - b);
  const median = times.length ? times[Math.floor((times.length - 1) / 2)] : null;
  const rescued = loads.filter((l) => l.rescued).length;
  return (
    `${name}: ${loads.filter((l) => l.played).length}/${loads.length} played, median first frame ` +
    `${median ?? '—'} ms (min ${times[0] ?? '—'}, max ${times.at(-1) ?? '—'}), watchdog ${rescued}`
  );
}

let webkit: WebKit;
let chromiumClose: () => Promise<void>;
let page: Page;
before(async () => {
  webkit = await openWebKit();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  chromiumClose = () => browser.close();
  page = await browser.newPage({ ...devices['Pixel 7'] });
});
after(async () => {
  await webkit?.deleteSession();
  await chromiumClose?.();
});

it(`${LOADS} loads of a free video in WebKit and Chromium`, { timeout: 600_000 }, async () => {
  await openAsGuest(webkit);
  const answer = await callApi<{ list: { id: number; access: string; duration: number }[] }>(
    webkit,
    'media/published',
    { page: 1, pageSize: 50, sort: 'new' },
  );
  const id =
    process.env.FIRST_FRAME_VIDEO ??
    answer.data.list.find((c) => c.access === 'free' && isCatalogueVideo(c))!.id;
  const url = `${BASE_URL}/play/longVideo?id=${id}`;
  await page.goto(`${BASE_URL}/home`);
  const results = { webkit: [] as Load[], chromium: [] as Load[] };
  for (let i = 0; i < LOADS; i += 1) {
    results.webkit.push(await loadInWebKit(webkit, url));
    results.chromium.push(await loadInChromium(page, url));
  }
  console.log(`[first-frame] /play/longVideo?id=${id}`);
  console.log(`[first-frame] ${summary('WebKit', results.webkit)}`);
  console.log(`[first-frame] ${summary('Chromium', results.chromium)}`);
});
