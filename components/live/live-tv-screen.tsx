'use client';
// /liveTv 直播 (§2, kept alive; the home grid's 直播 and the live banner lead here): the
// categories as tabs (全部 first), 热门直播 as wide cards under 全部, and the channels of the
// chosen category in an endless grid (live/recommended, pages of 10). The tab lives in
// component state, so coming back shows the tab and scroll it was left at.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { Skeleton, SkeletonGroup, SkeletonLines, skeletonArea } from '@/components/ui/skeleton';
import { TabBar, type TabBarItem } from '@/components/ui/tab-bar';
import {
  liveChannelsQuery,
  liveHomeQuery,
  liveKeys,
  type LiveCategory,
  type LiveChannel,
} from '@/lib/api/live/live';
import { refreshFromFirstPage } from '@/lib/api/paging';
import { LIVE_ALL_CATEGORY } from '@/lib/domain/live/live';

import { LiveChannelCard } from './live-channel-card';
import styles from './live-tv-screen.module.css';

export const LIVE_EMPTY_TEXT = '暂无直播';
const ALL_TAB: TabBarItem = { id: LIVE_ALL_CATEGORY, name: '全部' };

/** The tabs: 全部, then the origin's categories (which never include it). */
export function liveTabs(categories: readonly LiveCategory[] | undefined): TabBarItem[] {
  return [ALL_TAB, ...(categories ?? []).filter((c) => c.id !== LIVE_ALL_CATEGORY)];
}

function FeaturedSkeleton() {
  return (
    <div className={skeletonArea(styles.featuredRow)} aria-hidden="true">
      {[0, 1].map((i) => (
        <span key={i} className={styles.featuredItem}>
          <Skeleton width="100%" aspectRatio={16 / 9} radius={8} />
          {/* As tall as a card's name and programme (6 + 20 + 3 + 17 px under the cover). */}
          <SkeletonLines lines={2} lineHeight={16} gap={6} />
        </span>
      ))}
    </div>
  );
}

function Featured({
  channels,
  pending,
  error,
  onRetry,
}: {
  channels: readonly LiveChannel[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (!pending && !error && channels?.length === 0) return null;
  return (
    <section className={styles.featured} aria-labelledby="live-featured-title">
      <h2 id="live-featured-title" className={styles.title}>
        热门直播
      </h2>
      {channels ? (
        <div className={styles.featuredRow} role="list" aria-label="热门直播">
          {channels.map((channel, index) => (
            <div key={channel.id} role="listitem" className={styles.featuredItem}>
              <LiveChannelCard channel={channel} variant="featured" preload={index < 2} />
            </div>
          ))}
        </div>
      ) : pending ? (
        <FeaturedSkeleton />
      ) : (
        <ErrorState error={error} onRetry={onRetry} variant="inline" />
      )}
    </section>
  );
}

function ChannelGrid({
  categoryId,
  title,
  featured,
  active,
}: {
  categoryId: number;
  /** The grid's heading: 全部直播, or the category's name and 直播. */
  title: string;
  featured: ReactNode;
  active: boolean;
}) {
  const queryClient = useQueryClient();
  const options = liveChannelsQuery(categoryId);
  const query = useInfiniteQuery(options);
  const refresh = useCallback(
    () =>
      Promise.all([
        refreshFromFirstPage(queryClient, liveKeys.channels(categoryId)),
        queryClient.refetchQueries({ queryKey: liveKeys.home(null), exact: true }),
      ]),
    [queryClient, categoryId],
  );
  return (
    <InfiniteList
      query={query}
      layout="grid"
      columns={2}
      gap={12}
      getKey={(channel) => channel.id}
      renderItem={(channel, index) => <LiveChannelCard channel={channel} preload={index < 4} />}
      header={
        <>
          {featured}
          <h2 className={styles.title}>{title}</h2>
        </>
      }
      onRefresh={refresh}
      active={active}
      empty={
        <EmptyState text={LIVE_EMPTY_TEXT} description="这个分类暂时没有频道在播，换个分类看看吧" />
      }
      skeleton={<SkeletonGroup count={6} columns={2} gap={12} className={styles.gridSkeleton} />}
      aria-label="直播频道"
      className={styles.grid}
    />
  );
}

export function LiveTvScreen() {
  const home = useQuery(liveHomeQuery());
  const pageActive = usePageActive();
  const tabs = useMemo(() => liveTabs(home.data?.categories), [home.data]);
  const [categoryId, setCategoryId] = useState(LIVE_ALL_CATEGORY);
  // A category the origin no longer lists falls back to 全部.
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === categoryId),
  );
  const current = tabs[index]?.id as number;
  const title = `${tabs[index]?.name ?? ''}直播`;

  const featured =
    current === LIVE_ALL_CATEGORY ? (
      <Featured
        channels={home.data?.featured}
        pending={home.isPending}
        error={home.error}
        onRetry={() => void home.refetch()}
      />
    ) : null;

  return (
    <div className={styles.screen}>
      <Header title="直播" />
      <main>
        <TabBar
          items={tabs}
          active={index}
          onChange={(_, item) => setCategoryId(Number(item.id))}
          label="直播分类"
          sticky
          stickyTop="calc(40px + env(safe-area-inset-top))"
          className={styles.tabs}
        />
        <ChannelGrid
          key={current}
          categoryId={current}
          title={title}
          featured={featured}
          active={pageActive}
        />
      </main>
    </div>
  );
}
