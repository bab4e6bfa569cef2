'use client';
// 用户反馈: the inbox, newest first, filtered by status and paged by the origin; a row opens its
// detail (pictures, reply, close).
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { INBOX_PAGE_SIZE, useFeedbackList } from '@/lib/api/admin/use-feedback';
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '@/lib/domain/admin/feedback';
import type { FeedbackRow } from '@/lib/protocol/shapes/admin/feedback';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import own from '../platform/platform.module.css';
import { PagePager } from '../page-pager';
import { FeedbackDetail } from './feedback-detail';

const column = columnsFor<FeedbackRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('createdAt', {
    header: '提交时间',
    cell: (c) => new Date(c.getValue()).toLocaleString('zh-CN', { hour12: false }),
  }),
  column.accessor('nickname', {
    header: '用户',
    cell: (c) => `${c.getValue()}（${c.row.original.userId}）`,
  }),
  column.accessor('category', { header: '类型' }),
  column.accessor('content', {
    header: '内容',
    enableSorting: false,
    cell: (c) => (c.getValue().length > 30 ? `${c.getValue().slice(0, 30)}…` : c.getValue()),
  }),
  column.accessor('images', {
    header: '图片',
    enableSorting: false,
    cell: (c) => c.getValue().length,
  }),
  column.accessor('status', { header: '状态', cell: (c) => FEEDBACK_STATUS_LABELS[c.getValue()] }),
]);

export function InboxTab() {
  const [status, setStatus] = useState<FeedbackStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FeedbackRow | null>(null);
  const list = useFeedbackList(status, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INBOX_PAGE_SIZE));
  return (
    <div className={styles.card}>
      <div className={own.toolbar}>
        <label className={styles.field}>
          状态
          <select
            className={styles.input}
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || undefined) as FeedbackStatus | undefined);
              setPage(1);
            }}
          >
            <option value="">全部</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FEEDBACK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.muted}>共 {list.data?.total ?? 0} 条</span>
      </div>
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error instanceof AdminCallError ? list.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      {list.data ? (
        <ListTable
          label="反馈"
          rows={list.data.items}
          columns={COLUMNS}
          onEdit={setOpen}
          editLabel={(row) => `处理反馈${row.id}`}
          rowTestId="feedback-row"
        />
      ) : null}
      <PagePager page={page} pages={pages} onPage={setPage} />
      {open ? (
        <FeedbackDetail
          key={open.id}
          row={open}
          imageLine={list.data?.imageLine ?? ''}
          onChanged={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
