'use client';
// /mine/myPost: the user's own posts in every moderation state (post/mypublish), newest first:
// 审核中, 已发布, or 未通过 with the moderator's reason. A row opens the post's page (its author
// sees it in any state); none yet says so and offers 去发帖.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';

import { EmptyState } from '@/components/ui/empty-state';
import { IntentLink } from '@/components/ui/intent-link';
import { InfiniteList } from '@/components/ui/list';
import type { PostCard, PostStatus } from '@/lib/api/community/community-types';
import { myPostsQuery } from '@/lib/api/community/posts';
import { postRoute, PUBLISH_ROUTE } from '@/lib/domain/community/links';
import { formatCount, formatDate } from '@/lib/domain/platform/format';

import { SubPage } from '../parts/sub-page';
import styles from './my-post-screen.module.css';

export const POST_STATUS_TEXT: Record<PostStatus, string> = {
  pending: '审核中',
  published: '已发布',
  rejected: '未通过',
};

function kindText(post: PostCard): string | null {
  if (post.kind === 'video') return '[视频]';
  if (post.kind === 'image') return `[图片${post.imageCount}张]`;
  return null;
}

function PostRow({ post }: { post: PostCard }) {
  const kind = kindText(post);
  return (
    <IntentLink href={postRoute(post.id)} className={styles.row}>
      <span className={styles.top}>
        <span className={styles.status} data-status={post.status}>
          {POST_STATUS_TEXT[post.status]}
        </span>
        <time className={styles.time}>{formatDate(post.createdAt, 'YYYY-MM-DD HH:mm')}</time>
      </span>
      <span className={styles.content}>
        {kind && <span className={styles.kind}>{kind}</span>}
        {post.content || '（无文字）'}
      </span>
      {post.status === 'rejected' && post.rejectReason && (
        <span className={styles.reason}>原因：{post.rejectReason}</span>
      )}
      {post.status === 'published' && (
        <span className={styles.meta}>
          {formatCount(post.likes)}赞 · {formatCount(post.comments)}评论
        </span>
      )}
    </IntentLink>
  );
}

export function MyPostScreen() {
  const router = useRouter();
  const query = useInfiniteQuery(myPostsQuery());
  return (
    <SubPage title="我的帖子">
      <InfiniteList
        query={query}
        getKey={(post) => post.id}
        renderItem={(post) => <PostRow post={post} />}
        empty={
          <EmptyState
            text="还没有发布帖子"
            actionText="去发帖"
            onAction={() => router.push(PUBLISH_ROUTE)}
          />
        }
        aria-label="我的帖子"
      />
    </SubPage>
  );
}
