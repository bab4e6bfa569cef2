'use client';
// 概览: who is signed in and what this role may open; the rest of the console comes with its
// areas; open moderation items, then the dashboard's figures (issue 42).
import { ROLE_LABELS } from '@/lib/domain/admin/roles';

import styles from './admin.module.css';
import { DashboardPanel } from './dashboard/dashboard-panel';
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
      <DashboardPanel />
    </section>
  );
}
