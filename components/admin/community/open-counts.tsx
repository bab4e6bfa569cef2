'use client';
// The console home's line of open moderation items (待处理举报, 违规词拦截), for the roles that
// may work the queue; it links to 社区.
import Link from 'next/link';

import { useOpenCounts } from '@/lib/api/admin/use-community';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';

export function OpenCounts() {
  const me = useMe();
  const allowed = mayCall(me, 'community/counts');
  const counts = useOpenCounts(allowed);
  if (!allowed || !counts.data) return null;
  const { reports, words, total } = counts.data;
  return (
    <div className={styles.card} data-testid="open-counts">
      <p>
        待审核 <strong>{total}</strong> 条：用户举报 {reports} 条，违规词拦截 {words} 条。{' '}
        <Link href="/admin/community">去处理</Link>
      </p>
    </div>
  );
}
