// Builds the service worker after `next build` (Serwist's configurator mode: Turbopack has no
// plugin hook, so the worker is bundled from lib/shell/service-worker.ts by esbuild once the
// build's files exist, with their precache list injected). Writes public/sw.js (not committed).
// Run by scripts/post-build.ts (`npm run build`, scripts/start.mjs), after the compile hints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { runBuildCommand } from '@serwist/cli';
import { serwist } from '@serwist/next/config';

import { CONSOLE_MARKER } from '../components/admin/console-marker';
import { OFFLINE_PAGE_PATH, keptOutOfCache } from '../lib/shell/service-worker-rules';
import { consoleOnlyChunks } from './console-chunks';

const root = join(import.meta.dirname, '..');
const buildId = readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim();
// Only to resolve the manifest's relative URLs: the worker's origin is wherever it is served.
const ORIGIN = 'https://app.invalid';
// The operator console's own chunks never go to users' phones (issue 41 item 1).
const consoleChunks = consoleOnlyChunks(join(root, '.next'), CONSOLE_MARKER);
// An entry's URL may still be the file's path (.next/static/…) when this transform runs.
const isConsoleChunk = (url: string) => {
  const chunk = /(?:^|\/)(static\/chunks\/[^?#]+)/.exec(new URL(url, ORIGIN).pathname)?.[1];
  return chunk !== undefined && consoleChunks.has(chunk);
};

const config = await serwist(
  {
    swSrc: 'lib/shell/service-worker.ts',
    swDest: 'public/sw.js',
    // Every page is rendered per request (nonce, config, first screen): none is prerendered.
    precachePrerendered: false,
    // The offline screen is a route, not a file: revisioned by the build that rendered it.
    additionalPrecacheEntries: [{ url: OFFLINE_PAGE_PATH, revision: buildId }],
    // Source maps are for the bench's diagnostics (BENCH_SOURCE_MAPS), never for the cache.
    globIgnores: ['.next/static/**/*.map'],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter(
          (entry) => !keptOutOfCache(entry.url, ORIGIN) && !isConsoleChunk(entry.url),
        ),
        warnings: [],
      }),
    ],
    // A classic worker script: module service workers are newer than the browsers we serve.
    esbuildOptions: { format: 'iife' },
  },
  undefined,
  { cwd: root, isDev: false },
);

await runBuildCommand({ config, watch: false });
