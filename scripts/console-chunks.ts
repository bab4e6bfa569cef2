// Which of a production build's chunks belong to the operator console (issue 41 item 1), from
// the routes' client reference manifests and the console's marker string. The service worker's
// build leaves them out of the H5 precache; test/console-chunks.test-support.ts checks no H5
// route loads them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const CONSOLE_MODULES = /\[project\]\/(components\/admin|lib\/api\/admin)\//;

export type Manifest = {
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

export const isConsoleRoute = (route: string) => route === '/admin' || route.startsWith('/admin/');

export function chunksOf(manifest: Manifest): Set<string> {
  const all = [
    ...Object.values(manifest.entryJSFiles).flat(),
    ...Object.values(manifest.clientModules).flatMap((m) => m.chunks),
  ];
  return new Set(all.map((c) => c.replace(/^\/?(_next\/)?/, '')));
}

/** Chunks (as "static/chunks/x.js") holding the console's marker. */
export function markedChunks(buildDir: string, marker: string): string[] {
  const staticDir = path.join(buildDir, 'static', 'chunks');
  return readdirSync(staticDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(staticDir, name), 'utf8').includes(marker))
    .map((name) => `static/chunks/${name}`);
}

/**
 * The chunks only the console loads: its routes' chunks that no H5 route loads, and every chunk
 * that holds its marker (an async import the manifests do not list).
 */
export function consoleOnlyChunks(buildDir: string, marker: string): Set<string> {
  const consoleChunks = new Set<string>();
  const h5Chunks = new Set<string>();
  for (const [route, manifest] of readManifests(buildDir)) {
    const target = isConsoleRoute(route.replace(/\/(page|route|layout)$/, ''))
      ? consoleChunks
      : h5Chunks;
    for (const chunk of chunksOf(manifest)) target.add(chunk);
  }
  const only = new Set([...consoleChunks].filter((chunk) => !h5Chunks.has(chunk)));
  for (const chunk of markedChunks(buildDir, marker)) only.add(chunk);
  return only;
}
