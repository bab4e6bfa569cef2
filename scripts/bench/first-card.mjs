// Diagnostic (not part of the bench): when the first video card's title is first painted on a
// cold visit (new profile, Pixel 7 profile, 4× CPU slowdown, fast 4G-like network), for two
// servers in alternation. For issue 23's A/B: the same build with and without the server-read
// first screen.
//   node scripts/bench/first-card.mjs URL_A URL_B [rounds=6]
import { chromium, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';
import { median } from './lighthouse.mjs';

const [urlA, urlB, roundsArg = '6'] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error('usage: node scripts/bench/first-card.mjs URL_A URL_B [rounds]');
  process.exit(2);
}

// Runs in the page before anything else: the first frame in which a card title is on screen.
const PROBE = () => {
  const seen = () => {
    const title = document.querySelector('main a[href^="/play/longVideo"] [class*="title"]');
    if (title && title.getBoundingClientRect().height > 0) {
      window.__firstCard = performance.now();
      return;
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};

async function visit(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(PROBE);
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__firstCard === 'number', null, {
    timeout: 60_000,
  });
  const ms = await page.evaluate(() => Math.round(window.__firstCard));
  await context.close();
  return ms;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = { A: [], B: [] };
for (let round = 0; round < Number(roundsArg); round += 1) {
  for (const side of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
    const ms = await visit(browser, side === 'A' ? urlA : urlB);
    runs[side].push(ms);
    console.log(`round ${round} ${side}: first card title at ${ms} ms`);
  }
}
await browser.close();
for (const side of ['A', 'B'])
  console.log(`${side} median: ${median(runs[side])} ms (${runs[side].join(', ')})`);
