'use client';
// 发布 now, 定时发布 at a chosen time, 下架, 删除 (asked to confirm first: the files go for good).
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useDeleteIngest, usePublish, useUnpublish } from '@/lib/api/admin/use-content';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

import styles from '../admin.module.css';
import { PUBLICATION_LABELS, timeOf } from './content-labels';

const tipOf = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : error ? '操作失败，请重试' : null;

export function PublishActions({ row }: { row: IngestRow }) {
  const router = useRouter();
  const publish = usePublish();
  const unpublish = useUnpublish();
  const remove = useDeleteIngest();
  const [at, setAt] = useState('');
  const ready = row.state === 'ready' && row.draft !== null;
  const error = tipOf(publish.error) ?? tipOf(unpublish.error) ?? tipOf(remove.error);
  const schedule = () => {
    const ms = new Date(at).getTime();
    if (Number.isNaN(ms)) return;
    publish.mutate({ id: row.id, at: Math.floor(ms / 1000) });
  };
  const onDelete = () => {
    if (!window.confirm('确定删除该视频？删除后文件将被移除，无法恢复。')) return;
    remove.mutate(row.id, { onSuccess: () => router.push('/admin/content') });
  };
  const busy = publish.isPending || unpublish.isPending || remove.isPending;
  return (
    <div className={`${styles.card} ${styles.column}`}>
      <h2 className={styles.title}>发布</h2>
      <p role="status" data-testid="publication">
        {PUBLICATION_LABELS[row.publication]}
        {row.publication === 'scheduled' ? `，将于 ${timeOf(row.publishAt)} 上线` : ''}
      </p>
      {!ready ? <p className={styles.muted}>转码完成并保存视频信息后可发布</p> : null}
      <div className={styles.form}>
        <button
          type="button"
          className={styles.button}
          disabled={!ready || busy}
          onClick={() => publish.mutate({ id: row.id })}
        >
          发布
        </button>
        <label className={styles.field}>
          定时发布时间
          <input
            className={styles.input}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={styles.button}
          disabled={!ready || !at || busy}
          onClick={schedule}
        >
          定时发布
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          disabled={row.videoId === null || row.publication === 'unpublished' || busy}
          onClick={() => unpublish.mutate(row.id)}
        >
          下架
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          disabled={busy}
          onClick={onDelete}
        >
          删除
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
