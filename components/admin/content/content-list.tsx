'use client';
// The ingests, newest first: state (and progress while transcoding, read again every 2 s by the
// hook), where each stands for viewers, filtered by that; a row opens its editor.
import Link from 'next/link';
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useContentList } from '@/lib/api/admin/use-content';
import { PUBLICATIONS, type Publication } from '@/lib/domain/video/ingest-draft';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

import styles from '../admin.module.css';
import { PagePager } from '../page-pager';
import { PUBLICATION_LABELS, STATE_LABELS, timeOf } from './content-labels';

const PAGE_SIZE = 20;

function StateCell({ row }: { row: IngestRow }) {
  if (row.state === 'transcoding' || row.state === 'probing')
    return (
      <span>
        {STATE_LABELS[row.state]} {row.progress}%
      </span>
    );
  if (row.state === 'failed')
    return (
      <span className={styles.error}>
        {STATE_LABELS.failed}：{row.error}
      </span>
    );
  return <span>{STATE_LABELS[row.state]}</span>;
}

function Rows({ items }: { items: IngestRow[] }) {
  return (
    <tbody>
      {items.map((row) => (
        <tr key={row.id} data-testid="content-row">
          <td>
            <Link className={styles.navLink} href={`/admin/content/${row.id}`}>
              {row.draft?.title || `未命名（${row.id.slice(0, 6)}）`}
            </Link>
          </td>
          <td>
            <StateCell row={row} />
          </td>
          <td>
            {PUBLICATION_LABELS[row.publication]}
            {row.publication === 'scheduled' ? `（${timeOf(row.publishAt)}）` : ''}
          </td>
          <td>{row.duration ? `${row.duration}秒` : '—'}</td>
          <td>{timeOf(row.createdAt)}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function ContentList() {
  const [page, setPage] = useState(1);
  const [publication, setPublication] = useState<Publication | ''>('');
  const list = useContentList({ page, pageSize: PAGE_SIZE, publication: publication || undefined });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className={`${styles.card} ${styles.tableWrap}`}>
      <label className={styles.field}>
        发布状态
        <select
          className={styles.input}
          value={publication}
          onChange={(e) => {
            setPublication(e.target.value as Publication | '');
            setPage(1);
          }}
        >
          <option value="">全部</option>
          {PUBLICATIONS.map((p) => (
            <option key={p} value={p}>
              {PUBLICATION_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">标题</th>
            <th scope="col">转码</th>
            <th scope="col">发布</th>
            <th scope="col">时长</th>
            <th scope="col">导入时间</th>
          </tr>
        </thead>
        {list.data ? <Rows items={list.data.items} /> : null}
      </table>
      {list.data?.items.length === 0 ? <p className={styles.muted}>暂无视频</p> : null}
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error instanceof AdminCallError ? list.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      <PagePager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
