// Diagnostic (not part of the bench): loads a page in Debian's Chromium with a fresh profile,
// records a trace, and prints every main-thread task over a threshold with what filled it.
//   node scripts/bench/trace-tasks.mjs URL [minMs=15] [waitMs=6000]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';

const [url, minArg = '15', waitArg = '6000'] = process.argv.slice(2);
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
    'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
  transferMode: 'ReportEvents',
});
const t0 = Date.now();
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
const mainEvents = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid) ?? mainEvents[0];
const base = nav.ts;
const tasks = mainEvents.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
const min = Number(minArg) * 1000;
let total = 0;
for (const task of tasks) {
  if (task.dur < min) continue;
  total += task.dur;
  const inside = mainEvents.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
  );
  const byName = {};
  for (const e of inside) {
    if (
      ![
        'FunctionCall',
        'EvaluateScript',
        'v8.compile',
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'TimerFire',
        'EventDispatch',
        'FireAnimationFrame',
        'v8.evaluateModule',
        'XHRReadyStateChange',
        'ParseAuthorStyleSheet',
        'PrePaint',
        'Layerize',
        'HitTest',
        'MajorGC',
        'MinorGC',
        'V8.GCScavenger',
        'RunMicrotasks',
        'v8.run',
      ].includes(e.name)
    )
      continue;
    byName[e.name] = (byName[e.name] ?? 0) + e.dur;
  }
  const fc = inside.find((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript');
  const where = fc?.args?.data?.url?.split('/').pop() ?? fc?.args?.data?.functionName ?? '';
  console.log(
    `${((task.ts - base) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${where.slice(0, 30).padEnd(30)} ` +
      Object.entries(byName)
        .filter(([, d]) => d > 500)
        .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`)
        .join(', '),
  );
}
const marks = events.filter((e) => e.cat?.includes('user_timing') && e.pid === main.pid);
for (const m of marks.slice(0, 20)) console.log('mark', m.name, ((m.ts - base) / 1000).toFixed(0));
console.log(
  `tasks ≥ ${minArg} ms: ${(total / 1000).toFixed(0)} ms in all (wall ${Date.now() - t0} ms)`,
);
