// Diagnostic (not part of the bench): N Lighthouse runs of URL; for each, its scores, the first
// paint observed, and what the main thread ran and which requests finished before it (scripts
// evaluated, layouts, the stylesheets and covers). Lantern counts every request that finished
// before the observed LCP, and its script's evaluation, into the simulated LCP: this shows
// which side of that race a run fell (docs/benchmarks.md "LCP's race with the app's code").
//   node scripts/bench/lh-firstpaint.mjs URL [runs=5] [debugPort=9335]
//   TRACE_DIR=dir also writes each run's trace there (trace-<n>.json).
import { writeFileSync } from 'node:fs';

import { auditOnce } from './chromium.mjs';

const [url, n = '5', port = '9335'] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  const result = await auditOnce(url, Number(port));
  const { lhr, artifacts } = result;
  const ev = (artifacts.Trace ?? artifacts.traces?.defaultPass).traceEvents;
  if (process.env.TRACE_DIR)
    writeFileSync(`${process.env.TRACE_DIR}/trace-${i}.json`, JSON.stringify(ev));
  const nav = ev.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const t0 = nav.ts;
  const main = ev.find((e) => e.name === 'ParseHTML').tid;
  const pid = ev.find((e) => e.name === 'ParseHTML').pid;
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const ms = (t) => ((t - t0) / 1000).toFixed(0);
  const m = lhr.audits.metrics.details.items[0];
  console.log(
    `#${i} score ${Math.round(lhr.categories.performance.score * 100)} LCP ${Math.round(m.largestContentfulPaint)} FCP ${Math.round(m.firstContentfulPaint)} obsFCP ${ms(fcp.ts)} obsLCP ${m.observedLargestContentfulPaint}`,
  );
  const rows = [];
  for (const e of ev) {
    if (e.pid !== pid || e.tid !== main || e.ph !== 'X') continue;
    if (e.ts > fcp.ts + 50000) continue;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compile')
      rows.push([
        e.ts,
        `${e.name} ${(e.dur / 1000).toFixed(1)} ${(e.args?.data?.url ?? '').split('/').pop()}`,
      ]);
    if (
      e.name === 'ParseHTML' ||
      e.name === 'Layout' ||
      e.name === 'Paint' ||
      e.name === 'UpdateLayoutTree'
    )
      if (e.dur > 2000) rows.push([e.ts, `${e.name} ${(e.dur / 1000).toFixed(1)}`]);
    if (e.name === 'RunTask' && e.dur > 15000)
      rows.push([e.ts, `  task ${(e.dur / 1000).toFixed(1)}`]);
  }
  for (const e of ev)
    if (e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse') {
      const id = e.args?.data?.requestId;
      const s = ev.find((x) => x.name === 'ResourceSendRequest' && x.args?.data?.requestId === id);
      const u = s?.args?.data?.url ?? '';
      if (
        /\.css|cover|\/lld|longVideo/.test(u) &&
        e.name === 'ResourceFinish' &&
        e.ts < fcp.ts + 50000
      )
        rows.push([e.ts, `finish ${u.split('/').pop().slice(0, 50)}`]);
    }
  rows.sort((a, b) => a[0] - b[0]);
  for (const [t, s] of rows) console.log(`   ${ms(t).padStart(5)} ${s}`);
  console.log(`   ${ms(fcp.ts).padStart(5)} FCP`);
}
