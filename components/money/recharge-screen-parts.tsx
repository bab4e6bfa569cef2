'use client';
// What 金币充值 and 钻石充值 share around the cashier: the balance on top (from the user info,
// refreshed after a payment) and the way to 充值记录 in the header.
import type { ReactNode } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

import styles from './recharge-screen.module.css';

export const RECHARGE_RECORD_PATH = '/mine/rechargeRecord';

export function RecordsLink() {
  return (
    <IntentLink href={RECHARGE_RECORD_PATH} className={styles.recordsLink}>
      充值记录
    </IntentLink>
  );
}

/** A balance not known yet shows a dash, not a wrong 0. */
export function BalanceCard({
  label,
  icon,
  amount,
  regionLabel,
}: {
  label: string;
  icon: ReactNode;
  amount: string | null;
  regionLabel: string;
}) {
  return (
    <section className={styles.balance} aria-label={regionLabel}>
      {icon}
      <span className={styles.label}>{label}</span>
      <span className={styles.amount}>{amount ?? '—'}</span>
    </section>
  );
}
