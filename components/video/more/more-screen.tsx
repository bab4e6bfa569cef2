'use client';
// /subpage/morePage (§2): every published video (media/published), newest or hottest first.
import { Header } from '@/components/ui/header';
import { SortTabs, sortLabel, type SortOption } from '@/components/video/sort-tabs';
import { VideoFeedOf } from '@/components/video/video-feed';
import { publishedFeedQuery } from '@/lib/api/video/media';
import type { PublishedSort } from '@/lib/api/video/media-types';

import styles from './more-screen.module.css';

export const MORE_SORTS: readonly SortOption<PublishedSort>[] = [
  { key: 'new', name: '最新' },
  { key: 'hot', name: '最热' },
];

export function MoreScreen() {
  return (
    <div className={styles.screen}>
      <Header title="更多视频" />
      <main>
        <SortTabs sorts={MORE_SORTS} idPrefix="more-sort">
          {(sort, active) => (
            <VideoFeedOf
              options={publishedFeedQuery(sort)}
              active={active}
              emptyText="暂无视频"
              label={sortLabel(MORE_SORTS, sort)}
            />
          )}
        </SortTabs>
      </main>
    </div>
  );
}
