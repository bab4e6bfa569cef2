'use client';
// 应用推荐: the 福利 tab's recommended apps. The link is checked by the app's link rules as it is
// typed (https, or one of the origin's app pages) and again at the origin.
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import type { AppRow } from '@/lib/protocol/shapes/admin/platform';

import { CrudPanel, yesNo } from './crud-panel';
import { columnsFor } from '../list-table';
import type { FieldSpec } from './row-form';

const column = columnsFor<AppRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('name', { header: '名称' }),
  column.accessor('url', { header: '链接', enableSorting: false }),
  column.accessor('clickCount', { header: '点击' }),
  column.accessor('sort', { header: '排序' }),
  column.accessor('enabled', { header: '上线', cell: (c) => yesNo(c.getValue()) }),
]);

function fieldsFor(icons: readonly string[], row: AppRow | null): FieldSpec[] {
  const all = row && !icons.includes(row.icon) ? [row.icon, ...icons] : icons;
  return [
    { key: 'name', label: '应用名称', kind: 'text' },
    {
      key: 'icon',
      label: '图标',
      kind: 'select',
      options: all.map((i) => ({ value: i, label: i })),
    },
    { key: 'description', label: '应用简介', kind: 'text' },
    { key: 'url', label: '应用链接（https:// 或 /apps/名称）', kind: 'text' },
    { key: 'sort', label: '排序（小的在前）', kind: 'number' },
    { key: 'enabled', label: '上线', kind: 'bool' },
  ];
}

const SCHEMA = adminCallNamed('platform/app/save').request;

export function AppsTab() {
  const list = usePlatformList('platform/app/list');
  const save = usePlatformChange('platform/app/save');
  const remove = usePlatformChange('platform/app/delete');
  const icons = list.data?.icons ?? [];
  return (
    <CrudPanel<AppRow>
      noun="推荐应用"
      rows={list.data?.items}
      error={list.error}
      columns={COLUMNS}
      fields={(row) => fieldsFor(icons, row)}
      valuesOf={(row) => ({
        name: row?.name ?? '',
        icon: row?.icon ?? icons[0] ?? '',
        description: row?.description ?? '',
        url: row?.url ?? '',
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
