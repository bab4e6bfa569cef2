'use client';
// The video part of /home and /lld (issue 5): the area's tabs from media/home (a tab bar over
// swipeable panes), and in each tab its sections followed by 为你推荐, an endless list of
// media/recommend. The tab and the panes live in component state, so a kept-alive page comes
// back on the tab (and scroll) it was left at. Pull-to-refresh (§2 List) takes the whole screen
// under its header, the lead (home's notices and grid, 长视频's banners) included, so a pull from
// the top works wherever the finger lands and its head shows at the top of the content: it asks
// again for the area's tabs, the shown tab's sections and its 为你推荐 from the first page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { ErrorState } from '@/components/ui/error-state';
import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { TabBar } from '@/components/ui/tab-bar';
import { TabPanes } from '@/components/ui/tab-panes';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import { mediaHomeQuery, mediaKeys, recommendFeedQuery } from '@/lib/api/video/media';
import { refreshFromFirstPage } from '@/lib/api/paging';
import { tabContentScrollTop } from '@/lib/domain/shell/sticky-tabs';
import { useHydratedValue } from '@/lib/shell/use-hydrated';
import { cameWithPage, useSeedOwnership } from '@/lib/api/video/first-screen';
import type { HomeArea, MediaHome, Ref } from '@/lib/api/video/media-types';

import styles from './area-feed.module.css';
import { AreaTabPane } from './area-tab-pane';
import { VideoSectionSkeleton } from './video-section';

/**
 * The session and the idle moment it waits for change only this leaf, not the feed: each
 * rendered the whole feed again while the first screen loaded.
 */
function SeedOwnership({ area, data }: { area: HomeArea; data: MediaHome | undefined }) {
  useSeedOwnership(area, data);
  return null;
}

/** Name of the only tab when the server sends none. */
const DEFAULT_TAB_NAME = '推荐';

export interface AreaFeedProps {
  area: HomeArea;
  /** Above the tab bar, moving with the pull (home's notice bar, carousel and grid). */
  lead?: ReactNode;
  /** Shown in the first tab between its sections and 为你推荐 (home's ad rows). */
  firstPaneExtra?: ReactNode;
}

function AreaFeedSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="加载中" className={skeletonArea()}>
      <div className={styles.tabsSkeleton} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width={44} height={16} />
        ))}
      </div>
      <VideoSectionSkeleton />
    </div>
  );
}

/**
 * §2: a sticky tab bar scrolls to its content's top on change. The bar lands where it sticks,
 * with the new tab's first cards right under it: from the first screen (where the content began
 * below the fold and a tap seemed to do nothing) and from deep in the old tab alike.
 */
function scrollToContent(root: HTMLElement | null) {
  if (!root) return;
  const bar = root.firstElementChild;
  const stickyTop = bar instanceof HTMLElement ? parseFloat(getComputedStyle(bar).top) || 0 : 0;
  const top = tabContentScrollTop({
    offsetTop: root.getBoundingClientRect().top + window.scrollY,
    stickyTop,
    scrollY: window.scrollY,
  });
  // Instant: a smooth scroll over a long feed feels slow, and the panes slide meanwhile.
  if (top !== null) window.scrollTo({ top, behavior: 'auto' });
}

export function AreaFeed({ area, lead, firstPaneExtra }: AreaFeedProps) {
  const queryClient = useQueryClient();
  const home = useQuery(mediaHomeQuery(area));
  // React Query's updates render at once (useSyncExternalStore); deferred, the feed's sections
  // and cards render in slices that keep the page responsive, the skeleton showing meanwhile.
  // While hydrating a launch frame the server's markup stays: its skeleton, even if data came
  // in meanwhile, or its cards when the page came with them (lib/api/video/first-screen).
  // The switch after hydration re-renders the whole feed: only when it changes what shows.
  const withPage = cameWithPage(queryClient, area);
  const shown = useHydratedValue(home.data, withPage ? home.data : undefined);
  const data = useDeferredValue(shown);
  const pageActive = usePageActive();
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  /** A tab the user chose (tap or swipe) waits for its commit to scroll to its content. */
  const chosen = useRef(false);
  // After the commit: the new pane is in the page (both panes keep their height while they
  // slide), so the page is tall enough to put the bar at its sticky place.
  useLayoutEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    scrollToContent(rootRef.current);
  }, [active]);

  const tabs: readonly Ref[] = !data
    ? []
    : data.tabs.length > 0
      ? data.tabs
      : [{ id: data.tabId, name: DEFAULT_TAB_NAME }];
  const current = Math.min(active, Math.max(0, tabs.length - 1));
  const shownTab = tabs[current]?.id;
  const { refetch: refetchHome } = home;
  const refresh = useCallback(async () => {
    const asked: Promise<unknown>[] = [refetchHome({ throwOnError: true })];
    if (shownTab !== undefined) {
      asked.push(
        queryClient.refetchQueries(
          { queryKey: mediaKeys.home(area, shownTab), exact: true },
          { throwOnError: true },
        ),
        refreshFromFirstPage(queryClient, recommendFeedQuery({ tabId: shownTab }).queryKey),
      );
    }
    await Promise.all(asked);
  }, [refetchHome, queryClient, area, shownTab]);
  const pull = (content: ReactNode) => (
    <PullToRefresh onRefresh={refresh} disabled={!pageActive || !data}>
      {lead}
      {content}
      <SeedOwnership area={area} data={home.data} />
    </PullToRefresh>
  );

  if (!data) {
    return pull(
      <div className={styles.area}>
        {home.isError ? (
          <ErrorState error={home.error} onRetry={() => void home.refetch()} />
        ) : (
          <AreaFeedSkeleton />
        )}
        {firstPaneExtra}
      </div>,
    );
  }

  const root = data;
  const several = tabs.length > 1;
  const idPrefix = several ? `${area}-feed` : undefined;
  const change = (index: number) => {
    chosen.current = true;
    setActive(index);
  };

  return pull(
    <div ref={rootRef} className={styles.area}>
      {several && (
        <TabBar
          items={tabs}
          active={current}
          onChange={change}
          idPrefix={idPrefix}
          label="视频分类"
          className={styles.tabs}
        />
      )}
      <TabPanes active={current} onChange={change} idPrefix={idPrefix} swipeable={several}>
        {tabs.map((tab, index) => (
          <AreaTabPane
            key={tab.id}
            area={area}
            tab={tab}
            initial={root.tabId === tab.id ? root : undefined}
            initialUpdatedAt={home.dataUpdatedAt}
            active={pageActive && index === current}
            extra={index === 0 ? firstPaneExtra : undefined}
          />
        ))}
      </TabPanes>
    </div>,
  );
}
