'use client';
// 操作日志: the audit log, filtered by operator, action and time (at the origin), sorted and
// paged in the table (audit-table.tsx). Read-only: nothing here edits or deletes a row.
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';

import { AUDIT_ACTIONS, type AuditAction, type AuditSort } from '@/lib/domain/admin/audit';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useAuditLog, useOperators } from '@/lib/api/admin/use-admin';
import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import styles from './admin.module.css';
import { mayCall, useMe } from './admin-me';
import { actionLabel } from './audit-columns';
import { AuditTable } from './audit-table';
import { NoRight } from './coming-soon';

type Filters = { operatorId: string; action: string; from: string; to: string };
const NO_FILTERS: Filters = { operatorId: '', action: '', from: '', to: '' };

/** datetime-local (the browser's zone) → milliseconds, or undefined when empty. */
const instant = (value: string) => (value ? new Date(value).getTime() : undefined);

function request(f: Filters, sorting: SortingState, paging: PaginationState) {
  const sort = sorting[0];
  const input: AdminCallInput<'audit/list'> = {
    page: paging.pageIndex + 1,
    pageSize: paging.pageSize,
    operatorId: f.operatorId ? Number(f.operatorId) : undefined,
    action: (f.action || undefined) as AuditAction | undefined,
    from: instant(f.from),
    to: instant(f.to),
  };
  if (sort) {
    input.sort = sort.id as AuditSort;
    input.order = sort.desc ? 'desc' : 'asc';
  }
  return input;
}

function FilterBar({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const operators = useOperators(true);
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className={styles.field}>
        管理员
        <select className={styles.input} value={value.operatorId} onChange={set('operatorId')}>
          <option value="">全部</option>
          {operators.data?.items.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        操作
        <select className={styles.input} value={value.action} onChange={set('action')}>
          <option value="">全部</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        开始时间
        <input
          className={styles.input}
          type="datetime-local"
          value={value.from}
          onChange={set('from')}
        />
      </label>
      <label className={styles.field}>
        结束时间
        <input
          className={styles.input}
          type="datetime-local"
          value={value.to}
          onChange={set('to')}
        />
      </label>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        onClick={() => onChange(NO_FILTERS)}
      >
        清除筛选
      </button>
    </form>
  );
}

export function AuditScreen() {
  const me = useMe();
  const allowed = mayCall(me, 'audit/list');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'at', desc: true }]);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const log = useAuditLog(request(filters, sorting, paging), allowed);
  if (!allowed) return <NoRight title="操作日志" />;
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  };
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        操作日志
      </h1>
      <FilterBar value={filters} onChange={changeFilters} />
      {log.error ? (
        <p className={styles.error} role="alert">
          {log.error instanceof AdminCallError ? log.error.tip : '加载失败'}
        </p>
      ) : null}
      {log.data ? (
        <AuditTable
          rows={log.data.items}
          total={log.data.total}
          sorting={sorting}
          onSorting={setSorting}
          paging={paging}
          onPaging={setPaging}
        />
      ) : (
        <p className={styles.muted}>加载中…</p>
      )}
    </section>
  );
}
