// The 社区 feed while it loads, in the shape of what comes: post cards (author line, a few lines
// of text, a row of pictures, the actions), under the category tabs when the whole tab is still
// on its way. Announced once as 加载中; the parts are decorative.
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';

import card from './post-card.module.css';
import styles from './post-feed-skeleton.module.css';

function PostCardSkeleton({ pictures }: { pictures: number }) {
  return (
    <div className={card.card} aria-hidden="true">
      <span className={styles.head}>
        <Skeleton width={36} height={36} circle />
        <span className={styles.who}>
          <Skeleton width={96} height={14} />
          <Skeleton width={64} height={11} />
        </span>
      </span>
      <span className={styles.lines}>
        <Skeleton width="100%" height={14} />
        <Skeleton width="72%" height={14} />
      </span>
      {pictures > 0 && (
        <span className={styles.pictures}>
          {Array.from({ length: pictures }, (_, i) => (
            <Skeleton key={i} width="100%" aspectRatio={1} radius={6} />
          ))}
        </span>
      )}
      <span className={styles.actions}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width={44} height={14} />
        ))}
      </span>
    </div>
  );
}

export function PostFeedSkeleton({ tabs = false }: { tabs?: boolean }) {
  return (
    <div
      className={skeletonArea()}
      role="status"
      aria-busy="true"
      aria-label="加载中"
      data-skeleton="posts"
    >
      {tabs && (
        <span className={styles.tabs} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} width={40} height={16} />
          ))}
        </span>
      )}
      <PostCardSkeleton pictures={3} />
      <PostCardSkeleton pictures={0} />
      <PostCardSkeleton pictures={3} />
    </div>
  );
}
