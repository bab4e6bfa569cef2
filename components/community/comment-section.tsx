'use client';
// The comments under a post or a video (the player's 评论 tab): newest or hottest threads,
// endless, with the composer fixed at the bottom (replying to a comment from the list).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { commentsQuery, type CommentSubject } from '@/lib/api/community/comments';
import type { Author, CommentSort } from '@/lib/api/community/community-types';
import { pageItems } from '@/lib/api/paging';
import type { Person } from '@/lib/domain/community/mentions';

import { CommentComposer } from './comment-composer';
import { CommentItem, type ReplyTarget } from './comment-item';
import styles from './comments.module.css';

const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
];

export interface CommentSectionProps {
  subject: CommentSubject;
  /** The subject's comments, replies too; null: the count shows elsewhere (the player's tab). */
  count: number | null;
  /** The post's author, whom an @name may mean before any comment loads. */
  author?: Author;
  now: number;
  active: boolean;
  /** A post not yet published takes no comments. */
  closed?: boolean;
}

export function CommentSection({
  subject,
  count,
  author,
  now,
  active,
  closed,
}: CommentSectionProps) {
  const [sort, setSort] = useState<CommentSort>('new');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const query = useInfiniteQuery(commentsQuery(subject, sort));
  const people = useMemo<Person[]>(() => {
    const threads = query.data?.pages.flatMap((p) => pageItems(p)) ?? [];
    const all = [
      ...(author ? [author] : []),
      ...threads.flatMap((t) => [t.author, ...t.latestReplies.map((r) => r.author)]),
    ];
    return [...new Map(all.map((a) => [a.id, { id: a.id, name: a.name }])).values()];
  }, [query.data, author]);

  return (
    <section id="comments" className={styles.section} aria-label="评论">
      <h2 className={styles.heading}>
        {count === null ? null : `评论 ${count}`}
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
        subject={subject}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        people={people}
        disabled={closed}
      />
    </section>
  );
}
