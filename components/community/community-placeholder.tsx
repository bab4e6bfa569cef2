'use client';
// 社区 while its screen's code loads: the tab's header and bar around the feed's own skeleton
// (category tabs over post cards). Imported by the shell (app/_shell/kept-alive), it also puts
// the screen's area styles in the shell's stylesheet: the server renders the screen itself as a
// launch frame, and a lazily loaded module's styles come a moment after the first paint.
import { TabScreenPlaceholder } from '@/components/shell/tab-screen';

import styles from './community-screen.module.css';
import { PostFeedSkeleton } from './post-feed-skeleton';

export function CommunityPlaceholder() {
  return (
    <TabScreenPlaceholder title="社区" publish>
      <div className={styles.area}>
        <PostFeedSkeleton tabs />
      </div>
    </TabScreenPlaceholder>
  );
}
