// Diagnostic (not part of the bench): Lighthouse (mobile defaults, no profiler) on two URLs in
// turn, the order alternating per round, then the median of each metric per URL. For an A/B of
// two builds served side by side (e.g. a git worktree of the base on other ports).
//   node scripts/bench/lh-ab.mjs URL_A URL_B [rounds=6] [debugPort=9334]
import { audit } from './lighthouse.mjs';
import { median } from './regression.mjs';

const [urlA, urlB, roundsArg = '6', portArg = '9334'] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error('usage: node scripts/bench/lh-ab.mjs URL_A URL_B [rounds] [debugPort]');
  process.exit(2);
}
const port = Number(portArg);

const runs = { A: [], B: [] };
for (let round = 0; round < Number(roundsArg); round += 1) {
  const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const side of order) {
    const { score, fcp, lcp, tbt, mainThreadMs } = await audit(side === 'A' ? urlA : urlB, port);
    const result = {
      score,
      fcp: Math.round(fcp),
      lcp: Math.round(lcp),
      tbt: Math.round(tbt),
      busy: Math.round(mainThreadMs),
    };
    runs[side].push(result);
    console.log(`round ${round} ${side}: ${JSON.stringify(result)}`);
  }
}
for (const side of ['A', 'B']) {
  const pick = (key) => Math.round(median(runs[side].map((run) => run[key])));
  console.log(
    `${side} median: score ${pick('score')} FCP ${pick('fcp')} LCP ${pick('lcp')} TBT ${pick('tbt')} main thread ${pick('busy')}`,
  );
}
