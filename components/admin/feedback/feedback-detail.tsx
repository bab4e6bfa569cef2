'use client';
// One feedback: what the user wrote and sent (pictures read over the IMAGE line), the reply box
// while it is open, and 关闭 until it is closed. The answer of each change replaces the row shown.
import { useState } from 'react';
import * as v from 'valibot';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useFeedbackChange } from '@/lib/api/admin/use-feedback';
import { FEEDBACK_STATUS_LABELS } from '@/lib/domain/admin/feedback';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import { firstTip } from '@/lib/protocol/fields';
import type { FeedbackRow } from '@/lib/protocol/shapes/admin/feedback';

import styles from '../admin.module.css';
import { AdminImage } from '../home/admin-image';
import own from '../platform/platform.module.css';
import mine from './feedback.module.css';

const REPLY = adminCallNamed('feedback/reply').request;

type Props = {
  row: FeedbackRow;
  imageLine: string;
  onChanged: (row: FeedbackRow) => void;
  onClose: () => void;
};

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export function FeedbackDetail({ row, imageLine, onChanged, onClose }: Props) {
  const reply = useFeedbackChange('feedback/reply');
  const close = useFeedbackChange('feedback/close');
  const [text, setText] = useState('');
  const [tip, setTip] = useState('');
  const run = async (change: () => Promise<{ item: FeedbackRow }>) => {
    setTip('');
    try {
      onChanged((await change()).item);
    } catch (e) {
      setTip(e instanceof AdminCallError ? e.tip : '操作失败，请重试');
    }
  };
  const send = () => {
    const checked = v.safeParse(REPLY, { id: row.id, reply: text });
    if (!checked.success) return setTip(firstTip(REPLY, checked.issues));
    void run(() => reply.mutateAsync(checked.output));
  };
  const busy = reply.isPending || close.isPending;
  return (
    <section className={mine.detail} aria-label={`反馈${row.id}`}>
      <h2>
        反馈 {row.id}（{FEEDBACK_STATUS_LABELS[row.status]}）
      </h2>
      <p className={styles.muted}>
        {row.nickname}（编号 {row.userId}，{row.account ? `账号 ${row.account}` : '游客'}）·{' '}
        {row.category} · {when(row.createdAt)}
        {row.contact ? ` · 联系方式 ${row.contact}` : ''}
      </p>
      <p className={mine.quote}>{row.content}</p>
      {row.images.length > 0 ? (
        <div className={mine.pictures}>
          {row.images.map((path, i) => (
            <AdminImage
              key={path}
              line={imageLine}
              path={path}
              alt={`反馈图片${i + 1}`}
              className={mine.picture}
            />
          ))}
        </div>
      ) : null}
      {row.reply ? (
        <>
          <h3>已回复{row.repliedAt ? `（${when(row.repliedAt)}）` : ''}</h3>
          <p className={mine.quote}>{row.reply}</p>
        </>
      ) : null}
      {row.status === 'open' ? (
        <label className={styles.field}>
          回复内容（用户在“消息 · 反馈回复”中看到）
          <textarea
            className={styles.input}
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      ) : null}
      {tip ? (
        <p className={styles.error} role="alert">
          {tip}
        </p>
      ) : null}
      <div className={own.actions}>
        {row.status === 'open' ? (
          <button type="button" className={styles.button} disabled={busy} onClick={send}>
            发送回复
          </button>
        ) : null}
        {row.status !== 'closed' ? (
          <button
            type="button"
            className={`${styles.button} ${styles.ghost}`}
            disabled={busy}
            onClick={() => void run(() => close.mutateAsync({ id: row.id }))}
          >
            关闭反馈
          </button>
        ) : null}
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
          收起
        </button>
      </div>
    </section>
  );
}
