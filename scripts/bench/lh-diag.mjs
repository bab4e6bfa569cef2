// Diagnostic (not part of the bench): one Lighthouse run with the details that explain a score.
//   node scripts/bench/lh-diag.mjs URL [debugPort] [out.json]
import { writeFileSync } from 'node:fs';
import { auditOnce } from './chromium.mjs';

const [url, port = '9333', out] = process.argv.slice(2);
const { lhr } = await auditOnce(url, Number(port));
if (out) writeFileSync(out, JSON.stringify(lhr));
const a = lhr.audits;
const v = (id) => a[id]?.numericValue?.toFixed(0);
console.log(
  `score ${Math.round(lhr.categories.performance.score * 100)} FCP ${v('first-contentful-paint')} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')} SI ${v('speed-index')} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)} bench ${lhr.environment.benchmarkIndex}`,
);
console.log(
  'LCP el:',
  a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
);
const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
if (phases)
  console.log('LCP phases:', phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', '));
console.log(
  'main thread:',
  a['mainthread-work-breakdown'].details.items
    .map((i) => `${i.groupLabel} ${Math.round(i.duration)}`)
    .join(', '),
);
console.log('bootup:');
for (const i of a['bootup-time'].details.items.slice(0, 12))
  console.log(
    `  ${Math.round(i.total)} script ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)} ${i.url}`,
  );
console.log('long tasks:');
for (const i of (a['long-tasks']?.details?.items ?? []).slice(0, 20))
  console.log(`  start ${Math.round(i.startTime)} dur ${Math.round(i.duration)} ${i.url}`);
console.log('network:');
for (const r of a['network-requests'].details.items)
  console.log(
    `  ${Math.round(r.networkRequestTime ?? r.startTime)}-${Math.round(r.networkEndTime ?? r.endTime)} ${r.resourceType} ${r.transferSize} ${r.url.slice(0, 110)}`,
  );
