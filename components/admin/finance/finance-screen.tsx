'use client';
// 财务 (issue 42): the money areas of the console as sub-tabs (兑换码, 订单与退款), for finance and
// the owner.
import { useState } from 'react';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import own from '../platform/platform.module.css';
import { OrdersSection } from './orders-section';
import { RedeemSection } from './redeem-section';

const TABS = [
  { key: 'orders', label: '订单与退款', Panel: OrdersSection },
  { key: 'redeem', label: '兑换码', Panel: RedeemSection },
] as const;

export function FinanceScreen() {
  const me = useMe();
  const [index, setIndex] = useState(0);
  if (!mayCall(me, 'orders/list')) return <NoRight title="财务" />;
  const { Panel, key } = TABS[index]!;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        财务
      </h1>
      <div className={own.tabs} role="tablist" aria-label="财务">
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            id={`finance-tab-${tab.key}`}
            type="button"
            role="tab"
            className={own.tab}
            aria-selected={i === index}
            aria-controls="finance-panel"
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="finance-panel" role="tabpanel" aria-labelledby={`finance-tab-${key}`}>
        <Panel key={key} />
      </div>
    </section>
  );
}
