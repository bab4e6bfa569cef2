'use client';
// /mine/rechargeRecord 充值记录 (/mine's menu, the cashiers' headers): the user's orders, newest
// first, with what each gave, its price and way, and its state. An open order counts down and
// offers 继续支付: its payment page opens inside the tap (the URL is known) and 等待支付 watches it.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { useNow } from '@/components/shell/use-now';
import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';
import { IntentLink } from '@/components/ui/intent-link';
import { InfiniteList } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import { rechargeHistoryQuery, rechargeKeys, type RechargeOrder } from '@/lib/api/money/recharge';
import { refreshFromFirstPage } from '@/lib/api/paging';
import { formatDate } from '@/lib/domain/platform/format';
import {
  ORDER_STATUS_TEXT,
  formatYuan,
  orderStatusAt,
  payTypeRule,
  secondsLeftToPay,
  type OrderStatus,
} from '@/lib/domain/money/recharge';
import { orderRecordLines, payCountdownText } from '@/lib/domain/money/recharge-choice';
import { openPayPageNow } from '@/lib/navigation/pay-page';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';

import styles from './recharge-record-screen.module.css';
import { RechargePendingDialog } from './recharge-pending-dialog';
import type { PendingOrderState } from './use-recharge-checkout';

const OPEN_FAILED = '支付页面打开失败，请稍后重试';

function OrderCard({
  order,
  status,
  children,
}: {
  order: RechargeOrder;
  status: OrderStatus;
  children?: ReactNode;
}) {
  const lines = orderRecordLines(order);
  return (
    <article className={styles.order} aria-label={lines.name}>
      <div className={styles.top}>
        <span className={styles.title}>{lines.name}</span>
        <span className={styles.status} data-status={status}>
          {ORDER_STATUS_TEXT[status]}
        </span>
      </div>
      <div className={styles.line}>
        <span>{lines.gives}</span>
        <span className={styles.price}>{formatYuan(order.price)}</span>
      </div>
      <div className={styles.meta}>
        <span>{payTypeRule(order.payType)?.name ?? ''}</span>
        <time>{formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}</time>
      </div>
      <div className={styles.meta}>
        <span className={styles.orderNo}>订单号 {order.orderNo}</span>
      </div>
      {children}
    </article>
  );
}

/** An open order: its clock runs (one a second) only while its row is on the page on screen. */
function OpenOrderCard({
  order,
  onContinue,
}: {
  order: RechargeOrder;
  onContinue: (order: RechargeOrder) => void;
}) {
  const now = useNow(1000);
  const status = orderStatusAt(order, now);
  return (
    <OrderCard order={order} status={status}>
      {status === 'pending' && (
        <div className={styles.pay}>
          <span>
            剩余支付时间{' '}
            <time className={styles.countdown}>
              {payCountdownText(secondsLeftToPay(order, now))}
            </time>
          </span>
          <button type="button" className={styles.continue} onClick={() => onContinue(order)}>
            继续支付
          </button>
        </div>
      )}
    </OrderCard>
  );
}

function OrderRow({
  order,
  onContinue,
}: {
  order: RechargeOrder;
  onContinue: (order: RechargeOrder) => void;
}) {
  if (order.status === 'pending' && order.payUrl) {
    return <OpenOrderCard order={order} onContinue={onContinue} />;
  }
  return <OrderCard order={order} status={order.status} />;
}

function NoRecords() {
  return (
    <div className={styles.empty}>
      <EmptyState text="暂无充值记录" description="充值钻石、金币或开通会员后，订单会显示在这里" />
      <IntentLink href="/mine/diamondRecharge" className={styles.goRecharge}>
        去充值
      </IntentLink>
    </div>
  );
}

export function RechargeRecordScreen() {
  const history = useInfiniteQuery(rechargeHistoryQuery());
  const client = useQueryClient();
  const active = usePageActive();
  const store = useStore();
  const toast = useToast();
  const [pending, setPending] = useState<PendingOrderState | null>(null);
  const onContinue = (order: RechargeOrder) => {
    // Inside the tap: the URL is known, so the page opens before anything is awaited.
    if (!order.payUrl || !openPayPageNow(order.payUrl, store.get(isAppStoreAtom))) {
      toast(OPEN_FAILED);
      return;
    }
    setPending({ order, open: true });
  };
  return (
    <main className={styles.screen}>
      <Header
        title="充值记录"
        right={
          <IntentLink href="/mine/ledger" className={styles.ledgerLink}>
            钻石明细
          </IntentLink>
        }
      />
      <InfiniteList
        query={history}
        getKey={(order) => order.orderNo}
        renderItem={(order) => <OrderRow order={order} onContinue={onContinue} />}
        onRefresh={() => refreshFromFirstPage(client, rechargeKeys.history())}
        empty={<NoRecords />}
        active={active}
        gap={10}
        aria-label="充值记录"
        className={styles.list}
      />
      {pending && (
        <RechargePendingDialog
          key={pending.order.orderNo}
          order={pending.order}
          open={pending.open}
          onClose={() => setPending((state) => (state ? { ...state, open: false } : state))}
        />
      )}
    </main>
  );
}
