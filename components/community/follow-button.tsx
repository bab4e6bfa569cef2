'use client';
// 关注 / 已关注: the count shown next to it comes back from the origin (the exact one).
import { errorText } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { useFollow } from '@/lib/api/community/uploaders';

import styles from './uploader.module.css';

export function FollowButton({ id, following }: { id: number; following: boolean }) {
  const follow = useFollow(id);
  const toast = useToast();
  return (
    <button
      type="button"
      className={styles.follow}
      data-following={following || undefined}
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(!following, { onError: (error) => toast.error(errorText(error)) })
      }
    >
      {following ? '已关注' : '+ 关注'}
    </button>
  );
}
