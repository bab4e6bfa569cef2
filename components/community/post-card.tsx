'use client';
// A post in a feed: author and time, the text (全文 to expand), its pictures or its video's
// poster (which opens the player), and like / collect / comments. The body opens the post.
import Link from 'next/link';
import { memo } from 'react';

import { PlayIcon } from '@/components/icons/player-icons';
import { DiamondIcon } from '@/components/icons/video-icons';
import { LazyImage } from '@/components/ui/lazy-image';
import type { PostCard as PostData } from '@/lib/api/community/community-types';
import { postRoute } from '@/lib/domain/community/links';
import { formatClock, formatDiamond } from '@/lib/domain/platform/format';
import { videoRoute } from '@/lib/domain/video/links';

import { AuthorLine } from './author-line';
import { ExpandableText } from './expandable-text';
import { PostActions } from './post-actions';
import styles from './post-card.module.css';
import { PostImages } from './post-images';

export interface PostCardProps {
  post: PostData;
  now: number;
  /** First screen: pictures load at once. */
  preload?: boolean;
  /** On the post's own page: the text in full, no link to itself. */
  full?: boolean;
}

export function PostVideo({
  video,
  preload,
}: {
  video: NonNullable<PostData['video']>;
  preload: boolean;
}) {
  return (
    <Link href={videoRoute(video.id)} className={styles.video} aria-label="播放视频">
      <LazyImage src={video.cover} alt="" aspectRatio="16 / 9" preload={preload} />
      <span className={styles.play} aria-hidden="true">
        <PlayIcon />
      </span>
      <span className={styles.duration}>{formatClock(video.duration)}</span>
    </Link>
  );
}

function PaidBadge({ post }: { post: PostData }) {
  if (post.price === 0) return null;
  return (
    <span className={styles.paid}>
      <DiamondIcon className={styles.paidIcon} />
      {post.locked ? `${formatDiamond(post.price)}钻石解锁` : '已解锁'}
    </span>
  );
}

export const PostCard = memo(function PostCard({
  post,
  now,
  preload = false,
  full = false,
}: PostCardProps) {
  const extra = (
    <>
      {post.category && <span className={styles.topic}>#{post.category.name}</span>}
      {post.essence && <span className={styles.essence}>精华</span>}
    </>
  );
  return (
    <article className={styles.card} aria-label={`${post.author.name}的帖子`}>
      <AuthorLine author={post.author} createdAt={post.createdAt} now={now} extra={extra} />
      {full ? (
        <p className={styles.fullText}>{post.content}</p>
      ) : (
        <ExpandableText text={post.content} href={postRoute(post.id)} />
      )}
      <PaidBadge post={post} />
      <PostImages postId={post.id} images={post.images} count={post.imageCount} preload={preload} />
      {post.video && <PostVideo video={post.video} preload={preload} />}
      <PostActions post={post} />
    </article>
  );
});
