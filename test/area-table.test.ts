// The README's area table is the map of the tree: every folder it names exists, and every area
// folder of every layer is in it, so a new folder without a row (or a stale row) fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { areaLayerEntries, parseAreaTable } from './area-table.test-support';

const readme = readFileSync('README.md', 'utf8');
const table = parseAreaTable(readme);

describe('README area table', () => {
  it('has a row per area with the same name in every layer it lists', () => {
    expect(table.rows.map((r) => r.area)).toEqual(
      expect.arrayContaining(['account', 'video', 'community', 'money', 'welfare', 'ai']),
    );
    for (const row of table.rows) {
      for (const path of row.paths) {
        const last = path.replace(/\/$/, '').split('/').pop()!.replace(/\.ts$/, '');
        expect(last, `${row.area}: ${path}`).toBe(row.area);
      }
    }
  });

  it('names only folders and files that exist', () => {
    const missing = [...table.rows.flatMap((r) => r.paths), ...table.shared].filter(
      (p) => !existsSync(p),
    );
    expect(missing).toEqual([]);
  });

  it('lists every area folder of every layer', () => {
    const listed = new Set(
      [...table.rows.flatMap((r) => r.paths), ...table.shared].map((p) => p.replace(/\/$/, '')),
    );
    const unlisted = areaLayerEntries({ readdirSync, statSync }).filter((p) => !listed.has(p));
    expect(unlisted).toEqual([]);
  });

  it('keeps the area layers free of loose files', () => {
    for (const layer of ['lib/domain', 'origin/services', 'origin/routes']) {
      const loose = readdirSync(layer).filter((name) => statSync(`${layer}/${name}`).isFile());
      expect(loose, layer).toEqual([]);
    }
  });
});
