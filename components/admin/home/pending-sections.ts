// The home editor's pending state (docs/admin-api.md "Home"): a tab's sections as the editor is
// leaving them, kept in the browser until 发布 sends them in one home/publish call. Each keeps
// the id and version it was read with, so the origin can refuse a stale one (4090).
import { FEED_KINDS, FEED_ORDERS } from '@/lib/domain/admin/home-config';
import { SECTION_FIELDS } from '@/lib/protocol/calls/admin/home';
import type { HomeSectionRow, HomeTabRow } from '@/lib/protocol/shapes/admin/home';
import type { SECTION_LAYOUTS } from '@/lib/protocol/shapes/video';

import { tipOf } from './fields';

export type PendingSection = {
  /** React's key: the id, or a made-up one for a section not saved yet. */
  key: string;
  id?: number;
  version?: number;
  name: string;
  layout: (typeof SECTION_LAYOUTS)[number];
  /** As typed: checked by the call's schema before publishing. */
  size: string;
  kind: (typeof FEED_KINDS)[number];
  refId: string;
  feedOrder: (typeof FEED_ORDERS)[number];
  showMore: boolean;
};

export const pendingOf = (s: HomeSectionRow): PendingSection => ({
  key: `s${s.id}`,
  id: s.id,
  version: s.version,
  name: s.name,
  layout: s.layout,
  size: String(s.size),
  kind: s.kind,
  refId: String(s.refId),
  feedOrder: s.feedOrder,
  showMore: s.showMore,
});

let made = 0;
export const newSection = (): PendingSection => ({
  key: `new${++made}`,
  name: '新栏目',
  layout: 'grid2',
  size: '4',
  kind: 'published',
  refId: '0',
  feedOrder: 'new',
  showMore: true,
});

/** The section as home/publish takes it. */
export const inputOf = (p: PendingSection) => ({
  ...(p.id === undefined ? {} : { id: p.id, version: p.version }),
  name: p.name,
  layout: p.layout,
  size: p.size,
  kind: p.kind,
  refId: p.refId || '0',
  feedOrder: p.feedOrder,
  showMore: p.showMore,
});

type Checked = 'name' | 'size' | 'refId';

/** The Chinese tip of each field that the call's schema refuses. */
export function sectionTips(p: PendingSection): Partial<Record<Checked, string>> {
  const input = inputOf(p);
  const tips: Partial<Record<Checked, string>> = {};
  for (const key of ['name', 'size', 'refId'] as const) {
    const tip = tipOf(SECTION_FIELDS[key], input[key]);
    if (tip) tips[key] = tip;
  }
  return tips;
}

/** The list with the section at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The saved sections the editor took out: sent as `removed` with the version read. */
export function removedOf(tab: HomeTabRow, pending: readonly PendingSection[]) {
  const kept = new Set(pending.map((p) => p.id));
  return tab.sections.filter((s) => !kept.has(s.id)).map((s) => ({ id: s.id, version: s.version }));
}

/** Whether the pending list differs from the tab as saved. */
export function isDirty(tab: HomeTabRow, pending: readonly PendingSection[]): boolean {
  const saved = tab.sections.map((s) => JSON.stringify(inputOf(pendingOf(s))));
  const now = pending.map((p) => JSON.stringify(inputOf(p)));
  return saved.join('\n') !== now.join('\n');
}
