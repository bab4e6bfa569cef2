// First card (issue 36): what a first visit sees of /home, /lld and /play/longVideo, and when.
// Each visit is a fresh browser profile (no token, no cache, no stored config), Pixel 7 sized;
// a probe injected before the page's own scripts records, per animation frame, the first frame
// in which a card's title is on screen, the first in which a cover image has painted, and the
// page's first paint, login answer and first hydrated tap target. Two profiles: unthrottled
// (what the figures were taken with) and Lighthouse's mobile one (4× CPU, 150 ms RTT,
// 1.6 Mbit/s). Medians of BENCH_FIRST_CARD_RUNS visits (5).
//   npm run bench -- --only first-card                the part, written to docs/benchmarks.md
//   node scripts/bench/first-card.mjs URL_A URL_B [n]  an A/B of two servers (alternated)
import { chromium, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';
import { median } from './regression.mjs';

const RUNS = Number(process.env.BENCH_FIRST_CARD_RUNS ?? 5);

export const PROFILES = {
  unthrottled: null,
  mobile: {
    cpu: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1638.4 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
};

// Runs in the page before anything else. A card is "on screen" when its title has a box that
// starts inside the viewport; a cover when an <img> in such a card (or the player's poster) has
// its pixels (complete, natural size known). Frame times are rAF times (the frame's start).
const PROBE = () => {
  const marks = {};
  window.__firstCard = marks;
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.width > 0 && r.top < innerHeight && r.bottom > 0;
  };
  const frame = (t) => {
    if (marks.card === undefined) {
      const titles = document.querySelectorAll(
        'main a[href^="/play/longVideo"] [class*="title"], [data-testid="player-title"], header h1',
      );
      for (const title of titles) {
        if (title.textContent.trim() !== '' && inView(title)) {
          marks.card = t;
          break;
        }
      }
    }
    if (marks.cover === undefined) {
      const images = document.querySelectorAll(
        'main a[href^="/play/longVideo"] img, video[poster]:not([poster=""])',
      );
      for (const image of images) {
        const drawn =
          image instanceof HTMLImageElement ? image.complete && image.naturalWidth > 0 : true;
        if (drawn && inView(image)) {
          marks.cover = t;
          break;
        }
      }
    }
    if (marks.card === undefined || marks.cover === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** The figures of one visit of `url` in `page` (the probe, throttling, the marks). */
async function measure(context, page, url, profile) {
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  await page.addInitScript(PROBE);
  await page.goto(url);
  await page.waitForFunction(
    () => window.__firstCard.card !== undefined && window.__firstCard.cover !== undefined,
    null,
    { timeout: 60_000 },
  );
  await page.waitForFunction(() => localStorage.getItem('token') !== null, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const paint = performance
      .getEntriesByType('paint')
      .find((e) => e.name === 'first-contentful-paint');
    const login = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/app/login/guest'));
    return {
      fcp: paint ? paint.startTime : NaN,
      card: window.__firstCard.card,
      cover: window.__firstCard.cover,
      loginStart: login ? login.startTime : NaN,
      login: login ? login.responseEnd : NaN,
      controlled: navigator.serviceWorker?.controller != null,
    };
  });
}

/** The figures of one cold visit of `url`. */
export async function visit(browser, url, profile) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    return await measure(context, await context.newPage(), url, profile);
  } finally {
    await context.close();
  }
}

/**
 * A returning visit (issue 36's goal: first card ≤ 400 ms with the service worker): a first,
 * unthrottled visit in the profile until the worker is active (it registers a while after
 * load, lib/shell/service-worker-registration.ts) and controls the page, then the page closed
 * and `url` opened again, measured: the session is stored, the shell comes from the worker.
 */
export async function returningVisit(browser, url, profile) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 60_000,
    });
    await first.close();
    return await measure(context, await context.newPage(), url, profile);
  } finally {
    await context.close();
  }
}

