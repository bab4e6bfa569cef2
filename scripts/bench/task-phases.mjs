// Diagnostic (not part of the bench): what fills each long main-thread task of a page load, by
// React phase. Loads URL unthrottled (as Lighthouse observes it before Lantern's ×4), records a
// trace with V8 samples, maps each sample's stack through the chunks' source maps (a build with
// BENCH_SOURCE_MAPS=1) and files it under the first phase its stack shows: the module factories
// (`modules`: their lazy compile is charged to Turbopack's instantiateModule), the RSC payload
// (`flight`), React's concurrent or blocking render, its commit (mutation, layout effects) and
// the passive effects; `program` is native work (layout, style, parsing). Used for
// docs/benchmarks.md "Compile hints".
//   node scripts/bench/task-phases.mjs URL [minMs=25] [waitMs=5000]
//   CALLEES_OF=<function> also sums what that function called (e.g. commitHookEffectListMount).
import { sourceMapFor } from './source-maps.mjs';
import { mainThread, recordLoadTrace } from './trace-analysis.mjs';

const PHASES = [
  [/flushPassiveEffects|commitPassiveMount|flushPendingEffects/, 'passive'],
  [/commitLayoutEffect|flushLayoutEffects/, 'layout effects'],
  [/commitMutationEffects|flushMutationEffects/, 'mutation'],
  [/renderRootSync/, 'render (blocking)'],
  [/renderRootConcurrent/, 'render (concurrent)'],
  [/commitRoot/, 'commit'],
  [/processFullStringRow|processFullBinaryRow|initializeModelChunk|reviveModel/, 'flight'],
  [/instantiateModule/, 'modules'],
];

const [url, minArg = '25', waitArg = '5000'] = process.argv.slice(2);
const { base, nodes, samples, spans, tasks } = mainThread(
  await recordLoadTrace(url, Number(waitArg)),
);

const frames = new Map();
/** A sample node's function, named from the source map where it has one. */
async function frameOf(node) {
  if (!frames.has(node.id)) {
    const f = node.callFrame;
    let name = f.functionName || '(anon)';
    let source = '';
    if ((f.url ?? '').endsWith('.js')) {
      const entry = (await sourceMapFor(f.url))?.findEntry(f.lineNumber, f.columnNumber);
      if (entry?.name) name = entry.name;
      source = (entry?.originalSource ?? '').replace(/^.*\//, '');
    }
    frames.set(node.id, { name, source });
  }
  return frames.get(node.id);
}
async function stackOf(id) {
  const stack = [];
  for (let n = nodes.get(id); n; n = nodes.get(n.parent)) stack.push(await frameOf(n));
  return stack;
}
function phaseOf(stack) {
  const top = stack[0]?.name ?? '';
  for (const [pattern, phase] of PHASES) if (stack.some((f) => pattern.test(f.name))) return phase;
  if (top.startsWith('(program')) return 'program';
  return top.startsWith('(garbage') ? 'gc' : 'other script';
}

const within = (task) => samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
let simulated = 0;
for (const task of tasks) {
  const ms = task.dur / 1000;
  if (ms < Number(minArg)) continue;
  const phases = new Map();
  let count = 0;
  for (const s of within(task)) {
    const stack = await stackOf(s.id);
    if (stack[0]?.name === '(idle)') continue;
    count += 1;
    const phase = phaseOf(stack);
    phases.set(phase, (phases.get(phase) ?? 0) + 1);
  }
  // Lantern's view: the task ×4, its blocking part over 50 ms.
  simulated += Math.max(0, ms * 4 - 50);
  const parts = [...phases]
    .sort((a, b) => b[1] - a[1])
    .map(([phase, n]) => `${phase} ${((ms * n) / Math.max(count, 1)).toFixed(0)}`);
  console.log(
    `${((task.ts - base) / 1000).toFixed(0).padStart(6)} ms ${ms.toFixed(1).padStart(6)} ms  ${parts.join(', ')}`,
  );
}
const total = (name) => spans.filter((e) => e.name === name).reduce((a, e) => a + e.dur / 1000, 0);
console.log(`tasks ≥ ${minArg} ms ×4, over 50 ms each: ${simulated.toFixed(0)} ms`);
console.log(
  `layout ${total('Layout').toFixed(0)} ms, style ${total('UpdateLayoutTree').toFixed(0)} ms`,
);

const callee = process.env.CALLEES_OF;
if (callee) {
  const by = new Map();
  const step = samples.length > 1 ? (samples.at(-1).ts - samples[0].ts) / samples.length / 1000 : 0;
  for (const s of samples) {
    const stack = await stackOf(s.id);
    const at = stack.findIndex((f) => f.name === callee);
    if (at < 1) continue;
    const path = stack
      .slice(0, at)
      .reverse()
      .slice(0, 3)
      .map((f) => (f.source ? `${f.name}@${f.source}` : f.name))
      .join(' > ');
    by.set(path, (by.get(path) ?? 0) + 1);
  }
  console.log(`called by ${callee} (≈ ms):`);
  for (const [path, n] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${(n * step).toFixed(1).padStart(8)}  ${path}`);
}
