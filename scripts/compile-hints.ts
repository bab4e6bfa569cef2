// Marks the build's H5 chunks for eager compilation (Chrome's explicit compile hints: a first line
// `//# allFunctionsCalledOnLoad`). Without it V8 only pre-parses a chunk while it streams in and
// compiles each module factory on the main thread when it first runs: 130–160 ms of one task on
// /lld here (docs/benchmarks.md, "Compile hints"). With it, the streaming thread compiles them.
// Run by scripts/post-build.ts after `next build`, before the service worker's build (which
// lists the files as they end). Other engines read the line as a comment.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CONSOLE_MARKER } from '../components/admin/console-marker';
import { consoleOnlyChunks } from './console-chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type IndexMap = { sections: { offset: { line: number; column: number } }[] };
type PlainMap = { mappings: string };

/** The chunk with the hint on its first line; a chunk that has it already is left as it is. */
export function hintedSource(source: string): string | null {
  return source.startsWith(COMPILE_HINT) ? null : `${COMPILE_HINT}\n${source}`;
}

/** The chunk's source map moved down the one line the hint takes. */
export function shiftedMap(map: IndexMap | PlainMap): IndexMap | PlainMap {
  if ('sections' in map)
    return {
      ...map,
      sections: map.sections.map((s) => ({
        ...s,
        offset: { ...s.offset, line: s.offset.line + 1 },
      })),
    };
  return { ...map, mappings: `;${map.mappings}` };
}

/**
 * Adds the hint to every chunk of `buildDir`/static/chunks but the operator console's own (they
 * never reach a phone, and are not worth compiling ahead there). Every H5 chunk runs when it
 * loads: at startup, or when its screen first renders (kept-alive screens are fetched when idle).
 * Returns the chunks changed, as "static/chunks/x.js".
 */
export function addCompileHints(buildDir: string, skip: ReadonlySet<string>): string[] {
  const dir = path.join(buildDir, 'static', 'chunks');
  const changed: string[] = [];
  for (const name of readdirSync(dir)) {
    const chunk = `static/chunks/${name}`;
    if (!name.endsWith('.js') || skip.has(chunk)) continue;
    const file = path.join(dir, name);
    const source = readFileSync(file, 'utf8');
    const hinted = hintedSource(source);
    if (hinted === null) continue;
    writeFileSync(file, hinted);
    // Turbopack names the map on the chunk's last line (present with BENCH_SOURCE_MAPS only).
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapFile = mapName ? path.join(dir, mapName) : null;
    if (mapFile && existsSync(mapFile))
      writeFileSync(mapFile, JSON.stringify(shiftedMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
    changed.push(chunk);
  }
  return changed;
}

/** The hint on a production build's H5 chunks (`buildDir` is .next); the chunks changed. */
export function hintBuild(buildDir: string): string[] {
  return addCompileHints(buildDir, consoleOnlyChunks(buildDir, CONSOLE_MARKER));
}
