'use client';
// 概览: who is signed in and what this role may open; the rest of the console comes with its
// areas (issue 41 items 4–5, part 2).
import { ROLE_LABELS } from '@/lib/domain/admin/roles';

import styles from './admin.module.css';
import { useMe } from './admin-me';
import { OpenCounts } from './community/open-counts';

export function OverviewScreen() {
  const me = useMe();
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        概览
      </h1>
      <div className={styles.card}>
        <p>
          欢迎，{me.name}（{ROLE_LABELS[me.role]}）。
        </p>
        <p className={styles.muted}>
          {me.totpEnrolled ? '已绑定动态验证码。' : '尚未绑定动态验证码。'}
          从左侧选择要管理的内容。
        </p>
      </div>
      <OpenCounts />
    </section>
  );
}
