// Reads a production build (.next) and lists every way an H5 route could load the operator
// console's code (issue 41 item 1): a console module in the route's client reference manifest,
// a chunk the route loads that holds console code (found by CONSOLE_MARKER), or one that names
// such a chunk (an async import). e2e/admin-console.spec.ts runs it on the e2e stack's build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  CONSOLE_MODULES,
  chunksOf,
  isConsoleRoute,
  markedChunks,
  readManifests,
} from '../scripts/console-chunks';

/** Problems found; empty when no H5 route loads console code. Throws when the build has no console. */
export function consoleLeaks(buildDir: string, marker: string): string[] {
  const manifests = readManifests(buildDir);
  const read = (chunk: string) => {
    const file = path.join(buildDir, chunk);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const consoleChunks = markedChunks(buildDir, marker).map((chunk) => path.basename(chunk));
  if (consoleChunks.length === 0) throw new Error('no chunk holds the console: is this a build?');
  const problems: string[] = [];
  for (const [route, manifest] of manifests) {
    if (isConsoleRoute(route.replace(/\/(page|route|layout)$/, ''))) continue;
    for (const name of Object.keys(manifest.clientModules))
      if (CONSOLE_MODULES.test(name)) problems.push(`${route} references ${name}`);
    for (const chunk of chunksOf(manifest)) {
      const text = read(chunk);
      if (text.includes(marker)) problems.push(`${route} loads ${chunk}, which holds console code`);
      for (const held of consoleChunks)
        if (text.includes(held)) problems.push(`${route} loads ${chunk}, which imports ${held}`);
    }
  }
  return [...new Set(problems)];
}
