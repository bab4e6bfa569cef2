'use client';
// The comments under a post: newest or hottest threads, endless, with the composer fixed at
// the bottom (replying to a comment from the list).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { commentsQuery } from '@/lib/api/community/comments';
import type { CommentSort, PostDetail } from '@/lib/api/community/community-types';
import { pageItems } from '@/lib/api/paging';
import type { Person } from '@/lib/domain/mentions';

import { CommentComposer } from './comment-composer';
import { CommentItem, type ReplyTarget } from './comment-item';
import styles from './comments.module.css';

const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
];

export function CommentSection({
  post,
  now,
  active,
}: {
  post: PostDetail;
  now: number;
  active: boolean;
}) {
  const [sort, setSort] = useState<CommentSort>('new');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const query = useInfiniteQuery(commentsQuery(post.id, sort));
  const people = useMemo<Person[]>(() => {
    const threads = query.data?.pages.flatMap((p) => pageItems(p)) ?? [];
    const all = [
      post.author,
      ...threads.flatMap((t) => [t.author, ...t.latestReplies.map((r) => r.author)]),
    ];
    return [...new Map(all.map((a) => [a.id, { id: a.id, name: a.name }])).values()];
  }, [query.data, post.author]);

  return (
    <section id="comments" className={styles.section} aria-label="评论">
      <h2 className={styles.heading}>
        评论 {post.comments}
        <span className={styles.sorts}>
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              className={styles.sort}
              aria-pressed={sort === s.value}
              onClick={() => setSort(s.value)}
            >
              {s.label}
            </button>
          ))}
        </span>
      </h2>
      <InfiniteList
        query={query}
        getKey={(thread) => thread.id}
        renderItem={(thread) => <CommentItem thread={thread} now={now} onReply={setReplyTo} />}
        emptyText="还没有评论，快来抢沙发"
        refreshable={false}
        active={active}
        aria-label="评论列表"
      />
      <CommentComposer
        postId={post.id}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        people={people}
        disabled={post.status !== 'published'}
      />
    </section>
  );
}
