'use client';
// A feed in several orders (最新 / 最热…): a sticky tab bar under the page header and one
// swipeable pane per order, each mounted on first visit and kept (its list and scroll).
import { useState, type ReactNode } from 'react';

import { TabBar } from '@/components/ui/tab-bar';
import { TabPanes } from '@/components/ui/tab-panes';

import styles from './sort-tabs.module.css';

export interface SortOption<S extends string> {
  key: S;
  name: string;
}

/** '最新视频' for the 最新 order: the accessible name of that order's list. */
export function sortLabel<S extends string>(sorts: readonly SortOption<S>[], sort: S): string {
  return `${sorts.find((option) => option.key === sort)?.name ?? ''}视频`;
}

export function SortTabs<S extends string>({
  sorts,
  idPrefix,
  label = '排序',
  children,
}: {
  sorts: readonly SortOption<S>[];
  idPrefix: string;
  label?: string;
  /** The feed of one order; `active` is false while its pane is not the one shown. */
  children: (sort: S, active: boolean) => ReactNode;
}) {
  const [active, setActive] = useState(0);
  return (
    <>
      <TabBar
        items={sorts.map((sort) => ({ id: sort.key, name: sort.name }))}
        active={active}
        onChange={(index) => setActive(index)}
        sticky
        stickyTop="calc(40px + env(safe-area-inset-top))"
        idPrefix={idPrefix}
        label={label}
        className={styles.bar}
      />
      <TabPanes active={active} onChange={setActive} idPrefix={idPrefix}>
        {sorts.map((sort, index) => (
          <div key={sort.key}>{children(sort.key, index === active)}</div>
        ))}
      </TabPanes>
    </>
  );
}
