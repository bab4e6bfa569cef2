// Rewrites the generated call table of docs/protocol.md from lib/protocol/call-table.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { withCallTable } from '../lib/protocol/doc-table';

const docPath = fileURLToPath(new URL('../docs/protocol.md', import.meta.url));
const before = readFileSync(docPath, 'utf8');
const after = withCallTable(before);
if (after !== before) writeFileSync(docPath, after);
console.log(
  after === before ? 'docs/protocol.md is up to date' : 'docs/protocol.md: call table rewritten',
);
