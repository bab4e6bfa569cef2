'use client';
// One order's story and its refund form. The form's request key is made when the form is and
// changes only when the amount or the reason does: a second click (or a double one) of the same
// refund sends the same key, and the origin refunds it once.
import { useState, type FormEvent } from 'react';

import { useOrderStory, useRefund } from '@/lib/api/admin/use-orders';
import { yuanInputToFen } from '@/lib/domain/money/refund';

import styles from '../admin.module.css';
import { OnceFormOutcome, useOnceForm } from '../once-form';
import { payTypeText, statusText, timeText, yuan } from './orders-text';

function RefundForm({ orderNo, refundable }: { orderNo: string; refundable: number }) {
  const refund = useRefund();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { key, problem, setProblem, done, setDone, edit } = useOnceForm('rf');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null) return setProblem('请输入退款金额（元，最多两位小数）');
    if (!reason.trim()) return setProblem('请填写退款原因');
    setProblem('');
    refund.mutate(
      { orderNo, amount: fen, reason, key },
      {
        onSuccess: (r) =>
          setDone(
            r.created
              ? `已退款${yuan(r.refund.amount)}到用户金币余额`
              : `该退款已处理（${yuan(r.refund.amount)}），未重复退款`,
          ),
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="退款到钱包">
      <p className={styles.muted}>可退金额 {yuan(refundable)}（按1金币=¥1退回用户金币余额）</p>
      <label className={styles.field}>
        退款金额（元）
        <input
          className={styles.input}
          inputMode="decimal"
          value={amount}
          onChange={(e) => edit(() => setAmount(e.target.value))}
        />
      </label>
      <label className={styles.field}>
        退款原因
        <input
          className={styles.input}
          value={reason}
          maxLength={100}
          onChange={(e) => edit(() => setReason(e.target.value))}
        />
      </label>
      <button type="submit" className={styles.button} disabled={refund.isPending}>
        {refund.isPending ? '退款中…' : '退款'}
      </button>
      <OnceFormOutcome problem={problem} done={done} />
    </form>
  );
}

export function OrderDetail({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const story = useOrderStory(orderNo);
  const data = story.data;
  return (
    <section className={styles.card} aria-label={`订单 ${orderNo}`}>
      <h2>订单 {orderNo}</h2>
      <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
        关闭
      </button>
      {story.error ? (
        <p className={styles.error} role="alert">
          {story.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <p>
            用户 {data.order.userId}
            {data.order.account ? `（${data.order.account}）` : ''} · {data.order.title} ·{' '}
            {yuan(data.order.price)} · {payTypeText(data.order.payType)} ·{' '}
            {statusText(data.order.status)} · 已退款 {yuan(data.order.refunded)}
          </p>
          <h3>订单经过</h3>
          <ol data-testid="order-story">
            {data.story.map((event, i) => (
              <li key={i}>
                <time dateTime={event.at}>{timeText(event.at)}</time> {event.text}
              </li>
            ))}
          </ol>
          {data.order.status === 'paid' ? (
            <RefundForm orderNo={orderNo} refundable={data.refundable} />
          ) : (
            <p className={styles.muted}>订单未支付，无法退款</p>
          )}
        </>
      ) : null}
    </section>
  );
}
