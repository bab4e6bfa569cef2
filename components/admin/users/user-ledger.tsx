'use client';
// A user's 钻石/金币明细 as they see it in the app (the same reasons and titles), paged by the
// origin, newest first.
import { useState } from 'react';

import { useUserLedger } from '@/lib/api/admin/use-users';
import { ledgerAmountText, ledgerReasonText, walletAmountText } from '@/lib/domain/money/ledger';

import styles from '../admin.module.css';
import { PagePager, pageCount } from '../page-pager';
import { useUserId } from './user-context';
import { timeText } from './users-text';

const PAGE_SIZE = 20;

export function UserLedger() {
  const id = useUserId();
  const [page, setPage] = useState(1);
  const ledger = useUserLedger(id, page, PAGE_SIZE);
  if (ledger.error)
    return (
      <p className={styles.error} role="alert">
        {ledger.error.message}
      </p>
    );
  if (!ledger.data) return <p className={styles.muted}>加载中…</p>;
  return (
    <div>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="钱包明细">
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">类型</th>
              <th scope="col">说明</th>
              <th scope="col">变动</th>
              <th scope="col">余额</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.items.map((e) => (
              <tr key={e.id} data-testid="ledger-row">
                <td>{timeText(e.createdAt)}</td>
                <td>{ledgerReasonText(e.reason)}</td>
                <td>{e.title || '—'}</td>
                <td>{ledgerAmountText(e.currency, e.amount)}</td>
                <td>{walletAmountText(e.currency, e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ledger.data.items.length === 0 ? <p className={styles.muted}>暂无明细</p> : null}
      <PagePager page={page} pages={pageCount(ledger.data.total, PAGE_SIZE)} onPage={setPage} />
    </div>
  );
}
