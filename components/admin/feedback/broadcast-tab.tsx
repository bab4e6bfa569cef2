'use client';
// 群发消息: a 系统通知 to every user or a segment (lib/domain/admin/feedback.ts says who each
// reaches); the answer says how many users it reached.
import { useState } from 'react';
import * as v from 'valibot';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useFeedbackChange } from '@/lib/api/admin/use-feedback';
import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
  type BroadcastAudience,
} from '@/lib/domain/admin/feedback';
import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import { firstTip } from '@/lib/protocol/fields';

import styles from '../admin.module.css';
import { OnceFormOutcome } from '../once-form';
import own from '../platform/platform.module.css';

const SCHEMA = adminCallNamed('message/broadcast').request;

export function BroadcastTab() {
  const send = useFeedbackChange('message/broadcast');
  const [audience, setAudience] = useState<BroadcastAudience>('everyone');
  const [since, setSince] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tip, setTip] = useState('');
  const [done, setDone] = useState('');
  const submit = async () => {
    setTip('');
    setDone('');
    const input = { audience, since: since || undefined, title, body };
    const checked = v.safeParse(SCHEMA, input);
    if (!checked.success) return setTip(firstTip(SCHEMA, checked.issues));
    try {
      const sent = await send.mutateAsync(checked.output);
      setDone(`已发送给 ${sent.reached} 位用户`);
      setTitle('');
      setBody('');
    } catch (e) {
      setTip(e instanceof AdminCallError ? e.tip : '发送失败，请重试');
    }
  };
  return (
    <div className={`${styles.card} ${own.editor}`}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className={styles.field}>
          发送对象
          <select
            className={styles.input}
            value={audience}
            onChange={(e) => setAudience(e.target.value as BroadcastAudience)}
          >
            {BROADCAST_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {BROADCAST_AUDIENCE_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          注册日期不早于（北京时间，可不填）
          <input
            className={styles.input}
            type="date"
            value={since}
            onChange={(e) => setSince(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          消息标题
          <input
            className={styles.input}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          消息内容
          <textarea
            className={styles.input}
            rows={5}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <p className={styles.muted}>
          “全部用户”且不填日期时，之后新来的用户也能看到这条消息；其余只发给发送时符合条件的用户。
        </p>
        <OnceFormOutcome problem={tip} done={done} />
        <div className={own.actions}>
          <button type="submit" className={styles.button} disabled={send.isPending}>
            发送
          </button>
        </div>
      </form>
    </div>
  );
}
