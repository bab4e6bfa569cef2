'use client';
// InfiniteList's items as list rows or grid rows of `perRow` cells, windowed once the list is
// long. Split from list.tsx so the rendering reads apart from the paging.
import type { Key, ReactNode } from 'react';

import styles from './list.module.css';
import { WindowedRows } from './virtual-list';

export interface ListRowsProps<TItem> {
  items: readonly TItem[];
  renderItem: (item: TItem, index: number) => ReactNode;
  getKey: (item: TItem, index: number) => Key;
  /** Cells per grid row; 0 for a plain list. */
  perRow: number;
  /** While more pages may come the set size is unknown (-1). */
  hasNextPage: boolean;
  windowed: boolean;
  rowHeight?: number;
  active: boolean;
  'aria-label'?: string;
}

export function ListRows<TItem>({
  items,
  renderItem,
  getKey,
  perRow,
  hasNextPage,
  windowed,
  rowHeight,
  active,
  'aria-label': ariaLabel,
}: ListRowsProps<TItem>) {
  const grid = perRow > 0;
  const rowCount = Math.ceil(items.length / (grid ? perRow : 1));
  const cell = (index: number) => {
    const item = items[index] as TItem;
    return (
      <div
        key={getKey(item, index)}
        role="listitem"
        className={styles.item}
        aria-posinset={index + 1}
        aria-setsize={hasNextPage ? -1 : items.length}
      >
        {renderItem(item, index)}
      </div>
    );
  };
  const renderRow = (row: number) => {
    if (!grid) return cell(row);
    const cells: ReactNode[] = [];
    for (let i = row * perRow; i < Math.min(items.length, (row + 1) * perRow); i += 1) {
      cells.push(cell(i));
    }
    return cells;
  };
  const getRowKey = (row: number): Key => {
    if (grid) return row;
    return getKey(items[row] as TItem, row);
  };
  return (
    <WindowedRows
      rowCount={rowCount}
      renderRow={renderRow}
      getRowKey={getRowKey}
      windowed={windowed}
      rowHeight={rowHeight}
      active={active}
      role="list"
      aria-label={ariaLabel}
      className={grid ? styles.grid : styles.list}
      rowClassName={styles.row}
    />
  );
}
