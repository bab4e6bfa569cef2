'use client';
// The short-video screen's overlays on each clip: its uploader and title (ClipInfo), and the
// rail on the right (ClipRail): the uploader's page, like, comments, share (the share sheet,
// docs/share.md) and sound.
import Link from 'next/link';
import { useState } from 'react';

import {
  CommentBubbleIcon,
  HeartIcon,
  ShareIcon,
  VolumeIcon,
} from '@/components/icons/player-icons';
import { ShareSheet } from '@/components/share/share-sheet';
import { LazyImage } from '@/components/ui/lazy-image';
import type { ShortCard } from '@/lib/api/video/media-types';
import { upInfoRoute } from '@/lib/domain/community/links';
import { formatCount } from '@/lib/domain/platform/format';

import type { ShortPlayerState } from './short-player';
import styles from './short-video.module.css';

export function ClipInfo({ clip }: { clip: ShortCard }) {
  return (
    <div className={styles.info}>
      {clip.uploader ? <p className={styles.uploaderName}>@{clip.uploader.name}</p> : null}
      <p className={styles.clipTitle}>
        {clip.access === 'vip' ? <span className={styles.badge}>VIP</span> : null}
        {clip.access === 'paid' ? <span className={styles.badge}>付费</span> : null}
        {clip.title}
      </p>
    </div>
  );
}

export function ClipRail({
  clip,
  state,
  onComments,
}: {
  clip: ShortCard;
  state: ShortPlayerState;
  onComments: () => void;
}) {
  const [sharing, setSharing] = useState(false);
  const liked = state.info?.video.liked ?? false;
  const likes = state.info?.video.likes ?? clip.likes;
  return (
    <div className={styles.rail}>
      {clip.uploader ? (
        <Link
          href={upInfoRoute(clip.uploader.id)}
          className={styles.railButton}
          aria-label={`${clip.uploader.name}的主页`}
        >
          {clip.uploader.avatar ? (
            <LazyImage
              src={clip.uploader.avatar}
              alt=""
              aspectRatio="1 / 1"
              className={styles.avatar}
            />
          ) : (
            <span className={styles.avatarInitial}>{Array.from(clip.uploader.name)[0]}</span>
          )}
        </Link>
      ) : null}
      <button
        type="button"
        className={styles.railButton}
        aria-pressed={liked}
        aria-label={liked ? '取消点赞' : '点赞'}
        onClick={state.toggleLike}
      >
        <HeartIcon filled={liked} className={styles.railIcon} />
        <span>{likes > 0 ? formatCount(likes) : '点赞'}</span>
      </button>
      <button type="button" className={styles.railButton} aria-label="评论" onClick={onComments}>
        <CommentBubbleIcon className={styles.railIcon} />
        <span>{clip.comments > 0 ? formatCount(clip.comments) : '评论'}</span>
      </button>
      <button
        type="button"
        className={styles.railButton}
        aria-label="分享"
        aria-haspopup="dialog"
        onClick={() => setSharing(true)}
      >
        <ShareIcon className={styles.railIcon} />
        <span>分享</span>
      </button>
      <button
        type="button"
        className={styles.railButton}
        aria-label={state.player.muted ? '取消静音' : '静音'}
        onClick={state.player.toggleMuted}
      >
        <VolumeIcon muted={state.player.muted} className={styles.railIcon} />
        <span>{state.player.muted ? '静音' : '声音'}</span>
      </button>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        target={{ subject: { kind: 'short', id: clip.id }, title: clip.title, cover: clip.cover }}
      />
    </div>
  );
}
