'use client';
// AI模板: the face-swap templates' name, price, order and on/off. A template's picture and face
// oval are made together, so there is no 新建 here; nothing of the strip orders exists.
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import type { AiTemplateRow } from '@/lib/protocol/shapes/admin/platform';

import { CrudPanel, yesNo } from './crud-panel';
import { columnsFor } from '../list-table';
import type { FieldSpec } from './row-form';

const column = columnsFor<AiTemplateRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('title', { header: '名称' }),
  column.accessor('price', { header: '价格（钻石）', cell: (c) => c.getValue() / 10 }),
  column.accessor('uses', { header: '使用次数' }),
  column.accessor('position', { header: '排序' }),
  column.accessor('enabled', { header: '上线', cell: (c) => yesNo(c.getValue()) }),
]);

const FIELDS: readonly FieldSpec[] = [
  { key: 'title', label: '模板名称', kind: 'text' },
  { key: 'price', label: '价格（0.1钻石为单位，0为免费）', kind: 'number' },
  { key: 'position', label: '排序（小的在前）', kind: 'number' },
  { key: 'enabled', label: '上线', kind: 'bool' },
];

const SCHEMA = adminCallNamed('platform/ai/save').request;

export function AiTab() {
  const list = usePlatformList('platform/ai/list');
  const save = usePlatformChange('platform/ai/save');
  return (
    <CrudPanel<AiTemplateRow>
      noun="AI模板"
      rows={list.data?.items}
      error={list.error}
      columns={COLUMNS}
      fields={() => FIELDS}
      valuesOf={(row) => ({
        title: row?.title ?? '',
        price: String(row?.price ?? 0),
        position: String(row?.position ?? 0),
        enabled: row?.enabled ?? true,
      })}
      schema={SCHEMA}
      canCreate={false}
      onSave={(payload) => save.mutateAsync(payload as never)}
    />
  );
}
