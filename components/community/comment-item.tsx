'use client';
// One comment: author, time, text with mentions, 回复 and a like; a top comment shows its newest
// replies and opens the rest of its thread on demand. The same for a post's and a video's.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { HeartIcon } from '@/components/icons/player-icons';
import { errorText } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { commentsQuery, subjectOfComment, useLikeComment } from '@/lib/api/community/comments';
import type { Comment, CommentThread } from '@/lib/api/community/community-types';
import { pageItems } from '@/lib/api/paging';
import { formatCount, stampedTime } from '@/lib/domain/platform/format';
import { userAtom } from '@/lib/state/session-atoms';

import { Avatar } from './author-line';
import { CommentText } from './comment-text';
import styles from './comments.module.css';
import { ReportButton } from './report-dialog';

export type ReplyTarget = { parentId: number; name: string };

function LikeComment({ comment }: { comment: Comment }) {
  const like = useLikeComment(comment);
  const toast = useToast();
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={comment.liked}
      aria-label={`${comment.liked ? '取消点赞' : '点赞'}，${comment.likes}个赞`}
      disabled={like.isPending}
      onClick={() =>
        like.mutate(!comment.liked, { onError: (error) => toast.error(errorText(error)) })
      }
    >
      <HeartIcon filled={comment.liked} className={styles.likeIcon} />
      {comment.likes > 0 ? formatCount(comment.likes) : null}
    </button>
  );
}

function CommentRow({
  comment,
  now,
  onReply,
}: {
  comment: Comment;
  now: number;
  onReply: (target: ReplyTarget) => void;
}) {
  // One's own comment offers no 举报 (the origin refuses it: 不能举报自己).
  const me = useAtomValue(userAtom);
  const mine = me !== null && Number(me.id) === comment.author.id;
  return (
    <div className={styles.row} data-reply={comment.parentId !== null || undefined}>
      <Avatar author={comment.author} size={comment.parentId === null ? 32 : 24} />
      <div className={styles.main}>
        <span className={styles.name}>{comment.author.name}</span>
        <CommentText comment={comment} />
        <span className={styles.meta}>
          {stampedTime(comment.createdAt, now)}
          <button
            type="button"
            className={styles.reply}
            onClick={() => onReply({ parentId: comment.id, name: comment.author.name })}
          >
            回复
          </button>
          {!mine && <ReportButton type="comment" id={comment.id} className={styles.reply} />}
          <LikeComment comment={comment} />
        </span>
      </div>
    </div>
  );
}

export function CommentItem({
  thread,
  now,
  onReply,
}: {
  thread: CommentThread;
  now: number;
  onReply: (target: ReplyTarget) => void;
}) {
  const [open, setOpen] = useState(false);
  const replies = useInfiniteQuery({
    ...commentsQuery(subjectOfComment(thread), 'new', thread.id),
    enabled: open,
  });
  const all = open
    ? (replies.data?.pages.flatMap((p) => pageItems(p)) ?? [])
    : thread.latestReplies;
  const more = open ? replies.hasNextPage : thread.replies > thread.latestReplies.length;
  return (
    <li className={styles.item}>
      <CommentRow comment={thread} now={now} onReply={onReply} />
      {all.length > 0 && (
        <ul className={styles.replies}>
          {all.map((reply) => (
            <li key={reply.id}>
              <CommentRow comment={reply} now={now} onReply={onReply} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className={styles.moreReplies}
          disabled={replies.isFetching}
          onClick={() => (open ? void replies.fetchNextPage() : setOpen(true))}
        >
          {replies.isFetching ? '加载中…' : `查看全部${thread.replies}条回复`}
        </button>
      )}
    </li>
  );
}
