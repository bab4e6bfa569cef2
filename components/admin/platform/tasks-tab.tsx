'use client';
// 福利任务: the 福利 tab's tasks. A claim keeps the reward it was given, so the reward may change
// any time; kind and period decide which claims count, so they are fixed once a task is claimed.
import { usePlatformChange, usePlatformList } from '@/lib/api/admin/use-platform';
import { TASK_KIND_LABELS, TASK_PERIOD_LABELS, TIP_TASK_LOCKED } from '@/lib/domain/admin/platform';
import { TASK_KINDS, TASK_PERIODS } from '@/lib/domain/welfare/welfare';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import type { TaskRow } from '@/lib/protocol/shapes/admin/platform';

import { CrudPanel, yesNo } from './crud-panel';
import { columnsFor } from '../list-table';
import type { FieldSpec } from './row-form';

const column = columnsFor<TaskRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('title', { header: '名称' }),
  column.accessor('kind', { header: '类型', cell: (c) => TASK_KIND_LABELS[c.getValue()] }),
  column.accessor('period', { header: '周期', cell: (c) => TASK_PERIOD_LABELS[c.getValue()] }),
  column.accessor('reward', { header: '奖励（钻石）', cell: (c) => c.getValue() / 10 }),
  column.accessor('claims', { header: '已领取' }),
  column.accessor('sort', { header: '排序' }),
  column.accessor('enabled', { header: '上线', cell: (c) => yesNo(c.getValue()) }),
]);

function fieldsFor(row: TaskRow | null): FieldSpec[] {
  const locked = row && row.claims > 0 ? TIP_TASK_LOCKED : undefined;
  return [
    { key: 'title', label: '任务名称', kind: 'text' },
    { key: 'description', label: '任务说明', kind: 'text' },
    {
      key: 'kind',
      label: '任务类型',
      kind: 'select',
      options: TASK_KINDS.map((k) => ({ value: k, label: TASK_KIND_LABELS[k] })),
      locked,
    },
    {
      key: 'period',
      label: '周期',
      kind: 'select',
      options: TASK_PERIODS.map((p) => ({ value: p, label: TASK_PERIOD_LABELS[p] })),
      locked,
    },
    { key: 'goal', label: '目标（次数，在线时长为秒）', kind: 'number' },
    { key: 'reward', label: '奖励（0.1钻石为单位）', kind: 'number' },
    { key: 'link', label: '去完成的站内页面（如 /community，可留空）', kind: 'text' },
    { key: 'sort', label: '排序（小的在前）', kind: 'number' },
    { key: 'enabled', label: '上线', kind: 'bool' },
  ];
}

const SCHEMA = adminCallNamed('platform/task/save').request;

export function TasksTab() {
  const list = usePlatformList('platform/task/list');
  const save = usePlatformChange('platform/task/save');
  const remove = usePlatformChange('platform/task/delete');
  return (
    <CrudPanel<TaskRow>
      noun="福利任务"
      rows={list.data?.items}
      error={list.error}
      columns={COLUMNS}
      fields={fieldsFor}
      valuesOf={(row) => ({
        title: row?.title ?? '',
        description: row?.description ?? '',
        kind: row?.kind ?? 'watch',
        period: row?.period ?? 'daily',
        goal: String(row?.goal ?? 1),
        reward: String(row?.reward ?? 10),
        link: row?.link ?? '',
        sort: String(row?.sort ?? 0),
        enabled: row?.enabled ?? true,
      })}
      schema={SCHEMA}
      canCreate
      onSave={(payload) => save.mutateAsync(payload as never)}
      // A claimed task is refused at the origin with its reason (TIP_TASK_HAS_CLAIMS).
      onDelete={(id) => remove.mutateAsync({ id })}
    />
  );
}
