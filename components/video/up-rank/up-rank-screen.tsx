'use client';
// /subpage/upRank (§2 action up_list): the most watched videos (media/published sorted by
// views), numbered from 1, the top three highlighted.
import { Header } from '@/components/ui/header';
import { VideoFeedOf } from '@/components/video/video-feed';
import { publishedFeedQuery } from '@/lib/api/video/media';

import styles from './up-rank-screen.module.css';

export const RANK_TITLE = '热播排行榜';

export function UpRankScreen() {
  return (
    <div className={styles.screen}>
      <Header title={RANK_TITLE} />
      <main>
        <VideoFeedOf
          options={publishedFeedQuery('views')}
          layout="row"
          ranked
          emptyText="暂无排行数据"
          label={RANK_TITLE}
        />
      </main>
    </div>
  );
}
