// Rewrites the generated tables of docs/protocol.md (lib/protocol/call-table.ts) and of
// docs/admin-api.md (lib/protocol/admin-call-table.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { withAdminCallTable } from '../lib/protocol/admin-doc-table';
import { withCallTable } from '../lib/protocol/doc-table';

function rewrite(name: string, transform: (doc: string) => string): void {
  const docPath = fileURLToPath(new URL(`../docs/${name}`, import.meta.url));
  const before = readFileSync(docPath, 'utf8');
  const after = transform(before);
  if (after !== before) writeFileSync(docPath, after);
  console.log(after === before ? `docs/${name} is up to date` : `docs/${name}: table rewritten`);
}

rewrite('protocol.md', withCallTable);
rewrite('admin-api.md', withAdminCallTable);
