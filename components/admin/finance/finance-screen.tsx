'use client';
// 财务 (issue 42): the money areas of the console as sub-tabs (兑换码, 订单与退款), for finance and
// the owner.
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { SubTabs } from '../sub-tabs';
import { OrdersSection } from './orders-section';
import { RedeemSection } from './redeem-section';

const TABS = [
  { key: 'orders', label: '订单与退款', Panel: OrdersSection },
  { key: 'redeem', label: '兑换码', Panel: RedeemSection },
] as const;

export function FinanceScreen() {
  const me = useMe();
  if (!mayCall(me, 'orders/list')) return <NoRight title="财务" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        财务
      </h1>
      <SubTabs id="finance" label="财务" tabs={TABS} />
    </section>
  );
}
