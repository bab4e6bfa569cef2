'use client';
// The ads at every position the app shows (docs/decisions/0011-ad-positions.md), filtered by
// position; a row opens its form, whose values the phone preview shows before they are saved.
import { useState, type Dispatch, type SetStateAction } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useAds } from '@/lib/api/admin/use-home';
import { AD_POSITION_NAMES, AD_POSITIONS } from '@/lib/domain/admin/home-config';
import type { AdRow } from '@/lib/protocol/shapes/admin/home';

import styles from '../admin.module.css';
import { AdForm, draftOf, type AdDraft } from './ad-form';
import { AdminImage } from './admin-image';
import home from './home.module.css';

type Props = { draft: AdDraft | null; onDraft: Dispatch<SetStateAction<AdDraft | null>> };

function AdRows({
  ads,
  line,
  onEdit,
}: {
  ads: AdRow[];
  line: string;
  onEdit: (ad: AdRow) => void;
}) {
  return (
    <tbody>
      {ads.map((ad) => (
        <tr key={ad.id} data-testid="ad-row">
          <td>
            {ad.position} {AD_POSITION_NAMES[ad.position]}
          </td>
          <td>
            <AdminImage line={line} path={ad.cover} alt={ad.title} className={home.adThumb} />
          </td>
          <td>{ad.title}</td>
          <td className={styles.change}>{ad.link}</td>
          <td>{ad.sort}</td>
          <td>{ad.enabled ? '上线' : '下线'}</td>
          <td>{ad.clickCount}</td>
          <td>
            <button
              type="button"
              className={`${styles.button} ${styles.ghost}`}
              onClick={() => onEdit(ad)}
              aria-label={`编辑广告 ${ad.title}`}
            >
              编辑
            </button>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

export function AdsPanel({ draft, onDraft }: Props) {
  const ads = useAds();
  const [position, setPosition] = useState('2');
  const line = ads.data?.imageLine ?? '';
  const shown = (ads.data?.ads ?? []).filter(
    (a) => position === '' || String(a.position) === position,
  );
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
      <div className={styles.tableWrap} role="region" aria-label="广告列表" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">位置</th>
              <th scope="col">图片</th>
              <th scope="col">标题</th>
              <th scope="col">链接</th>
              <th scope="col">排序</th>
              <th scope="col">状态</th>
              <th scope="col">点击</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <AdRows ads={shown} line={line} onEdit={(ad) => onDraft(draftOf(ad))} />
        </table>
      </div>
      {shown.length === 0 && ads.data ? <p className={styles.muted}>该位置还没有广告</p> : null}
    </section>
  );
}
