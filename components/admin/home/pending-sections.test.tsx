import { describe, expect, it } from 'vitest';

import type { HomeTabRow } from '@/lib/protocol/shapes/admin/home';

import {
  inputOf,
  isDirty,
  moved,
  newSection,
  pendingOf,
  removedOf,
  sectionTips,
} from './pending-sections';

const section = (id: number, name: string) => ({
  id,
  tabId: 1,
  name,
  layout: 'grid2' as const,
  size: 4,
  kind: 'published' as const,
  refId: 0,
  feedOrder: 'new' as const,
  showMore: true,
  sort: id,
  version: 3,
});

const tab: HomeTabRow = {
  id: 1,
  area: 'home',
  name: '推荐',
  kind: 'published',
  refId: 0,
  feedOrder: 'sort',
  sort: 1,
  version: 1,
  sections: [section(1, '甲'), section(2, '乙'), section(3, '丙')],
};

describe('pending sections', () => {
  it('is clean as read, dirty once moved, renamed, added or removed', () => {
    const pending = tab.sections.map(pendingOf);
    expect(isDirty(tab, pending)).toBe(false);
    expect(isDirty(tab, moved(pending, 0, 1))).toBe(true);
    expect(isDirty(tab, [{ ...pending[0]!, name: '丁' }, ...pending.slice(1)])).toBe(true);
    expect(isDirty(tab, [...pending, newSection()])).toBe(true);
    expect(isDirty(tab, pending.slice(1))).toBe(true);
  });

  it('moves within bounds only', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sends a saved section with the version it read, and what was taken out', () => {
    const pending = tab.sections.map(pendingOf).filter((p) => p.id !== 2);
    expect(inputOf(pending[0]!)).toMatchObject({ id: 1, version: 3, name: '甲', size: '4' });
    expect(inputOf(newSection())).not.toHaveProperty('id');
    expect(removedOf(tab, pending)).toEqual([{ id: 2, version: 3 }]);
  });

  it('shows the call table’s tips for a bad name or size', () => {
    const bad = { ...newSection(), name: ' ', size: '99' };
    expect(sectionTips(bad)).toEqual({ name: '请填写栏目名称', size: '显示条数须为1到30' });
    expect(sectionTips(newSection())).toEqual({});
  });
});
