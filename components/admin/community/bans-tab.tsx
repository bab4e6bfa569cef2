'use client';
// 封禁用户: bans in force, latest first, each with 解除封禁 (unban lifts every ban of the user).
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useBans, useCommunityChange } from '@/lib/api/admin/use-community';
import type { BanItem } from '@/lib/protocol/shapes/admin/community';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import { banSpan } from './community-text';

const column = columnsFor<BanItem>();
const COLUMNS = column.columns([
  column.accessor('userId', { header: '用户编号' }),
  column.accessor('reason', { header: '原因', enableSorting: false }),
  column.accessor('startsAt', { header: '期限', cell: (c) => banSpan(c.row.original) }),
]);

export function BansTab() {
  const bans = useBans();
  const unban = useCommunityChange('community/unban');
  const [tip, setTip] = useState('');
  const lift = async (row: BanItem) => {
    setTip('');
    try {
      await unban.mutateAsync({ userId: row.userId });
      setTip(`已解除用户 ${row.userId} 的封禁`);
    } catch (e) {
      setTip(e instanceof AdminCallError ? e.tip : '操作失败，请重试');
    }
  };
  return (
    <div className={styles.card}>
      {tip ? <p className={styles.notice}>{tip}</p> : null}
      {bans.data ? (
        <ListTable
          label="封禁"
          rows={bans.data.items}
          columns={COLUMNS}
          onEdit={(row) => void lift(row)}
          editText="解除封禁"
          editLabel={(row) => `解除用户${row.userId}的封禁`}
          rowTestId="ban-row"
          empty="当前没有封禁中的用户"
        />
      ) : null}
    </div>
  );
}
