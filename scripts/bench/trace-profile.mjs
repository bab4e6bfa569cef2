// Diagnostic (not part of the bench): like trace-tasks.mjs, plus the JavaScript that filled each
// long task (V8 samples from the trace), by function and place in the bundle.
//   node scripts/bench/trace-profile.mjs URL [minMs=30] [waitMs=5000]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';

const [url, minArg = '30', waitArg = '5000'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', {
  categories:
    'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler',
  transferMode: 'ReportEvents',
});
await page.goto(url);
await page.waitForTimeout(Number(waitArg));
await cdp.send('Tracing.end');
await done;
await browser.close();

const main = events.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args?.name === 'CrRendererMain' &&
    events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
);
const firstParse = events.find((e) => e.pid === main.pid && e.name === 'ParseHTML');
const base = firstParse?.ts ?? 0;
// CPU profile samples (ProfileChunk) on the main thread.
const nodes = new Map();
const samples = [];
// A Profile event opens each thread's profile; its chunks carry the same id.
const mainProfile = events.find(
  (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
);
let profileTs = mainProfile?.args.data.startTime ?? 0;
for (const e of events) {
  if (e.pid !== main.pid || e.name !== 'ProfileChunk' || e.id !== mainProfile?.id) continue;
  const data = e.args.data;
  for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = data.cpuProfile?.samples ?? [];
  const deltas = data.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) {
    profileTs += deltas[i];
    samples.push({ ts: profileTs, id: ids[i] });
  }
}
const tasks = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  if (task.dur < Number(minArg) * 1000) continue;
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  const self = new Map();
  for (const s of inTask) {
    const n = nodes.get(s.id);
    const f = n?.callFrame;
    if (!f) continue;
    const key = `${f.functionName || '(anon)'} ${(f.url ?? '').split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const top = [...self]
    .filter(([k]) => !/^\((idle|program|garbage)/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(
    `${((task.ts - base) / 1000).toFixed(0).padStart(6)} ms ${(task.dur / 1000).toFixed(1).padStart(6)} ms  samples ${inTask.length}`,
  );
  for (const [k, v] of top) console.log(`          ${String(v).padStart(4)}  ${k}`);
}
