// What follows `next build`, in order (run by `npm run build` and scripts/start.mjs): the compile
// hints on the chunks (scripts/compile-hints.ts), then the service worker, whose precache list
// is made from the files as they end (scripts/build-sw.ts).
import path from 'node:path';

import { hintBuild } from './compile-hints';

const changed = hintBuild(path.join(import.meta.dirname, '..', '.next'));
console.log(`[compile-hints] ${changed.length} chunks marked for eager compilation`);
await import('./build-sw');
