// Source maps of a served build's chunks, for the bench's diagnostics (a build with
// BENCH_SOURCE_MAPS=1): each chunk's map fetched once, null where there is none.
import { SourceMap } from 'node:module';

const maps = new Map();

/** The map of the chunk at `scriptUrl`, or null. */
export function sourceMapFor(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    maps.set(
      scriptUrl,
      fetch(scriptUrl)
        .then((r) => r.text())
        // Turbopack names a chunk's map itself: the chunk's last line says where.
        .then((text) => text.match(/sourceMappingURL=(\S+)\s*$/)?.[1])
        .then((name) => (name ? fetch(new URL(name, scriptUrl)) : null))
        .then((r) => (r?.ok ? r.json() : null))
        .then((payload) => (payload ? new SourceMap(payload) : null))
        .catch(() => null),
    );
  }
  return maps.get(scriptUrl);
}
