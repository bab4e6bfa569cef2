'use client';
// /mine/ledger 钻石明细 (docs/money-api.md "Ledger"): every change of the caller's diamonds and
// gold as the origin wrote it, newest first, one tab per currency. What a row reads (its label,
// signed amount, balance) comes from lib/domain/money/ledger, so it matches the wallet everywhere.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { TabBar } from '@/components/ui/tab-bar';
import { ledgerKeys, ledgerQuery, type LedgerEntry } from '@/lib/api/money/ledger';
import { refreshFromFirstPage } from '@/lib/api/paging';
import { formatDate } from '@/lib/domain/platform/format';
import {
  LEDGER_FILTERS,
  ledgerAmountText,
  ledgerEmptyText,
  ledgerReasonText,
  walletAmountText,
} from '@/lib/domain/money/ledger';

import styles from './ledger-screen.module.css';

const TABS = LEDGER_FILTERS.map((f) => ({ id: f.key, name: f.label }));

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const label = ledgerReasonText(entry.reason);
  return (
    <article className={styles.row} aria-label={label}>
      <div className={styles.main}>
        <span className={styles.label}>{label}</span>
        {entry.title && <span className={styles.subject}>{entry.title}</span>}
        <time className={styles.time}>{formatDate(entry.createdAt, 'YYYY-MM-DD HH:mm')}</time>
      </div>
      <div className={styles.side}>
        <span className={styles.amount} data-sign={entry.amount < 0 ? 'out' : 'in'}>
          {ledgerAmountText(entry.currency, entry.amount)}
        </span>
        <span className={styles.balance}>
          余额 {walletAmountText(entry.currency, entry.balanceAfter)}
        </span>
      </div>
    </article>
  );
}

function LedgerList({ tab, active }: { tab: number; active: boolean }) {
  const filter = LEDGER_FILTERS[tab] ?? LEDGER_FILTERS[0];
  const query = useInfiniteQuery(ledgerQuery(filter.currency));
  const client = useQueryClient();
  return (
    <InfiniteList
      query={query}
      getKey={(entry) => entry.id}
      renderItem={(entry) => <LedgerRow entry={entry} />}
      onRefresh={() => refreshFromFirstPage(client, ledgerKeys.list(filter.currency))}
      empty={<EmptyState text={ledgerEmptyText(filter.key)} />}
      active={active}
      gap={8}
      aria-label={`${filter.label}明细`}
      className={styles.list}
    />
  );
}

export function LedgerScreen() {
  const active = usePageActive();
  const [tab, setTab] = useState(0);
  return (
    <main className={styles.screen}>
      <Header title="钻石明细" />
      <TabBar items={TABS} active={tab} onChange={setTab} label="币种" />
      <LedgerList key={tab} tab={tab} active={active} />
    </main>
  );
}
