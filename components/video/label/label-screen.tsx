'use client';
// /subpage/labelPage?id=&name= (§2): a tag's videos (media/tag/details), newest or hottest
// first, one swipeable pane per order.
import { usePageSearchParams } from '@/components/shell/page-active';
import { Header } from '@/components/ui/header';
import { BadLinkState } from '@/components/video/bad-link-state';
import { SortTabs, sortLabel, type SortOption } from '@/components/video/sort-tabs';
import { VideoFeedOf } from '@/components/video/video-feed';
import { tagFeedQuery } from '@/lib/api/video/media';
import type { TagSort } from '@/lib/api/video/media-types';
import { parseQueryId } from '@/lib/domain/video/links';

import styles from './label-screen.module.css';

export const TAG_SORTS: readonly SortOption<TagSort>[] = [
  { key: 'new', name: '最新' },
  { key: 'hot', name: '最热' },
];

export function LabelScreen() {
  const params = usePageSearchParams();
  const id = parseQueryId(params.get('id'));
  const name = params.get('name')?.trim() ?? '';
  return (
    <div className={styles.screen}>
      <Header title={name || '标签'} />
      <main>
        {id === null ? (
          <BadLinkState description="没有找到这个标签，请从首页重新进入" />
        ) : (
          <SortTabs sorts={TAG_SORTS} idPrefix="label-sort">
            {(sort, active) => (
              <VideoFeedOf
                options={tagFeedQuery(id, sort)}
                active={active}
                emptyText="该标签下暂无视频"
                label={sortLabel(TAG_SORTS, sort)}
              />
            )}
          </SortTabs>
        )}
      </main>
    </div>
  );
}
