'use client';
// What one keyword found (issue 35): tabs for 视频, 帖子 and UP主 over swipeable panes, each
// endless on its own, the keyword marked in what it matched. The videos' first page also says
// whether any post or UP主 matched: when nothing did at all, 没有找到相关内容 and the hot
// searches instead of tabs; when only another kind did, that tab opens first.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { InfiniteList } from '@/components/ui/list';
import { TabBar } from '@/components/ui/tab-bar';
import { TabPanes } from '@/components/ui/tab-panes';
import { VideoFeed } from '@/components/video/video-feed';
import { refreshFromFirstPage } from '@/lib/api/paging';
import {
  searchFeedQuery,
  searchKindQuery,
  type SearchKindPage,
  type SearchPage,
  type SearchSideKind,
} from '@/lib/api/video/media';

import { NoResult } from './no-result';
import { PostRow, UploaderRow } from './result-rows';
import styles from './result-screen.module.css';

export const RESULT_TABS = [
  { id: 'video', name: '视频' },
  { id: 'post', name: '帖子' },
  { id: 'uploader', name: 'UP主' },
] as const;

const ID_PREFIX = 'search-result';
const STICKY_TOP = 'calc(40px + env(safe-area-inset-top))';

/** Nothing of any kind: the first page lists no video, and no UP主 or post beside them. */
export function foundNothing(first: SearchPage): boolean {
  return first.list.length === 0 && !first.uploaders?.length && !first.posts?.length;
}

/** The tab to open on: 视频, or the first kind that found something when no video did. */
export function firstFoundTab(first: SearchPage | undefined): number {
  if (!first || first.list.length > 0) return 0;
  if (first.posts?.length) return 1;
  return first.uploaders?.length ? 2 : 0;
}

type KindItem<K extends SearchSideKind> = SearchKindPage<K>['list'][number];

function KindFeed<K extends SearchSideKind>({
  keyword,
  kind,
  active,
  emptyText,
  label,
  renderItem,
}: {
  keyword: string;
  kind: K;
  active: boolean;
  emptyText: string;
  label: string;
  renderItem: (item: KindItem<K>) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const options = searchKindQuery(keyword, kind);
  const query = useInfiniteQuery(options);
  const key = options.queryKey;
  const refresh = useCallback(() => refreshFromFirstPage(queryClient, key), [queryClient, key]);
  return (
    <InfiniteList<KindItem<K>>
      query={query}
      getKey={(item) => item.id}
      renderItem={renderItem}
      emptyText={emptyText}
      onRefresh={refresh}
      active={active}
      aria-label={label}
      className={styles.rows}
    />
  );
}

export function SearchResults({
  keyword,
  onPick,
}: {
  keyword: string;
  /** A hot search tapped on the no-result view. */
  onPick: (keyword: string) => void;
}) {
  const pageActive = usePageActive();
  const options = searchFeedQuery(keyword);
  const videos = useInfiniteQuery(options);
  const first = videos.data?.pages[0];
  // Until the user picks a tab, the first one that found something.
  const [chosen, setChosen] = useState<number | null>(null);
  if (first && foundNothing(first)) return <NoResult onPick={onPick} />;
  const active = chosen ?? firstFoundTab(first);

  return (
    <div className={styles.results}>
      <TabBar
        items={RESULT_TABS}
        active={active}
        onChange={(index) => setChosen(index)}
        idPrefix={ID_PREFIX}
        label="搜索结果分类"
        sticky
        stickyTop={STICKY_TOP}
        className={styles.tabs}
      />
      <TabPanes active={active} onChange={setChosen} idPrefix={ID_PREFIX}>
        <VideoFeed
          query={videos}
          queryKey={options.queryKey}
          layout="row"
          highlight={keyword}
          emptyText="没有找到相关视频"
          active={active === 0}
          label={`“${keyword}”的搜索结果`}
        />
        <KindFeed
          keyword={keyword}
          kind="post"
          active={pageActive && active === 1}
          emptyText="没有找到相关帖子"
          label={`“${keyword}”的相关帖子`}
          renderItem={(post) => <PostRow post={post} keyword={keyword} />}
        />
        <KindFeed
          keyword={keyword}
          kind="uploader"
          active={pageActive && active === 2}
          emptyText="没有找到相关UP主"
          label={`“${keyword}”的相关UP主`}
          renderItem={(up) => <UploaderRow up={up} keyword={keyword} />}
        />
      </TabPanes>
    </div>
  );
}
