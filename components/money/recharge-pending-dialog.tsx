'use client';
// 等待支付: after a 支付宝 or 微信支付 order opened its payment page, the order number, the amount
// and the time left, while the order is asked about every few seconds (rechargeOrderQuery: only
// while the dialog is open on the page on screen and the browser tab shows). Paid → 充值成功 and
// everything that shows money is asked again; closed → 订单已关闭. The user may also say they have
// paid, open the payment page again, or leave: an open order can be paid from 充值记录.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';

import { useNow } from '@/components/shell/use-now';
import { usePageActive } from '@/components/shell/page-active';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import {
  rechargeOrderQuery,
  refreshAfterRecharge,
  type RechargeOrder,
} from '@/lib/api/money/recharge';
import { formatYuan, secondsLeftToPay, TIP_ORDER_CLOSED } from '@/lib/domain/money/recharge';
import { payCountdownText, receivedText } from '@/lib/domain/money/recharge-choice';
import { openPayPageNow } from '@/lib/navigation/pay-page';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';

import styles from './recharge-pending-dialog.module.css';

export const NOT_PAID_YET = '暂未收到支付结果，请稍后再试';
const CHECK_FAILED = '查询失败，请稍后重试';
const OPEN_FAILED = '支付页面打开失败，请稍后重试';

/** The dialog's text; mounted only while the dialog shows, so its clock runs only then. */
function PendingDetails({ order }: { order: RechargeOrder }) {
  const now = useNow(1000);
  return (
    <div className={styles.details}>
      <p className={styles.lead}>请在新打开的页面完成支付</p>
      <dl className={styles.facts}>
        <div>
          <dt>订单号</dt>
          <dd className={styles.orderNo}>{order.orderNo}</dd>
        </div>
        <div>
          <dt>商品</dt>
          <dd>{order.title}</dd>
        </div>
        <div>
          <dt>金额</dt>
          <dd className={styles.amount}>{formatYuan(order.price)}</dd>
        </div>
        <div>
          <dt>剩余时间</dt>
          <dd>
            <time className={styles.countdown} role="timer" aria-live="off">
              {payCountdownText(secondsLeftToPay(order, now))}
            </time>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>超时未支付订单将自动关闭，未完成的订单可在充值记录中继续支付</p>
    </div>
  );
}

/** Says once that the order was paid or closed, and closes the dialog. */
function useOrderOutcome(order: RechargeOrder, open: boolean, onClose: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  const told = useRef(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const status = order.status;
  useEffect(() => {
    if (!open || told.current || status === 'pending') return;
    told.current = true;
    if (status === 'paid') {
      refreshAfterRecharge(client);
      toast.success(`充值成功，${receivedText(order)}`);
    } else {
      toast(TIP_ORDER_CLOSED);
    }
    close.current();
  }, [open, status, order, client, toast]);
}

export function RechargePendingDialog({
  order: placed,
  open,
  onClose,
}: {
  order: RechargeOrder;
  open: boolean;
  onClose: () => void;
}) {
  const active = usePageActive();
  const store = useStore();
  const toast = useToast();
  const query = useQuery(rechargeOrderQuery(placed.orderNo, open && active));
  // null: the origin no longer knows it; the order as placed stays on screen.
  const order = query.data ?? placed;
  const [checking, setChecking] = useState(false);
  useOrderOutcome(order, open, onClose);

  const checkPaid = async () => {
    if (checking) return;
    setChecking(true);
    const result = await query.refetch();
    setChecking(false);
    if (result.isError) toast(failureText(result.error, CHECK_FAILED));
    else if ((result.data ?? order).status === 'pending') toast(NOT_PAID_YET);
  };
  const reopen = () => {
    const url = order.payUrl ?? placed.payUrl;
    if (!url || !openPayPageNow(url, store.get(isAppStoreAtom))) toast(OPEN_FAILED);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="等待支付"
      closeOnBackdrop={false}
      footer={
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => void checkPaid()}
            aria-disabled={checking}
            aria-busy={checking}
          >
            {checking ? '查询中…' : '我已完成支付'}
          </button>
          <div className={styles.secondary}>
            <button type="button" onClick={onClose}>
              取消
            </button>
            <button type="button" onClick={reopen}>
              重新打开支付页面
            </button>
          </div>
        </div>
      }
    >
      <PendingDetails order={order} />
    </Dialog>
  );
}