const FIGURES = [
  ['fcp', 'first paint'],
  ['card', 'first card title on screen'],
  ['cover', 'first cover drawn'],
  ['loginStart', 'guest login sent'],
  ['login', 'guest login answered'],
];

const round = (x) => (Number.isFinite(x) ? Math.round(x) : '—');

/** Cold visits, then returning ones (the worker in control), in each profile. */
const KINDS = [
  ['cold', visit],
  ['returning', returningVisit],
];

/** Medians of `runs` visits per route, kind and profile. */
export async function measureFirstCard(webUrl, routes, runs = RUNS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const [kind, run] of KINDS)
      for (const [profileName, profile] of Object.entries(PROFILES)) {
        for (const route of routes) {
          const visits = [];
          for (let i = 0; i < runs; i += 1)
            visits.push(await run(browser, webUrl + route, profile));
          const row = { route, kind, profile: profileName, visits };
          for (const [key] of FIGURES) row[key] = median(visits.map((v) => v[key]));
          console.log(`[bench] first-card ${kind} ${profileName} ${route}: ${JSON.stringify(row)}`);
          results.push(row);
        }
      }
  } finally {
    await browser.close();
  }
  return results;
}

export async function benchFirstCard({ webUrl, routes }) {
  const rows = await measureFirstCard(webUrl, routes);
  const md = [
    '## First card: what a first visit sees, and when (issue 36)',
    '',
    `Cold visits (a new browser profile each: no token, no cache, no stored config) and returning ones (the same profile after a first visit, once the service worker controls the page: the session stored, the shell from the worker), Pixel 7, Debian Chromium headless; ${RUNS} visits per route, kind and profile, medians, ms from the navigation's start. A card is on screen when its title's box is inside the viewport (the player: its title); a cover when an \`<img>\` in such a card has its pixels (the player: the video's poster). Unthrottled is this machine as it is; mobile is Lighthouse's profile (4× CPU, 150 ms RTT, 1.6 Mbit/s). Goals (issue 36, ratios in one run): first card ≤ first paint + 100 ms, first cover ≤ 1.2 s unthrottled, a returning visit's first card ≤ 400 ms.`,
    '',
    `| visit | route | profile | ${FIGURES.map(([, label]) => label).join(' | ')} | card − paint | worker in control |`,
    `| --- | --- | --- | ${FIGURES.map(() => '---:').join(' | ')} | ---: | ---: |`,
    ...rows.map(
      (row) =>
        `| ${row.kind} | \`${row.route}\` | ${row.profile} | ${FIGURES.map(([key]) => round(row[key])).join(' | ')} | ${round(row.card - row.fcp)} | ${row.visits.filter((v) => v.controlled).length}/${row.visits.length} |`,
    ),
    '',
    ...rows.map(
      (row) =>
        `- ${row.kind} ${row.profile} \`${row.route}\`, every visit (paint / card / cover / login answered): ${row.visits
          .map((v) => [v.fcp, v.card, v.cover, v.login].map(round).join(' / '))
          .join(' · ')}`,
    ),
  ].join('\n');
  return { md: `${md}\n`, ok: true, rows };
}

// As a script: an A/B of two servers, alternated per visit (issue 23's use).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [urlA, urlB, runsArg = '6'] = process.argv.slice(2);
  if (!urlA || !urlB) {
    console.error('usage: node scripts/bench/first-card.mjs URL_A URL_B [rounds]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = { A: [], B: [] };
  for (let i = 0; i < Number(runsArg); i += 1) {
    for (const side of i % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
      const v = await visit(browser, side === 'A' ? urlA : urlB, PROFILES.mobile);
      runs[side].push(v);
      console.log(`round ${i} ${side}: ${JSON.stringify(v)}`);
    }
  }
  await browser.close();
  for (const side of ['A', 'B']) {
    const figures = FIGURES.map(
      ([key, label]) => `${label} ${round(median(runs[side].map((v) => v[key])))}`,
    );
    console.log(`${side} medians: ${figures.join(', ')}`);
  }
}
