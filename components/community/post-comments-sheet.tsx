'use client';
// A post's comments in a bottom sheet (the short-video pager's 评论: the post the clip was
// published in), shown by the community's own comment components (list, replies, composer).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useIsClient, useModal, usePresence } from '@/components/ui/use-modal';
import { postDetailQuery } from '@/lib/api/community/posts';

import { CommentSection } from './comment-section';
import styles from './post-comments-sheet.module.css';

const EXIT_MS = 250;

export function PostCommentsSheet({
  open,
  postId,
  onClose,
}: {
  open: boolean;
  /** The clip's post; null: the operator's own video, which takes no comments. */
  postId: number | null;
  onClose: () => void;
}) {
  const isClient = useIsClient();
  const { mounted, closing } = usePresence(open, EXIT_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({ open: open && isClient, panelRef, onClose, closeOnEscape: true });
  if (!isClient || !mounted) return null;
  return createPortal(
    <div className={styles.sheetRoot} data-state={closing ? 'closing' : 'open'}>
      <div className={styles.sheetBackdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label="评论"
        tabIndex={-1}
      >
        <button type="button" className={styles.sheetClose} aria-label="关闭评论" onClick={onClose}>
          ×
        </button>
        {postId === null ? (
          <p className={styles.sheetNote}>该视频暂不支持评论</p>
        ) : (
          <PostComments postId={postId} active={open} />
        )}
      </div>
    </div>,
    document.body,
  );
}

function PostComments({ postId, active }: { postId: number; active: boolean }) {
  const query = useQuery(postDetailQuery(postId));
  // The comments' times are shown against the moment the sheet opened.
  const [now] = useState(() => Date.now());
  if (query.isError)
    return <ErrorState message="评论加载失败" onRetry={() => void query.refetch()} />;
  if (!query.data) return <SkeletonLines lines={4} />;
  const post = query.data;
  return (
    <CommentSection
      subject={{ postId: post.id }}
      count={post.comments}
      author={post.author}
      now={now}
      active={active}
      closed={post.status !== 'published'}
    />
  );
}
