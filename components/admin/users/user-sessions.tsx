'use client';
// A user's sessions (devices), newest first, with 结束此登录 on a live one and 全部结束: an ended
// session's next call answers 1000, so the app signs in afresh (as a guest).
import { useState } from 'react';

import { useUserChange, useUserSessions } from '@/lib/api/admin/use-users';

import styles from '../admin.module.css';
import { OnceFormOutcome } from '../once-form';
import { useUserId } from './user-context';
import { timeText } from './users-text';

export function UserSessions() {
  const id = useUserId();
  const sessions = useUserSessions(id);
  const end = useUserChange('users/sessions/end', id);
  const [done, setDone] = useState('');
  const run = (sessionId?: number) => {
    setDone('');
    end.mutate(
      { id, sessionId },
      {
        onSuccess: (r) => setDone(r.ended > 0 ? `已结束 ${r.ended} 个登录` : '没有需要结束的登录'),
      },
    );
  };
  if (sessions.error)
    return (
      <p className={styles.error} role="alert">
        {sessions.error.message}
      </p>
    );
  if (!sessions.data) return <p className={styles.muted}>加载中…</p>;
  const live = sessions.data.items.filter((s) => s.live).length;
  return (
    <div>
      <p className={styles.muted}>
        当前在线登录 {live} 个（最近 50 个登录）
        <button
          type="button"
          className={styles.button}
          disabled={end.isPending || live === 0}
          onClick={() => run()}
        >
          全部结束
        </button>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="登录设备">
          <thead>
            <tr>
              <th scope="col">编号</th>
              <th scope="col">设备</th>
              <th scope="col">登录时间</th>
              <th scope="col">最近在线</th>
              <th scope="col">状态</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.items.map((s) => (
              <tr key={s.id} data-testid="session-row">
                <td>{s.id}</td>
                <td>{s.deviceId || '—'}</td>
                <td>{timeText(s.createdAt)}</td>
                <td>{timeText(s.lastSeenAt)}</td>
                <td>{s.live ? '在线' : s.endedAt ? `已结束 ${timeText(s.endedAt)}` : '已过期'}</td>
                <td>
                  {s.live ? (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.ghost}`}
                      disabled={end.isPending}
                      onClick={() => run(s.id)}
                      aria-label={`结束登录 ${s.id}`}
                    >
                      结束此登录
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OnceFormOutcome problem={end.error?.message ?? ''} done={done} />
    </div>
  );
}
