'use client';
// §2 likeVideo: like and collect, optimistic; a failure puts the old state back with a toast.
import { HeartIcon, StarIcon } from '@/components/icons/player-icons';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/components/ui/error-state';
import { useCollectVideo, useLikeVideo } from '@/lib/api/video/media-play';
import type { VideoDetail } from '@/lib/api/video/media-types';
import { formatCount } from '@/lib/domain/platform/format';

import styles from './long-video.module.css';

export function LikeVideo({ video }: { video: VideoDetail }) {
  const toast = useToast();
  const like = useLikeVideo(video.id);
  const collect = useCollectVideo(video.id);
  const fail = (error: unknown) => toast.error(errorText(error));

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-pressed={video.liked}
        aria-label={video.liked ? '取消点赞' : '点赞'}
        disabled={like.isPending}
        onClick={() => like.mutate({ on: !video.liked }, { onError: fail })}
      >
        <HeartIcon filled={video.liked} className={styles.actionIcon} />
        <span>{video.likes > 0 ? formatCount(video.likes) : '点赞'}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        aria-pressed={video.collected}
        aria-label={video.collected ? '取消收藏' : '收藏'}
        disabled={collect.isPending}
        onClick={() =>
          collect.mutate(
            { on: !video.collected },
            {
              onError: fail,
              onSuccess: (_data, { on }) => toast(on ? '已收藏' : '已取消收藏'),
            },
          )
        }
      >
        <StarIcon filled={video.collected} className={styles.actionIcon} />
        <span>{video.collected ? '已收藏' : '收藏'}</span>
      </button>
    </div>
  );
}
