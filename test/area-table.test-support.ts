// Reads the README's "## Areas" table and lists the tree's area folders, for area-table.test.ts.
import type { Dirent, Stats } from 'node:fs';

export interface AreaRow {
  area: string;
  /** Every backticked path of the row: `components/account`, `lib/protocol/calls/account/`… */
  paths: string[];
}

const SECTION = /^## Areas\n([\s\S]*?)(?=^## |(?![\s\S]))/m;
const PATH = /`([^`]+)`/g;

export function parseAreaTable(readme: string): { rows: AreaRow[]; shared: string[] } {
  const section = SECTION.exec(readme)?.[1] ?? '';
  const rows: AreaRow[] = [];
  let shared: string[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (line.startsWith('|') && /^[a-z]+$/.test(cells[1] ?? '')) {
      const paths = cells.slice(2).flatMap((c) => [...c.matchAll(PATH)].map((m) => m[1]!));
      rows.push({ area: cells[1]!, paths });
    } else if (line.startsWith('Shared')) {
      shared = [...line.matchAll(PATH)].map((m) => m[1]!);
    }
  }
  return { rows, shared };
}

/** The folders (and protocol files) that belong to an area, layer by layer. */
const LAYERS = [
  'components',
  'lib/api',
  'lib/protocol/calls',
  'lib/protocol/shapes',
  'lib/domain',
  'origin/services',
  'origin/routes',
];

interface Fs {
  readdirSync(path: string, options: { withFileTypes: true }): Dirent[];
  statSync(path: string): Stats;
}

export function areaLayerEntries(fs: Fs): string[] {
  return LAYERS.flatMap((layer) =>
    fs
      .readdirSync(layer, { withFileTypes: true })
      // lib/api's own root files (the client, the envelope) are shared, not an area.
      .filter((d) => d.isDirectory() || layer.startsWith('lib/protocol/'))
      .map((d) => `${layer}/${d.name}`),
  );
}
