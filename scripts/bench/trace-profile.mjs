// Diagnostic (not part of the bench): loads a page in Debian's Chromium (phone-sized, fresh
// profile), records a trace with V8 samples, and prints each long main-thread task with what
// filled it (trace-analysis.mjs).
//   node scripts/bench/trace-profile.mjs URL [minMs=30] [waitMs=5000]

import { phonePage } from './chromium.mjs';
import { printLongTasks } from './trace-analysis.mjs';

const [url, minArg = '30', waitArg = '5000'] = process.argv.slice(2);
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
await page.waitForTimeout(Number(waitArg));
await cdp.send('Tracing.end');
await done;
await browser.close();
printLongTasks(events, Number(minArg));
