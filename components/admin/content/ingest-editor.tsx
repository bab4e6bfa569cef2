'use client';
// One ingest: its transcoding (progress read again every 2 s until ready or failed), the draft,
// publishing and placement.
import Link from 'next/link';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useIngest } from '@/lib/api/admin/use-content';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { STATE_LABELS } from './content-labels';
import { DraftForm } from './draft-form';
import { PlacementForm } from './placement-form';
import { PublishActions } from './publish-actions';

export function IngestEditor({ id }: { id: string }) {
  const me = useMe();
  const allowed = mayCall(me, 'content/ingest/get');
  const ingest = useIngest(id);
  if (!allowed) return <NoRight title="内容" />;
  const row = ingest.data;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        {row?.draft?.title || '编辑视频'}
      </h1>
      <p>
        <Link className={styles.navLink} href="/admin/content">
          返回列表
        </Link>
      </p>
      {!row ? (
        <p className={styles.muted}>
          {ingest.error instanceof AdminCallError ? ingest.error.tip : '加载中…'}
        </p>
      ) : (
        <>
          <div className={styles.card} role="status" data-testid="ingest-state">
            {STATE_LABELS[row.state]}
            {row.state === 'transcoding' ? ` ${row.progress}%` : ''}
            {row.error ? `：${row.error}` : ''}
            {row.ladder.length ? `（${row.ladder.join(' / ')}）` : ''}
          </div>
          <DraftForm key={row.id} row={row} />
          <PublishActions row={row} />
          <PlacementForm row={row} />
        </>
      )}
    </section>
  );
}
