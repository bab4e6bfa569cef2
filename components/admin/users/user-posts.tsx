'use client';
// A user's posts, any status, newest first: each links to its page in the app.
import { useState } from 'react';

import { useUserPosts } from '@/lib/api/admin/use-users';
import { postRoute } from '@/lib/domain/community/links';

import styles from '../admin.module.css';
import { PagePager, pageCount } from '../page-pager';
import { useUserId } from './user-context';
import { postStatusText, timeText } from './users-text';

const PAGE_SIZE = 10;

export function UserPosts() {
  const id = useUserId();
  const [page, setPage] = useState(1);
  const posts = useUserPosts(id, page, PAGE_SIZE);
  if (posts.error)
    return (
      <p className={styles.error} role="alert">
        {posts.error.message}
      </p>
    );
  if (!posts.data) return <p className={styles.muted}>加载中…</p>;
  return (
    <div>
      <p className={styles.muted}>共 {posts.data.total} 篇帖子</p>
      <ul>
        {posts.data.items.map((p) => (
          <li key={p.id} data-testid="post-row">
            <a href={postRoute(p.id)} target="_blank" rel="noreferrer">
              {p.subject || `帖子 ${p.id}`}
            </a>{' '}
            · {postStatusText(p.status)} · 赞 {p.likes} · 评论 {p.comments} ·{' '}
            {timeText(p.createdAt)}
          </li>
        ))}
      </ul>
      <PagePager page={page} pages={pageCount(posts.data.total, PAGE_SIZE)} onPage={setPage} />
    </div>
  );
}
