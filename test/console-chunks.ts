// Reads a production build (.next) and lists every way an H5 route could load the operator
// console's code (issue 41 item 1): a console module in the route's client reference manifest,
// a chunk the route loads that holds console code (found by CONSOLE_MARKER), or one that names
// such a chunk (an async import). e2e/admin-console.spec.ts runs it on the e2e stack's build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const CONSOLE_MODULES = /\[project\]\/(components\/admin|lib\/api\/admin)\//;

type Manifest = {
  clientModules: Record<string, { chunks: string[] }>;
  entryJSFiles: Record<string, string[]>;
};

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestFiles(full);
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/** Every route's manifest, by route ("/home/page", "/admin/audit/page"). */
export function readManifests(buildDir: string): Map<string, Manifest> {
  const routes = new Map<string, Manifest>();
  for (const file of manifestFiles(path.join(buildDir, 'server', 'app'))) {
    const context = { globalThis: {} as Record<string, unknown> };
    vm.runInNewContext(readFileSync(file, 'utf8'), context);
    const found = context.globalThis.__RSC_MANIFEST as Record<string, Manifest>;
    for (const [route, manifest] of Object.entries(found)) routes.set(route, manifest);
  }
  return routes;
}

const isConsoleRoute = (route: string) => route === '/admin' || route.startsWith('/admin/');

function chunksOf(manifest: Manifest): Set<string> {
  const all = [
    ...Object.values(manifest.entryJSFiles).flat(),
    ...Object.values(manifest.clientModules).flatMap((m) => m.chunks),
  ];
  return new Set(all.map((c) => c.replace(/^\/?(_next\/)?/, '')));
}

/** Problems found; empty when no H5 route loads console code. Throws when the build has no console. */
export function consoleLeaks(buildDir: string, marker: string): string[] {
  const manifests = readManifests(buildDir);
  const read = (chunk: string) => {
    const file = path.join(buildDir, chunk);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const staticDir = path.join(buildDir, 'static', 'chunks');
  const consoleChunks = readdirSync(staticDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(staticDir, name), 'utf8').includes(marker));
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
