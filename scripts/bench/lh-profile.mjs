// Diagnostic (not part of the bench): one Lighthouse run (mobile defaults), then its own trace
// analysed like trace-profile.mjs: each long main-thread task and the JavaScript that filled it.
//   node scripts/bench/lh-profile.mjs URL [debugPort=9333] [minMs=30]
import lighthouse from 'lighthouse';

import { launchDebuggable } from './chromium.mjs';

const [url, port = '9333', minArg = '30'] = process.argv.slice(2);
const browser = await launchDebuggable(Number(port));
let result;
try {
  result = await lighthouse(url, {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  });
} finally {
  await browser.stop();
}
const { lhr, artifacts } = result;
const v = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
console.log(
  `score ${Math.round(lhr.categories.performance.score * 100)} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')}`,
);
const events = (artifacts.Trace ?? artifacts.traces?.defaultPass).traceEvents;
const main = events.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args?.name === 'CrRendererMain' &&
    events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'ParseHTML'),
);
const base = events.find((e) => e.pid === main.pid && e.name === 'ParseHTML').ts;
const profile = events.find(
  (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
);
const nodes = new Map();
const samples = [];
let ts = profile?.args.data.startTime ?? 0;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== profile?.id) continue;
  for (const n of e.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = e.args.data.cpuProfile?.samples ?? [];
  const deltas = e.args.data.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) samples.push({ ts: (ts += deltas[i]), id: ids[i] });
}
const tasks = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  if (task.dur < Number(minArg) * 1000) continue;
  const inside = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.ts >= task.ts &&
      e.ts + e.dur <= task.ts + task.dur,
  );
  const kinds = {};
  for (const e of inside)
    if (
      [
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'Layerize',
        'EvaluateScript',
        'FunctionCall',
        'ParseHTML',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
      ].includes(e.name)
    )
      kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
  console.log(
    `${((task.ts - base) / 1000).toFixed(0).padStart(6)} ms ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ` +
      Object.entries(kinds)
        .filter(([, d]) => d > 1)
        .map(([k, d]) => `${k} ${d.toFixed(0)}`)
        .join(', '),
  );
  const self = new Map();
  for (const s of samples) {
    if (s.ts < task.ts || s.ts > task.ts + task.dur) continue;
    const f = nodes.get(s.id)?.callFrame;
    if (!f || /^\((idle|program|garbage)/.test(f.functionName)) continue;
    const key = `${f.functionName || '(anon)'} ${(f.url ?? '').split('/').pop().slice(0, 40)}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  for (const [k, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`            ${String(n).padStart(4)}  ${k}`);
}
