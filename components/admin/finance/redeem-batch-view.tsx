'use client';
// One 兑换码 batch: its CSV download, disabling it (its unused codes are refused to users from
// then on), and who used which code when, paged at the origin.
import { useState } from 'react';

import { redeemRewardText } from '@/lib/domain/money/redeem';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { downloadCsv, useRedeemChange, useRedeemUses } from '@/lib/api/admin/use-finance';
import type { RedeemBatchRow } from '@/lib/protocol/shapes/admin/finance';

import styles from '../admin.module.css';
import own from '../platform/platform.module.css';
import { PagePager } from '../page-pager';
import { batchState, beijing } from './redeem-format';

const PAGE_SIZE = 20;

const failure = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : '操作失败，请重试';

function UsesTable({ batchId }: { batchId: number }) {
  const [page, setPage] = useState(1);
  const uses = useRedeemUses(batchId, page);
  const total = uses.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (uses.error) return <p className={styles.error}>{failure(uses.error)}</p>;
  if (!uses.data) return <p className={styles.muted}>加载中…</p>;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="使用记录">
          <thead>
            <tr>
              <th scope="col">兑换码</th>
              <th scope="col">用户</th>
              <th scope="col">使用时间</th>
            </tr>
          </thead>
          <tbody>
            {uses.data.items.map((u) => (
              <tr key={u.id} data-testid="redeem-use-row">
                <td>{u.code}</td>
                <td>
                  {u.userName}（ID {u.userId}）
                </td>
                <td>{beijing(u.usedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total === 0 ? <p className={styles.muted}>暂无使用记录</p> : null}
      <PagePager page={page} pages={pages} onPage={setPage} />
    </>
  );
}

export function RedeemBatchView({
  batch,
  onClose,
}: {
  batch: RedeemBatchRow;
  onClose: () => void;
}) {
  const exportCsv = useRedeemChange('finance/redeem/export');
  const disable = useRedeemChange('finance/redeem/disable');
  const [error, setError] = useState('');
  const download = async () => {
    setError('');
    try {
      const file = await exportCsv.mutateAsync({ id: batch.id });
      downloadCsv(file.filename, file.csv);
    } catch (e) {
      setError(failure(e));
    }
  };
  const switchOff = async () => {
    if (!window.confirm(`停用后，该批次未使用的兑换码将无法兑换。确定停用「${batch.name}」吗？`))
      return;
    setError('');
    try {
      await disable.mutateAsync({ id: batch.id });
    } catch (e) {
      setError(failure(e));
    }
  };
  return (
    <div className={own.editor} aria-labelledby="redeem-batch-title">
      <h3 id="redeem-batch-title">
        {batch.name}（{batchState(batch)}）
      </h3>
      <p className={styles.muted}>
        {redeemRewardText(batch.reward)} · {batch.codeCount}个 · 每码可用{batch.maxUses}次 ·
        过期时间 {beijing(batch.expiresAt)} · 创建者 {batch.createdBy ?? '—'}
      </p>
      <div className={own.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={exportCsv.isPending}
          onClick={() => void download()}
        >
          导出CSV
        </button>
        {batch.disabledAt ? null : (
          <button
            type="button"
            className={`${styles.button} ${styles.ghost}`}
            disabled={disable.isPending}
            onClick={() => void switchOff()}
          >
            停用批次
          </button>
        )}
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
          关闭
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <h4>使用记录</h4>
      <UsesTable batchId={batch.id} />
    </div>
  );
}
