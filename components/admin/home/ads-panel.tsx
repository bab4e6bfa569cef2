'use client';
// The ads at every position the app shows (docs/decisions/0011-ad-positions.md), filtered by
// position, in a table that sorts, searches and pages; a row opens its form, whose values the phone preview shows before they are saved.
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useAds } from '@/lib/api/admin/use-home';
import { AD_POSITION_NAMES, AD_POSITIONS } from '@/lib/domain/admin/home-config';
import type { AdRow } from '@/lib/protocol/shapes/admin/home';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import { AdForm, draftOf, type AdDraft } from './ad-form';
import { AdminImage } from './admin-image';
import home from './home.module.css';

type Props = { draft: AdDraft | null; onDraft: Dispatch<SetStateAction<AdDraft | null>> };

const column = columnsFor<AdRow>();

/** The ads table's columns; the picture cell reads the image line the list came with. */
function adColumns(line: string) {
  return column.columns([
    column.accessor('position', {
      header: '位置',
      cell: (c) => `${c.getValue()} ${AD_POSITION_NAMES[c.getValue()] ?? ''}`,
    }),
    column.accessor('cover', {
      header: '图片',
      enableSorting: false,
      cell: (c) => (
        <AdminImage
          line={line}
          path={c.getValue()}
          alt={c.row.original.title}
          className={home.adThumb}
        />
      ),
    }),
    column.accessor('title', { header: '标题' }),
    column.accessor('link', {
      header: '链接',
      enableSorting: false,
      cell: (c) => <span className={styles.change}>{c.getValue()}</span>,
    }),
    column.accessor('sort', { header: '排序' }),
    column.accessor('enabled', { header: '状态', cell: (c) => (c.getValue() ? '上线' : '下线') }),
    column.accessor('clickCount', { header: '点击' }),
  ]);
}

export function AdsPanel({ draft, onDraft }: Props) {
  const ads = useAds();
  const [position, setPosition] = useState('2');
  const line = ads.data?.imageLine ?? '';
  const shown = (ads.data?.ads ?? []).filter(
    (a) => position === '' || String(a.position) === position,
  );
  const columns = useMemo(() => adColumns(line), [line]);
  return (
    <section className={styles.card} aria-labelledby="ads-title">
      <h2 id="ads-title" className={home.subtitle}>
        轮播图与广告
      </h2>
      <div className={home.actions}>
        <label htmlFor="ads-position">按位置筛选</label>
        <select
          id="ads-position"
          className={styles.input}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        >
          <option value="">全部位置</option>
          {AD_POSITIONS.map((p) => (
            <option key={p} value={String(p)}>
              {p} {AD_POSITION_NAMES[p]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.button}
          onClick={() => onDraft(draftOf(null, Number(position) || 2))}
        >
          新建广告
        </button>
      </div>
      {ads.error ? (
        <p className={styles.error} role="alert">
          {ads.error instanceof AdminCallError ? ads.error.tip : '读取失败，请刷新'}
        </p>
      ) : null}
      {draft ? (
        <AdForm
          key={draft.id ?? 'new'}
          draft={draft}
          imageLine={line}
          onChange={onDraft}
          onDone={() => onDraft(null)}
        />
      ) : null}
      {ads.data ? (
        <ListTable<AdRow>
          label="广告"
          rows={shown}
          columns={columns}
          onEdit={(ad) => onDraft(draftOf(ad))}
          editLabel={(ad) => `编辑广告 ${ad.title}`}
          rowTestId="ad-row"
          empty="该位置还没有广告"
        />
      ) : null}
    </section>
  );
}
