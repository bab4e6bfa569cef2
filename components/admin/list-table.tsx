'use client';
// An operator's list as a TanStack table (运营配置's lists, 首页配置's ads): sorted and paged in the
// browser (such a line-up is small and comes whole), filtered by a search box over the row's text;
// each row opens the editor.
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  flexRender,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';

import styles from './admin.module.css';

export const LIST_FEATURES = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

export const columnsFor = <T extends RowData>() => createColumnHelper<typeof LIST_FEATURES, T>();

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const PAGE_SIZE = 20;

function Pager(props: {
  page: number;
  pages: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        disabled={!props.onPrevious}
        onClick={() => props.onPrevious?.()}
      >
        上一页
      </button>
      <span>
        第 {props.page} / {props.pages} 页
      </span>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        disabled={!props.onNext}
        onClick={() => props.onNext?.()}
      >
        下一页
      </button>
    </div>
  );
}

function SearchBox(props: { label: string; value: string; onChange: (next: string) => void }) {
  return (
    <label className={styles.field}>
      搜索{props.label}
      <input
        className={styles.input}
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

function RowButton(props: { text: string; label: string | undefined; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.ghost}`}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.text}
    </button>
  );
}

type Props<T> = {
  label: string;
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns of any row type
  columns: any[];
  onEdit: (row: T) => void;
  /** The edit button's accessible name for a row (default 编辑). */
  editLabel?: (row: T) => string;
  /** The edit button's text (default 编辑; 查看 where a row is read, not edited). */
  editText?: string;
  /** The rows' data-testid (default platform-row). */
  rowTestId?: string;
  /** What the list says when it has no rows (default 暂无<label>). */
  empty?: string;
};

export function ListTable<T extends { id: number }>({
  label,
  rows,
  columns,
  onEdit,
  editLabel,
  editText = '编辑',
  rowTestId = 'platform-row',
  empty,
}: Props<T>) {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((r) => JSON.stringify(r).toLowerCase().includes(needle)) : rows;
  }, [rows, search]);
  const table = useTable({
    features: LIST_FEATURES,
    data: shown,
    columns,
    state: { sorting, pagination: paging },
    onSortingChange: (u) => setSorting(typeof u === 'function' ? u(sorting) : u),
    onPaginationChange: (u) => setPaging(typeof u === 'function' ? u(paging) : u),
  });
  return (
    <>
      <SearchBox
        label={label}
        value={search}
        onChange={(next) => {
          setSearch(next);
          setPaging({ ...paging, pageIndex: 0 });
        }}
      />
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const text = flexRender(header.column.columnDef.header, header.getContext());
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
                          {text}
                          {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
                        </button>
                      ) : (
                        text
                      )}
                    </th>
                  );
                })}
                <th scope="col">操作</th>
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={rowTestId}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
                <td>
                  <RowButton
                    text={editText}
                    label={editLabel?.(row.original)}
                    onClick={() => onEdit(row.original)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? <p className={styles.muted}>{empty ?? `暂无${label}`}</p> : null}
      {table.getPageCount() > 1 ? (
        <Pager
          page={paging.pageIndex + 1}
          pages={table.getPageCount()}
          onPrevious={table.getCanPreviousPage() ? () => table.previousPage() : null}
          onNext={table.getCanNextPage() ? () => table.nextPage() : null}
        />
      ) : null}
    </>
  );
}
