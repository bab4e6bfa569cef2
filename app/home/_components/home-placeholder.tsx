'use client';
// Stand-in home screen until the shell issue builds the real one: shows who is signed in.
import { useCurrentUser } from '@/lib/api/user';

import styles from './home-placeholder.module.css';

function label(user: { id: number | string; isGuest?: unknown } | null): string {
  if (!user) return '';
  return user.isGuest === false ? `用户 #${user.id}` : `游客 #${user.id}`;
}

export function HomePlaceholder() {
  const { user, query } = useCurrentUser();
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>首页</h1>
      <p className={styles.user} data-testid="current-user">
        {label(user)}
      </p>
      <button
        type="button"
        className={styles.refresh}
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? '刷新中…' : '刷新资料'}
      </button>
      {query.isError ? <p className={styles.error}>资料刷新失败，请稍后重试</p> : null}
    </main>
  );
}
