'use client';
// The audit log as a TanStack table: sorting and paging are the origin's (manual), so a sort or
// a page is a new audit/list call; the header buttons and pager are keyboard controls.
import {
  flexRender,
  useTable,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';

import type { AuditRow } from '@/lib/protocol/shapes/admin/audit';

import styles from './admin.module.css';
import { AUDIT_COLUMNS, AUDIT_FEATURES } from './audit-columns';

const PAGE_SIZES = [20, 50, 100];

type Props = {
  rows: AuditRow[];
  total: number;
  sorting: SortingState;
  onSorting: (next: SortingState) => void;
  paging: PaginationState;
  onPaging: (next: PaginationState) => void;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function AuditTable({ rows, total, sorting, onSorting, paging, onPaging }: Props) {
  const table = useTable({
    features: AUDIT_FEATURES,
    data: rows,
    columns: AUDIT_COLUMNS,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination: paging },
    onSortingChange: (u) => onSorting(typeof u === 'function' ? u(sorting) : u),
    onPaginationChange: (u) => onPaging(typeof u === 'function' ? u(paging) : u),
  });
  const pages = Math.max(1, table.getPageCount());
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className={styles.muted}>没有符合条件的记录</p> : null}
      <div className={styles.pager}>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          上一页
        </button>
        <span>
          第 {paging.pageIndex + 1} / {pages} 页，共 {total} 条
        </span>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          下一页
        </button>
        <label>
          每页{' '}
          <select
            className={styles.input}
            value={paging.pageSize}
            onChange={(e) => onPaging({ pageIndex: 0, pageSize: Number(e.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} 条
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
}
