'use client';
// Where the video shows: a home section (added or taken out), a collection, a topic. It needs the
// catalogue row, so it opens after the first publish (a scheduled one is enough).
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useContentOptions, usePlace } from '@/lib/api/admin/use-content';
import { PLACE_TARGETS } from '@/lib/protocol/calls/admin/content';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

import styles from '../admin.module.css';

type Target = (typeof PLACE_TARGETS)[number];
const TARGET_LABELS: Record<Target, string> = {
  section: '首页栏目',
  collection: '合集',
  topic: '专题',
};
const OPTION_KEYS = { section: 'sections', collection: 'collections', topic: 'topics' } as const;

function Placement({ row }: { row: IngestRow }) {
  const options = useContentOptions();
  const place = usePlace();
  const [target, setTarget] = useState<Target>('section');
  const [targetId, setTargetId] = useState('');
  const [sort, setSort] = useState('0');
  const list = options.data?.[OPTION_KEYS[target]] ?? [];
  const send = (remove: boolean) =>
    place.mutate({
      id: row.id,
      target,
      targetId: targetId || undefined,
      remove,
      sort: sort || undefined,
    });
  const error =
    place.error instanceof AdminCallError
      ? place.error.tip
      : place.error
        ? '操作失败，请重试'
        : null;
  return (
    <div className={`${styles.card} ${styles.column}`}>
      <h2 className={styles.title}>位置</h2>
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="place-target">位置类型</label>
          <select
            id="place-target"
            className={styles.input}
            value={target}
            onChange={(e) => {
              setTarget(e.target.value as Target);
              setTargetId('');
            }}
          >
            {PLACE_TARGETS.map((t) => (
              <option key={t} value={t}>
                {TARGET_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="place-target-id">{TARGET_LABELS[target]}</label>
          <select
            id="place-target-id"
            className={styles.input}
            value={targetId}
            onChange={(e) => setTargetId(e.target.value)}
          >
            <option value="">{target === 'section' ? '请选择' : '不设置'}</option>
            {list.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.field}>
          排序（越小越靠前）
          <input
            className={styles.input}
            type="number"
            min={0}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={styles.button}
          disabled={place.isPending}
          onClick={() => send(false)}
        >
          放入
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          disabled={place.isPending}
          onClick={() => send(true)}
        >
          移出
        </button>
      </div>
      {place.isSuccess ? (
        <p className={styles.notice} role="status">
          位置已更新
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PlacementForm({ row }: { row: IngestRow }) {
  if (row.videoId === null)
    return (
      <div className={styles.card}>
        <h2 className={styles.title}>位置</h2>
        <p className={styles.muted}>发布（或定时发布）后可设置首页栏目、合集和专题</p>
      </div>
    );
  return <Placement row={row} />;
}
