// Diagnostic (not part of the bench): which modules the CPU runs while a page loads and
// hydrates. Loads URL in Debian's Chromium (phone-sized, fresh profile, CPU slowed ×4 as
// Lighthouse's mobile profile), samples V8 for `waitMs`, maps every sample's frame through the
// chunks' source maps (a build with BENCH_SOURCE_MAPS=1) and prints self time per source file.
//   node scripts/bench/module-profile.mjs URL [waitMs=4000] [top=40]
import { phonePage } from './chromium.mjs';
import { sourceMapFor } from './source-maps.mjs';

const [url, waitArg = '4000', topArg = '40'] = process.argv.slice(2);
const { browser, page, cdp } = await phonePage();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(Number(waitArg));
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const mapFor = sourceMapFor;

function label(source) {
  const clean = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '').replace(/\?.*$/, '');
  const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? `npm:${pkg[1]}` : clean;
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
// `--by-caller`: each sample charged to the nearest frame of our own code on its stack (what made
// React, hls.js or Next do the work), instead of the frame that was running.
const byCaller = process.argv.includes('--by-caller');
async function ownFrame(node) {
  for (let n = node; n; n = nodes.get(parents.get(n.id))) {
    const f = n.callFrame;
    if (!f.url.endsWith('.js')) continue;
    const map = await mapFor(f.url);
    const entry = map?.findEntry(f.lineNumber, f.columnNumber);
    const source = entry?.originalSource ? label(entry.originalSource) : '';
    if (source && !source.startsWith('npm:') && !source.startsWith('[turbopack'))
      return `${source} ${entry.name ?? f.functionName}`;
  }
  return null;
}
const selfMs = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  const node = nodes.get(profile.samples[i]);
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const frame = node.callFrame;
  let key = frame.url ? frame.url.replace(/^.*\//, '') : `(${frame.functionName || 'native'})`;
  if (frame.functionName === '(idle)' || frame.functionName === '(program)')
    key = frame.functionName;
  else if (frame.url.endsWith('.js')) {
    const map = await mapFor(frame.url);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry?.originalSource) key = label(entry.originalSource);
    if (byCaller) key = (await ownFrame(node)) ?? `${key} (no caller of ours)`;
  }
  selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  if (key !== '(idle)') total += ms;
}
const rows = [...selfMs].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
console.log(`busy ${Math.round(total)} ms (CPU ×4) on ${url}`);
for (const [key, ms] of rows.slice(0, Number(topArg)))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
