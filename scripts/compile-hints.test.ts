import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, addCompileHints } from './compile-hints';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{e.x=1}]);';

function buildDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  const chunks = path.join(dir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  // Turbopack's maps are index maps (sections); a plain one is handled too.
  const sectioned = {
    version: 3,
    sections: [
      {
        offset: { line: 0, column: 0 },
        map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' },
      },
      {
        offset: { line: 1, column: 0 },
        map: { version: 3, sources: ['b.ts'], names: [], mappings: 'AAAA' },
      },
    ],
  };
  const plain = { version: 3, sources: ['c.ts'], names: [], mappings: 'AAAA;AACA' };
  writeFileSync(
    path.join(chunks, 'app.js'),
    `${CHUNK}\n${CHUNK}\n//# sourceMappingURL=app-map.js.map`,
  );
  writeFileSync(path.join(chunks, 'app-map.js.map'), JSON.stringify(sectioned));
  writeFileSync(path.join(chunks, 'lib.js'), `${CHUNK}\n//# sourceMappingURL=lib.js.map`);
  writeFileSync(path.join(chunks, 'lib.js.map'), JSON.stringify(plain));
  writeFileSync(path.join(chunks, 'console.js'), CHUNK);
  writeFileSync(path.join(chunks, 'no-map.js'), CHUNK);
  writeFileSync(path.join(chunks, 'style.css'), '.a{color:red}');
  return dir;
}

const read = (dir: string, name: string) =>
  readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');
const mapOf = (dir: string, name: string) => new SourceMap(JSON.parse(read(dir, name)));

describe('addCompileHints', () => {
  it('puts the hint on the first line of every chunk but the skipped ones, code unchanged', () => {
    const dir = buildDir();
    const changed = addCompileHints(dir, new Set(['static/chunks/console.js']));
    expect(changed.sort()).toEqual([
      'static/chunks/app.js',
      'static/chunks/lib.js',
      'static/chunks/no-map.js',
    ]);
    expect(read(dir, 'no-map.js')).toBe(`${COMPILE_HINT}\n${CHUNK}`);
    expect(read(dir, 'app.js').split('\n').slice(1, 3)).toEqual([CHUNK, CHUNK]);
    expect(read(dir, 'console.js')).toBe(CHUNK);
    expect(read(dir, 'style.css')).toBe('.a{color:red}');
  });

  it('moves the source maps down a line, so a frame still names its source', () => {
    const dir = buildDir();
    addCompileHints(dir, new Set());
    const app = mapOf(dir, 'app-map.js.map');
    expect(app.findEntry(1, 0)).toMatchObject({ originalSource: 'a.ts', originalLine: 0 });
    expect(app.findEntry(2, 0)).toMatchObject({ originalSource: 'b.ts', originalLine: 0 });
    const lib = mapOf(dir, 'lib.js.map');
    expect(lib.findEntry(1, 0)).toMatchObject({ originalSource: 'c.ts', originalLine: 0 });
    expect(lib.findEntry(2, 0)).toMatchObject({ originalSource: 'c.ts', originalLine: 1 });
  });

  it('changes nothing the second time (a build run twice keeps one hint and its maps)', () => {
    const dir = buildDir();
    addCompileHints(dir, new Set());
    const once = read(dir, 'app.js');
    const mapOnce = read(dir, 'app-map.js.map');
    expect(addCompileHints(dir, new Set())).toEqual([]);
    expect(read(dir, 'app.js')).toBe(once);
    expect(read(dir, 'app-map.js.map')).toBe(mapOnce);
  });
});
