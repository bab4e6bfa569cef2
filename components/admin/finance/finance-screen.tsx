'use client';
// 财务 (issue 42): the owner's and finance's money work, one section each. 兑换码 batches come
// first; orders and refunds join as their own section.
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { RedeemSection } from './redeem-section';

export function FinanceScreen() {
  const me = useMe();
  if (!mayCall(me, 'finance/redeem/list')) return <NoRight title="财务" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        财务
      </h1>
      <RedeemSection />
    </section>
  );
}
