'use client';
// 对账: paid orders against the providers' notices over a creation or arrival time range, asked
// for on demand (it reads every order and notice of the range).
import { useState } from 'react';

import { useReconciliation } from '@/lib/api/admin/use-orders';
import { NOTICE_OUTCOME_TEXT, type NoticeOutcome } from '@/lib/domain/money/refund';
import type { NoticeRow } from '@/lib/protocol/shapes/admin/orders';

import styles from '../admin.module.css';
import { inputMs, timeText, yuan } from './orders-text';

const noticeLine = (n: NoticeRow) =>
  `${timeText(n.receivedAt)} ${n.provider} 订单号 ${n.orderNo ?? '—'} 交易号 ${n.tradeNo ?? '—'} ${
    n.amount === null ? '' : yuan(n.amount)
  } ${NOTICE_OUTCOME_TEXT[n.outcome as NoticeOutcome] ?? n.outcome}`;

export function OrdersReconcile({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asked, setAsked] = useState<{ from?: number; to?: number } | null>(null);
  const result = useReconciliation(asked ?? {}, asked !== null);
  const data = result.data;
  return (
    <section aria-label="对账" className={styles.card}>
      <h2>对账</h2>
      <div className={styles.form}>
        <label className={styles.field}>
          时间从
          <input
            className={styles.input}
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          时间到
          <input
            className={styles.input}
            type="datetime-local"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={styles.button}
          onClick={() => setAsked({ from: inputMs(from), to: inputMs(to) })}
        >
          开始对账
        </button>
      </div>
      {result.error ? (
        <p className={styles.error} role="alert">
          {result.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <h3>已支付但无支付通知（{data.paidWithoutNotice.length}）</h3>
          <ul>
            {data.paidWithoutNotice.map((o) => (
              <li key={o.id}>
                <button type="button" className={styles.ghost} onClick={() => onOpen(o.orderNo)}>
                  {o.orderNo}
                </button>{' '}
                {yuan(o.price)} 支付于 {timeText(o.paidAt)}
              </li>
            ))}
          </ul>
          <h3>有通知但无订单（{data.noticeWithoutOrder.length}）</h3>
          <ul>
            {data.noticeWithoutOrder.map((n) => (
              <li key={n.id}>{noticeLine(n)}</li>
            ))}
          </ul>
          <h3>金额不符（{data.amountMismatch.length}）</h3>
          <ul>
            {data.amountMismatch.map((m) => (
              <li key={m.notice.id}>
                {noticeLine(m.notice)}，订单金额 {yuan(m.price)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
