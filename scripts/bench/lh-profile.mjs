// Diagnostic (not part of the bench): one Lighthouse run (mobile defaults), then its own trace
// analysed like trace-profile.mjs: each long main-thread task and the JavaScript that filled it.
//   node scripts/bench/lh-profile.mjs URL [debugPort=9333] [minMs=30]
import { auditOnce } from './chromium.mjs';
import { printLongTasks } from './trace-analysis.mjs';

const [url, port = '9333', minArg = '30'] = process.argv.slice(2);
const result = await auditOnce(url, Number(port), {
  additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
});
const { lhr, artifacts } = result;
const v = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
console.log(
  `score ${Math.round(lhr.categories.performance.score * 100)} FCP ${v('first-contentful-paint')} SI ${v('speed-index')} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')} CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
);
const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
console.log(
  `observed: FCP ${observed.observedFirstContentfulPaint} LCP ${observed.observedLargestContentfulPaint} load ${observed.observedLoad}; Lantern FCP ${observed.firstContentfulPaint} LCP ${observed.largestContentfulPaint}`,
);
const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
if (lcpNode) console.log(`LCP element: ${lcpNode.snippet}`);
const phases = lcpItem?.items?.[1]?.items;
if (phases)
  console.log(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ')}`);
printLongTasks((artifacts.Trace ?? artifacts.traces?.defaultPass).traceEvents, Number(minArg));
