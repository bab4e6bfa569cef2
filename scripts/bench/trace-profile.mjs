// Diagnostic (not part of the bench): loads a page in Debian's Chromium (phone-sized, fresh
// profile), records a trace with V8 samples, and prints each long main-thread task with what
// filled it (trace-analysis.mjs).
//   node scripts/bench/trace-profile.mjs URL [minMs=30] [waitMs=5000]

import { printLongTasks, recordLoadTrace } from './trace-analysis.mjs';

const [url, minArg = '30', waitArg = '5000'] = process.argv.slice(2);
printLongTasks(await recordLoadTrace(url, Number(waitArg)), Number(minArg));
