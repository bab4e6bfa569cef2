'use client';
// /mine/myFollow: the UP主 the user follows (upblogers/list { followed }), the latest follow
// first; a row opens their page, 已关注 unfollows after a confirm and the row goes. None yet says
// so and leads to the UP主 ranking.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';

import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { useConfirm } from '@/components/ui/confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { IntentLink } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { InfiniteList } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/components/ui/error-state';
import type { UploaderCard } from '@/lib/api/community/community-types';
import { followedUploadersQuery, useFollow } from '@/lib/api/community/uploaders';
import { upInfoRoute } from '@/lib/domain/community/links';
import { formatCount } from '@/lib/domain/platform/format';

import { SubPage } from '../parts/sub-page';
import styles from './my-follow-screen.module.css';

const UP_RANK_ROUTE = '/subpage/upRank';

function FollowRow({ up }: { up: UploaderCard }) {
  const confirm = useConfirm();
  const toast = useToast();
  const follow = useFollow(up.id);
  const unfollow = async () => {
    if (!(await confirm({ title: '取消关注', message: `确定不再关注「${up.name}」吗？` }))) return;
    try {
      await follow.mutateAsync(false);
      toast.success('已取消关注');
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <div className={styles.row}>
      <IntentLink href={upInfoRoute(up.id)} className={styles.who}>
        <span className={styles.avatar}>
          {up.avatar ? (
            <LazyImage
              src={up.avatar}
              alt=""
              aspectRatio="1 / 1"
              placeholder={<DefaultAvatarIcon aria-hidden="true" />}
            />
          ) : (
            <DefaultAvatarIcon aria-hidden="true" />
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{up.name}</span>
          <span className={styles.meta}>
            {formatCount(up.followers)}粉丝 · {up.videos}个视频 · {up.posts}个帖子
          </span>
        </span>
      </IntentLink>
      <button
        type="button"
        className={styles.following}
        onClick={unfollow}
        disabled={follow.isPending}
        aria-label={`取消关注${up.name}`}
      >
        已关注
      </button>
    </div>
  );
}

export function MyFollowScreen() {
  const router = useRouter();
  const query = useInfiniteQuery(followedUploadersQuery());
  return (
    <SubPage title="我的关注">
      <InfiniteList
        query={query}
        getKey={(up) => up.id}
        renderItem={(up) => <FollowRow up={up} />}
        empty={
          <EmptyState
            text="还没有关注任何人"
            actionText="看看UP主排行"
            onAction={() => router.push(UP_RANK_ROUTE)}
          />
        }
        aria-label="我的关注"
      />
    </SubPage>
  );
}
