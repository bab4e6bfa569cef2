'use client';
// A post's action row: like and collect (optimistic, rolled back with a toast on failure), the
// comment count, which opens the post's comments, 分享 (the share sheet, docs/share.md) and 更多
// (举报: docs/community-api.md "Reports").
import Link from 'next/link';
import { useState } from 'react';

import { HeartIcon, StarIcon } from '@/components/icons/player-icons';
import { MessageIcon } from '@/components/icons/mine-icons';
import { ShareButton } from '@/components/share/share-button';
import { ActionSheet } from '@/components/ui/action-sheet';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/components/ui/error-state';
import { useCollectPost, useLikePost } from '@/lib/api/community/posts';
import type { PostCard } from '@/lib/api/community/community-types';
import { formatCount } from '@/lib/domain/platform/format';
import { postRoute } from '@/lib/domain/community/links';
import { shareTitle } from '@/lib/domain/share/link';

import styles from './post-card.module.css';
import { ReportDialog } from './report-dialog';

/** 更多: the post's menu (举报 today). */
function PostMore({ id }: { id: number }) {
  const [menu, setMenu] = useState(false);
  const [report, setReport] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-label="更多"
        aria-haspopup="dialog"
        onClick={() => setMenu(true)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <ActionSheet
        open={menu}
        onClose={() => setMenu(false)}
        ariaLabel="帖子操作"
        actions={[{ label: '举报', danger: true, onSelect: () => setReport(true) }]}
      />
      {report && (
        <ReportDialog open={report} onClose={() => setReport(false)} type="post" id={id} />
      )}
    </>
  );
}

export function PostActions({ post }: { post: PostCard }) {
  const like = useLikePost();
  const collect = useCollectPost();
  const toast = useToast();
  const fail = (error: unknown) => toast.error(errorText(error));
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-pressed={post.liked}
        aria-label={post.liked ? '取消点赞' : '点赞'}
        data-on={post.liked || undefined}
        onClick={() => like.mutate({ id: post.id, like: !post.liked }, { onError: fail })}
      >
        <HeartIcon filled={post.liked} className={styles.actionIcon} />
        <span>{post.likes > 0 ? formatCount(post.likes) : '点赞'}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        aria-pressed={post.collected}
        aria-label={post.collected ? '取消收藏' : '收藏'}
        data-on={post.collected || undefined}
        onClick={() => collect.mutate({ id: post.id, collect: !post.collected }, { onError: fail })}
      >
        <StarIcon filled={post.collected} className={styles.actionIcon} />
        <span>{post.collects > 0 ? formatCount(post.collects) : '收藏'}</span>
      </button>
      <Link
        href={`${postRoute(post.id)}#comments`}
        className={styles.action}
        aria-label={`评论 ${post.comments}`}
      >
        <MessageIcon className={styles.actionIcon} />
        <span>{post.comments > 0 ? formatCount(post.comments) : '评论'}</span>
      </Link>
      <ShareButton
        target={{
          subject: { kind: 'post', id: post.id },
          title: shareTitle(post.content, `${post.author.name}的帖子`),
          cover: post.images[0] ?? post.video?.cover ?? null,
        }}
        label="分享"
        className={styles.action}
        iconClassName={styles.actionIcon}
      />
      <PostMore id={post.id} />
    </div>
  );
}
