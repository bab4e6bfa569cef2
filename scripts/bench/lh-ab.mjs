// Diagnostic (not part of the bench): Lighthouse (mobile defaults, no profiler) on two URLs in
// turn, the order alternating per round, then the median of each metric per URL. For an A/B of
// two builds served side by side (e.g. a git worktree of the base on other ports).
//   node scripts/bench/lh-ab.mjs URL_A URL_B [rounds=6] [debugPort=9334]
import lighthouse from 'lighthouse';

import { launchDebuggable } from './chromium.mjs';

const [urlA, urlB, roundsArg = '6', portArg = '9334'] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error('usage: node scripts/bench/lh-ab.mjs URL_A URL_B [rounds] [debugPort]');
  process.exit(2);
}
const port = Number(portArg);

async function measure(url) {
  const browser = await launchDebuggable(port);
  try {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const value = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
    };
  } finally {
    await browser.stop();
  }
}

const runs = { A: [], B: [] };
for (let round = 0; round < Number(roundsArg); round += 1) {
  const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const side of order) {
    const result = await measure(side === 'A' ? urlA : urlB);
    runs[side].push(result);
    console.log(`round ${round} ${side}: ${JSON.stringify(result)}`);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const side of ['A', 'B']) {
  const pick = (key) => median(runs[side].map((run) => run[key]));
  console.log(
    `${side} median: score ${pick('score')} FCP ${pick('fcp')} LCP ${pick('lcp')} TBT ${pick('tbt')}`,
  );
}
