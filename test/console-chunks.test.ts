// The console-chunk check on a build laid out as Next writes one (.next/server/app/**/
// *_client-reference-manifest.js, .next/static/chunks): it passes a clean build and names each
// way an H5 route could load console code. The real build is checked in e2e/admin-console.spec.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { consoleOnlyChunks } from '../scripts/console-chunks';

import { consoleLeaks } from './console-chunks.test-support';

const MARKER = 'console-marker-x';

function build(
  routes: Record<string, { modules: string[]; chunks: string[] }>,
  chunks: Record<string, string>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-chunks-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, text] of Object.entries(chunks))
    writeFileSync(path.join(dir, 'static', 'chunks', name), text);
  for (const [route, r] of Object.entries(routes)) {
    const folder = path.join(dir, 'server', 'app', ...route.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    const manifest = {
      clientModules: Object.fromEntries(
        r.modules.map((m) => [m, { chunks: r.chunks.map((c) => `/_next/static/chunks/${c}`) }]),
      ),
      entryJSFiles: { '[project]/app/layout': r.chunks.map((c) => `static/chunks/${c}`) },
    };
    writeFileSync(
      path.join(folder, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(`${route}/page`)}] = ${JSON.stringify(manifest)};`,
    );
  }
  return dir;
}

const CHUNKS = { 'shared.js': 'react', 'h5.js': 'home', 'console.js': `x="${MARKER}"` };
const ADMIN = {
  modules: ['[project]/components/admin/admin-app.tsx'],
  chunks: ['shared.js', 'console.js'],
};

describe('consoleLeaks', () => {
  it('passes a build whose H5 routes load no console chunk', () => {
    const dir = build(
      {
        '/home': { modules: ['[project]/components/video/x.tsx'], chunks: ['shared.js', 'h5.js'] },
        '/admin': ADMIN,
      },
      CHUNKS,
    );
    expect(consoleLeaks(dir, MARKER)).toEqual([]);
  });

  it('names an H5 route that references a console module or loads its chunk', () => {
    const dir = build(
      {
        '/home': { modules: ['[project]/lib/api/admin/use-admin.ts'], chunks: ['shared.js'] },
        '/mine': { modules: [], chunks: ['console.js'] },
        '/lld': { modules: [], chunks: ['lazy.js'] },
        '/admin': ADMIN,
      },
      { ...CHUNKS, 'lazy.js': 'import("/_next/static/chunks/console.js")' },
    );
    expect(consoleLeaks(dir, MARKER)).toEqual(
      expect.arrayContaining([
        '/home/page references [project]/lib/api/admin/use-admin.ts',
        '/mine/page loads static/chunks/console.js, which holds console code',
        '/lld/page loads static/chunks/lazy.js, which imports console.js',
      ]),
    );
  });

  it('refuses to pass vacuously on a build without the console', () => {
    const dir = build({ '/home': { modules: [], chunks: ['h5.js'] } }, { 'h5.js': 'home' });
    expect(() => consoleLeaks(dir, MARKER)).toThrow(/no chunk holds the console/);
  });
});

describe('consoleOnlyChunks (left out of the service worker precache)', () => {
  it('is the console routes’ chunks no H5 route loads, plus every marked chunk', () => {
    const dir = build(
      {
        '/home': { modules: [], chunks: ['shared.js', 'h5.js'] },
        '/admin': { modules: ADMIN.modules, chunks: ['shared.js', 'table.js'] },
      },
      { ...CHUNKS, 'table.js': 'tanstack' },
    );
    expect([...consoleOnlyChunks(dir, MARKER)].sort()).toEqual([
      'static/chunks/console.js',
      'static/chunks/table.js',
    ]);
  });
});
