'use client';
// The audit table's columns (TanStack Table): time, operator and action sort at the origin.
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

import { AUDIT_ACTION_LABELS, type AuditAction } from '@/lib/domain/admin/audit';
import type { AuditRow } from '@/lib/protocol/shapes/admin/audit';

import styles from './admin.module.css';

/** Sorting and paging only: both run at the origin (manual), nothing else is registered. */
export const AUDIT_FEATURES = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const column = createColumnHelper<typeof AUDIT_FEATURES, AuditRow>();

const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** Column ids are the origin's sort fields where the origin sorts by them. */
export const AUDIT_COLUMNS = column.columns([
  column.accessor('at', {
    id: 'at',
    header: '时间',
    cell: (c) => TIME.format(new Date(c.getValue())),
  }),
  column.accessor('operatorName', {
    id: 'operator',
    header: '管理员',
    cell: (c) => c.getValue() ?? '命令行',
  }),
  column.accessor('action', {
    id: 'action',
    header: '操作',
    cell: (c) => actionLabel(c.getValue()),
  }),
  column.accessor('target', { id: 'target', header: '对象', enableSorting: false }),
  column.accessor('address', { id: 'address', header: '地址', enableSorting: false }),
  column.display({
    id: 'change',
    header: '变更前 → 变更后',
    cell: (c) => (
      <span className={styles.change}>
        {json(c.row.original.before)} → {json(c.row.original.after)}
      </span>
    ),
  }),
]);
