// Diagnostics (not part of the bench): the long main-thread tasks of a Chromium trace, what
// filled each (layout, paint, script…), and the JavaScript functions the V8 samples found in
// it. Used by trace-profile.mjs (a Playwright page load) and lh-profile.mjs (Lighthouse's run);
// TRACE_ALL_EVENTS=1 also lists every trace event inside each task.
import { phonePage } from './chromium.mjs';

const KINDS = [
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
];

/** The renderer's main thread in a Chromium trace: its spans, V8 samples and sample nodes. */
export function mainThread(events) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'ParseHTML'),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const base = events.find((e) => onMain(e) && e.name === 'ParseHTML').ts;
  // The main thread's V8 samples: its Profile event and the chunks that carry the same id.
  const profile = events.find((e) => e.name === 'Profile' && onMain(e));
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
  for (const n of nodes.values())
    for (const child of n.children ?? []) if (nodes.has(child)) nodes.get(child).parent = n.id;
  const spans = events.filter((e) => onMain(e) && e.ph === 'X');
  const tasks = spans.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  return { base, nodes, samples, spans, tasks };
}

/** Loads `url` in a phone-sized page with tracing on (V8 samples included); the trace's events. */
export async function recordLoadTrace(url, waitMs) {
  const { browser, page, cdp } = await phonePage();
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await page.waitForTimeout(waitMs);
  await cdp.send('Tracing.end');
  await done;
  await browser.close();
  return events;
}

export function printLongTasks(events, minMs) {
  const { base, nodes, samples, spans, tasks } = mainThread(events);
  let total = 0;
  for (const task of tasks) {
    if (task.dur < minMs * 1000) continue;
    total += task.dur;
    const end = task.ts + task.dur;
    const kinds = {};
    for (const e of spans)
      if (e.ts >= task.ts && e.ts + e.dur <= end && KINDS.includes(e.name))
        kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
    console.log(
      `${((task.ts - base) / 1000).toFixed(0).padStart(6)} ms ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ` +
        Object.entries(kinds)
          .filter(([, d]) => d > 1)
          .map(([k, d]) => `${k} ${d.toFixed(0)}`)
          .join(', '),
    );
    if (process.env.TRACE_ALL_EVENTS) {
      // Every event name inside the task (nested ones counted again), for tasks the kinds above
      // do not explain.
      const all = {};
      for (const e of spans)
        if (e !== task && e.ts >= task.ts && e.ts + e.dur <= end)
          all[e.name] = (all[e.name] ?? 0) + e.dur / 1000;
      console.log(
        '            events: ' +
          Object.entries(all)
            .filter(([, d]) => d > 1)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([k, d]) => `${k} ${d.toFixed(0)}`)
            .join(', '),
      );
    }
    const self = new Map();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      const f = nodes.get(s.id)?.callFrame;
      if (!f || /^\((idle|program|garbage)/.test(f.functionName)) continue;
      const file = (f.url ?? '').split('/').pop().slice(0, 40);
      const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + 1);
    }
    for (const [k, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 5))
      console.log(`            ${String(n).padStart(4)}  ${k}`);
  }
  console.log(`tasks ≥ ${minMs} ms: ${(total / 1000).toFixed(0)} ms in all`);
}
