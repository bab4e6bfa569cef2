'use client';
// 兑换码 batches (docs/admin-api.md "Redeem batches"): the list, a form for a new batch, and the
// batch picked: its CSV, disabling it, and its uses.
import { useState } from 'react';

import { redeemRewardText } from '@/lib/domain/money/redeem';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useRedeemBatches } from '@/lib/api/admin/use-finance';
import type { RedeemBatchRow } from '@/lib/protocol/shapes/admin/finance';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import own from '../platform/platform.module.css';
import { RedeemBatchView } from './redeem-batch-view';
import { RedeemCreateForm } from './redeem-create-form';
import { batchState, beijing } from './redeem-format';

const column = columnsFor<RedeemBatchRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: '编号' }),
  column.accessor('name', { header: '名称' }),
  column.accessor((b) => redeemRewardText(b.reward), { id: 'reward', header: '奖励' }),
  column.accessor('codeCount', { header: '数量' }),
  column.accessor('maxUses', { header: '每码次数' }),
  column.accessor('usedCount', { header: '已使用' }),
  column.accessor('expiresAt', { header: '过期时间', cell: (c) => beijing(c.getValue()) }),
  column.accessor((b) => batchState(b), { id: 'state', header: '状态' }),
]);

export function RedeemSection() {
  const list = useRedeemBatches();
  const [creating, setCreating] = useState(false);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = list.data?.items.find((b) => b.id === pickedId) ?? null;
  return (
    <section className={styles.card} aria-labelledby="finance-redeem">
      <h2 id="finance-redeem">兑换码</h2>
      <div className={own.toolbar}>
        <button type="button" className={styles.button} onClick={() => setCreating(true)}>
          生成兑换码
        </button>
      </div>
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error instanceof AdminCallError ? list.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      {creating ? (
        <RedeemCreateForm
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setPickedId(id);
          }}
        />
      ) : null}
      {list.data ? (
        <ListTable
          label="兑换码批次"
          rows={list.data.items}
          columns={COLUMNS}
          onEdit={(b) => setPickedId(b.id)}
          editText="查看"
          editLabel={(b) => `查看批次 ${b.name}`}
          rowTestId="redeem-batch-row"
        />
      ) : null}
      {picked ? (
        <RedeemBatchView key={picked.id} batch={picked} onClose={() => setPickedId(null)} />
      ) : null}
    </section>
  );
}
