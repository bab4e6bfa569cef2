'use client';
// 直播频道: the live guide's channels. A channel's source is one of the origin's own clips (the
// only media a live playlist loops), chosen from the list the origin gives.
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import type { LiveList, LiveRow } from '@/lib/protocol/shapes/admin/platform';

import { CrudPanel, yesNo } from './crud-panel';
import { columnsFor } from '../list-table';
import type { FieldSpec } from './row-form';

const column = columnsFor<LiveRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('name', { header: '频道' }),
  column.accessor('categoryName', { header: '分类' }),
  column.accessor('clip', { header: '直播源' }),
  column.accessor('programme', { header: '正在播出', enableSorting: false }),
  column.accessor('featured', { header: '热门', cell: (c) => yesNo(c.getValue()) }),
  column.accessor('sort', { header: '排序' }),
  column.accessor('enabled', { header: '上线', cell: (c) => yesNo(c.getValue()) }),
]);

function fieldsFor(list: LiveList | undefined, row: LiveRow | null): FieldSpec[] {
  const covers = [...(list?.covers ?? [])];
  if (row && !covers.includes(row.cover)) covers.unshift(row.cover);
  return [
    { key: 'name', label: '频道名称', kind: 'text' },
    {
      key: 'categoryId',
      label: '分类',
      kind: 'select',
      options: (list?.categories ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    { key: 'clip', label: '直播源', kind: 'select', options: list?.sources ?? [] },
    {
      key: 'cover',
      label: '封面',
      kind: 'select',
      options: covers.map((c) => ({ value: c, label: c })),
    },
    { key: 'programme', label: '正在播出', kind: 'text' },
    { key: 'baseViewers', label: '基础在线人数', kind: 'number' },
    { key: 'featured', label: '热门直播', kind: 'bool' },
    { key: 'sort', label: '排序（小的在前）', kind: 'number' },
    { key: 'enabled', label: '上线', kind: 'bool' },
  ];
}

const SCHEMA = adminCallNamed('platform/live/save').request;

export function LiveTab() {
  const list = usePlatformList('platform/live/list');
  const save = usePlatformChange('platform/live/save');
  const remove = usePlatformChange('platform/live/delete');
  const first = list.data;
  return (
    <CrudPanel<LiveRow>
      noun="直播频道"
      rows={list.data?.items}
      error={list.error}
      columns={COLUMNS}
      fields={(row) => fieldsFor(first, row)}
      valuesOf={(row) => ({
        name: row?.name ?? '',
        categoryId: String(row?.categoryId ?? first?.categories[0]?.id ?? ''),
        clip: row?.clip ?? first?.sources[0]?.value ?? '',
        cover: row?.cover ?? first?.covers[0] ?? '',
        programme: row?.programme ?? '',
        baseViewers: String(row?.baseViewers ?? 1000),
        featured: row?.featured ?? false,
        sort: String(row?.sort ?? 0),
        enabled: row?.enabled ?? true,
      })}
      schema={SCHEMA}
      canCreate
      onSave={(payload) => save.mutateAsync(payload as never)}
      onDelete={(id) => remove.mutateAsync({ id })}
    />
  );
}
