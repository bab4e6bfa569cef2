'use client';
// 审核队列: open items oldest first (reported things and posts the word list held), or the
// decided ones newest first; a row opens the item.
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { QUEUE_PAGE_SIZE, useQueue } from '@/lib/api/admin/use-community';
import {
  CASE_SOURCE_LABELS,
  CASE_SOURCES,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type CaseSource,
  type CaseStatus,
} from '@/lib/domain/admin/moderation';
import type { CaseItem } from '@/lib/protocol/shapes/admin/community';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import own from '../platform/platform.module.css';
import { PagePager } from '../page-pager';
import { CaseDetail } from './case-detail';
import { reasonsText, targetText, when } from './community-text';

const column = columnsFor<CaseItem>();
const COLUMNS = column.columns([
  column.accessor('openedAt', { header: '进入队列', cell: (c) => when(c.getValue()) }),
  column.accessor('kind', { header: '对象', cell: (c) => targetText(c.row.original) }),
  column.accessor('source', { header: '来源', cell: (c) => CASE_SOURCE_LABELS[c.getValue()] }),
  column.accessor('content', {
    header: '内容',
    enableSorting: false,
    cell: (c) => (c.getValue().length > 30 ? `${c.getValue().slice(0, 30)}…` : c.getValue()),
  }),
  column.accessor('reports', {
    header: '举报',
    enableSorting: false,
    cell: (c) =>
      c.getValue().length ? `${c.getValue().length}（${reasonsText(c.row.original)}）` : '—',
  }),
  column.accessor('author', {
    header: '作者',
    enableSorting: false,
    cell: (c) => c.getValue().name,
  }),
]);

function Filters(props: {
  status: CaseStatus;
  source: CaseSource | undefined;
  onStatus: (s: CaseStatus) => void;
  onSource: (s: CaseSource | undefined) => void;
}) {
  return (
    <>
      <label className={styles.field}>
        状态
        <select
          className={styles.input}
          value={props.status}
          onChange={(e) => props.onStatus(e.target.value as CaseStatus)}
        >
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CASE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        来源
        <select
          className={styles.input}
          value={props.source ?? ''}
          onChange={(e) => props.onSource((e.target.value || undefined) as CaseSource | undefined)}
        >
          <option value="">全部</option>
          {CASE_SOURCES.map((s) => (
            <option key={s} value={s}>
              {CASE_SOURCE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function QueueTab() {
  const [status, setStatus] = useState<CaseStatus>('open');
  const [source, setSource] = useState<CaseSource | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CaseItem | null>(null);
  const list = useQueue(status, source, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / QUEUE_PAGE_SIZE));
  return (
    <div className={styles.card}>
      <div className={own.toolbar}>
        <Filters
          status={status}
          source={source}
          onStatus={(s) => {
            setStatus(s);
            setPage(1);
          }}
          onSource={(s) => {
            setSource(s);
            setPage(1);
          }}
        />
        <span className={styles.muted}>共 {list.data?.total ?? 0} 条</span>
      </div>
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error instanceof AdminCallError ? list.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      {list.data ? (
        <ListTable
          label="审核条目"
          rows={list.data.items}
          columns={COLUMNS}
          onEdit={setOpen}
          editText="处理"
          editLabel={(row) => `处理${targetText(row)}`}
          rowTestId="case-row"
        />
      ) : null}
      <PagePager page={page} pages={pages} onPage={setPage} />
      {open ? (
        <CaseDetail
          key={open.id}
          item={open}
          imageLine={list.data?.imageLine ?? ''}
          onChanged={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
