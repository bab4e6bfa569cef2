// Short video (issue 37): on /shortVideo, the time from a swipe (the ArrowDown key the pager
// takes like a swipe) to the next clip's first frame ('playing' on the one <video> with its new
// source), median of 20, unthrottled, each clip played 1.5 s first (so its successor is fetched
// ahead as a viewer's would be); beside it, long video's first frame measured the same run
// (/play/longVideo, the engine's 'video:load' mark to 'playing'). And the JS heap after 50
// swipes against the heap after 5 (after GC): one element and one hls.js at a time must not grow.
import { chromium } from '@playwright/test';

import { median } from './regression.mjs';

const SWIPES = Number(process.env.BENCH_SHORT_SWIPES ?? 50);
const TIMED = 20;
const WARM = 5;
const LONG_RUNS = 5;
const WATCH_MS = 1500;
const HEAP_GOAL_MB = 10;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
};

const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
const ms = (xs) => `${Math.round(median(xs))} ms`;

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** One swipe: ms from the key to 'playing' with the next clip's source, and that clip's id. */
function swipe(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const video = document.querySelector('[data-testid="short-video"]');
        const from = video.src;
        const fromId = video.dataset.clipId;
        const timer = setTimeout(() => reject(new Error('no first frame in 30 s')), 30_000);
        const onPlaying = () => {
          if (video.src === from || video.dataset.clipId === fromId) return;
          clearTimeout(timer);
          video.removeEventListener('playing', onPlaying);
          resolve({ ms: performance.now() - start, id: video.dataset.clipId });
        };
        video.addEventListener('playing', onPlaying);
        const start = performance.now();
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
        );
      }),
  );
}

async function longFirstFrames(page, webUrl) {
  const ids = [];
  for (let p = 1; ids.length < LONG_RUNS && p <= 10; p += 1) {
    const answer = await page.evaluate(async (p) => {
      const res = await fetch('/api/app/media/published', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('token') ?? '',
        },
        body: JSON.stringify({ page: p, pageSize: 50, sort: 'new' }),
      });
      return res.json();
    }, p);
    for (const v of answer.data?.list ?? [])
      if (v.access === 'free' && v.duration > 60 && ids.length < LONG_RUNS) ids.push(v.id);
  }
  const runs = [];
  for (const id of ids) {
    await page.goto(`${webUrl}/play/longVideo?id=${id}`);
    await page.waitForFunction(
      () => performance.getEntriesByName('video:playing').length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    runs.push(
      await page.evaluate(() => {
        const load = performance.getEntriesByName('video:load')[0];
        return performance.getEntriesByName('video:playing')[0].startTime - load.startTime;
      }),
    );
  }
  return runs;
}

export async function benchShortVideo({ webUrl }) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto(`${webUrl}/home`);
    await page.waitForFunction(() => localStorage.getItem('token') !== null, null, {
      timeout: 60_000,
    });
    const long = await longFirstFrames(page, webUrl);

    await page.goto(`${webUrl}/shortVideo`);
    await page.waitForSelector('[data-testid="short-video"][data-status="playing"]', {
      timeout: 60_000,
    });
    const cdp = await context.newCDPSession(page);
    const times = [];
    const ids = [];
    let afterWarm = 0;
    for (let i = 1; i <= SWIPES; i += 1) {
      await page.waitForTimeout(WATCH_MS);
      const r = await swipe(page);
      ids.push(r.id);
      if (i > WARM && times.length < TIMED) times.push(r.ms);
      if (i === WARM) afterWarm = await heapUsed(cdp);
    }
    const afterAll = await heapUsed(cdp);
    const videos = await page.locator('video').count();
    await context.close();

    const grew = (afterAll - afterWarm) / 2 ** 20;
    const heapOk = grew <= HEAP_GOAL_MB;
    const unique = new Set(ids).size === ids.length;
    const ok = heapOk && unique && videos === 1;
    const md = [
      '## Short video (issue 37)',
      '',
      `Swipe → the next clip's first frame on /shortVideo ('playing' with the new source), ` +
        `unthrottled, each clip played ${WATCH_MS / 1000} s before the swipe (its successor is ` +
        `fetched meanwhile): median of ${times.length} **${ms(times)}** ` +
        `(runs ${times.map(Math.round).join(', ')}).`,
      `Beside it, long video's first frame in the same run (/play/longVideo, \`video:load\` → ` +
        `\`playing\`, a fresh page each, median of ${long.length}): **${ms(long)}** ` +
        `(runs ${long.map(Math.round).join(', ')}).`,
      '',
      `JS heap after ${SWIPES} swipes against after ${WARM} (after GC): ${mb(afterWarm)} MB → ` +
        `${mb(afterAll)} MB, growth **${grew.toFixed(1)} MB** (goal ≤ ${HEAP_GOAL_MB} MB: ` +
        `${heapOk ? 'met' : 'missed'}). <video> elements at the end: ${videos} (goal 1); ` +
        `clips repeated within the visit: ${unique ? 'none' : 'some (missed)'}.`,
      '',
    ].join('\n');
    return { ok, md };
  } finally {
    await browser.close();
  }
}
