'use client';
// /community/postDetail?id= (and /circle/postDetail, §2 content type 4): the post in full, the
// pay sheet for a locked paid post, then its comments with the composer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { usePageActive, usePageSearchParams } from '@/components/shell/page-active';
import { DiamondPayDialog } from '@/components/ui/diamond-pay-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/envelope';
import type { PostDetail } from '@/lib/api/community/community-types';
import { postDetailQuery, usePayPost } from '@/lib/api/community/posts';
import { formatDiamond } from '@/lib/domain/platform/format';
import { parseQueryId } from '@/lib/domain/video/links';

import { CommentSection } from './comment-section';
import { PostCard } from './post-card';
import styles from './post-detail.module.css';
import { useNow } from '@/components/shell/use-now';

const STATUS_TEXT = {
  pending: '审核中，仅自己可见',
  rejected: '未通过审核',
  published: '',
} as const;

function Unlock({ post }: { post: PostDetail }) {
  const [open, setOpen] = useState(false);
  // The origin said 4010: the balance is short whatever the last known balance said.
  const [short, setShort] = useState(false);
  const pay = usePayPost(post.id);
  const toast = useToast();
  const buy = () =>
    pay.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.code === 200) {
          setOpen(false);
          toast.success('购买成功');
        } else setShort(true);
      },
      onError: () => toast.error('购买失败，请重试'),
    });
  return (
    <>
      <button type="button" className={styles.unlock} onClick={() => setOpen(true)}>
        {formatDiamond(post.price)} 钻石解锁全文
      </button>
      <DiamondPayDialog
        open={open}
        title="解锁付费内容"
        price={post.price}
        balance={post.balance}
        short={short}
        paying={pay.isPending}
        onClose={() => setOpen(false)}
        onPay={buy}
      >
        购买后即可查看全文、图片和视频，永久有效
      </DiamondPayDialog>
    </>
  );
}

function PostView({ post }: { post: PostDetail }) {
  const now = useNow();
  const active = usePageActive();
  return (
    <>
      {post.status !== 'published' && (
        <p className={styles.status} data-status={post.status}>
          {STATUS_TEXT[post.status]}
          {post.rejectReason && `：${post.rejectReason}`}
        </p>
      )}
      <PostCard post={post} now={now} preload full />
      {post.locked && <Unlock post={post} />}
      <CommentSection
        subject={{ postId: post.id }}
        count={post.comments}
        author={post.author}
        now={now}
        active={active}
        closed={post.status !== 'published'}
      />
    </>
  );
}

export function PostDetailScreen() {
  const id = parseQueryId(usePageSearchParams().get('id'));
  return (
    <main className={styles.screen}>
      <Header title="帖子详情" />
      {id === null ? (
        <EmptyState text="帖子链接有误" description="没有找到这条帖子，请返回重新选择" />
      ) : (
        <PostLoader key={id} id={id} />
      )}
    </main>
  );
}

function PostLoader({ id }: { id: number }) {
  const query = useQuery(postDetailQuery(id));
  if (query.data) return <PostView post={query.data} />;
  if (query.isError) {
    return isApiError(query.error) && query.error.code === 4040 ? (
      <EmptyState text="帖子不存在或已删除" description="去社区看看其他内容吧" />
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <div className={styles.loading} role="status" aria-label="加载中">
      <SkeletonLines lines={4} />
    </div>
  );
}
