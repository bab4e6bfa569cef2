'use client';
// 公告: the notice bar's announcements (ping/config `announcement`); a popup one also opens once
// per session on home.
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import type { AnnouncementRow } from '@/lib/protocol/shapes/admin/platform';

import { CrudPanel, yesNo } from './crud-panel';
import { columnsFor } from '../list-table';
import type { FieldSpec } from './row-form';

const column = columnsFor<AnnouncementRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('title', { header: '标题' }),
  column.accessor('content', { header: '内容', enableSorting: false }),
  column.accessor('popup', { header: '弹窗', cell: (c) => yesNo(c.getValue()) }),
  column.accessor('sort', { header: '排序' }),
  column.accessor('enabled', { header: '上线', cell: (c) => yesNo(c.getValue()) }),
]);

const FIELDS: readonly FieldSpec[] = [
  { key: 'title', label: '公告标题', kind: 'text' },
  { key: 'content', label: '公告内容', kind: 'textarea' },
  { key: 'popup', label: '首页弹窗', kind: 'bool' },
  { key: 'sort', label: '排序（小的在前）', kind: 'number' },
  { key: 'enabled', label: '上线', kind: 'bool' },
];

const SCHEMA = adminCallNamed('platform/announcement/save').request;

export function NoticesTab() {
  const list = usePlatformList('platform/announcement/list');
  const save = usePlatformChange('platform/announcement/save');
  const remove = usePlatformChange('platform/announcement/delete');
  return (
    <CrudPanel<AnnouncementRow>
      noun="公告"
      rows={list.data?.items}
      error={list.error}
      columns={COLUMNS}
      fields={() => FIELDS}
      valuesOf={(row) => ({
        title: row?.title ?? '',
        content: row?.content ?? '',
        popup: row?.popup ?? false,
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
