'use client';
// The home screen (§2 main screen): header, notice bar, the home carousel, the nine-grid, then
// the video feed of area 'home' (tabs, sections, 为你推荐) with the config's ad rows in its first
// tab, the floating column and the tab bar.
import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useMemo } from 'react';

import { AdCarousel } from '@/components/shell/ad-carousel';
import { BackToTop } from '@/components/shell/back-to-top';
import { FloatingDock } from '@/components/shell/floating-dock';
import { FloatingEntries } from '@/components/shell/floating-entries';
import { MainTabBar } from '@/components/shell/main-tab-bar';
import { NoticeBar } from '@/components/shell/notice-bar';
import { PublishButton } from '@/components/shell/publish-button';
import { AreaFeed } from '@/components/video/area-feed';
import { mediaHomeQuery } from '@/lib/api/video/media';
import type { AdItem } from '@/lib/domain/platform/links';
import {
  AD_POSITION,
  adSectionsFrom,
  adsAt,
  announcementsFrom,
  floatingWindowsFrom,
  nineGridFrom,
} from '@/lib/domain/shell/config';
import { useOpenLink } from '@/lib/navigation/use-open-link';
import { configAtom } from '@/lib/state/app-atoms';

import { AdSections } from './ad-sections';
import { HomeHeader } from './home-header';
import styles from './home-screen.module.css';
import { NineGrid } from './nine-grid';

/** The feed's first call, started by the landing preload as soon as a session exists. */
export function prefetchHomeScreen(client: QueryClient): void {
  void client.prefetchQuery(mediaHomeQuery('home'));
}

export function HomeScreen() {
  const config = useAtomValue(configAtom);
  const openLink = useOpenLink();
  const onOpen = useCallback((item: AdItem) => void openLink(item), [openLink]);
  const parts = useMemo(
    () => ({
      announcements: announcementsFrom(config),
      banner: adsAt(config, AD_POSITION.homeBanner),
      grid: nineGridFrom(config),
      sections: adSectionsFrom(config),
      windows: floatingWindowsFrom(config),
    }),
    [config],
  );

  // No Suspense boundary around the feed or its lead: streamed apart, React revealed them in
  // batches 300 ms apart and the lead pushed the feed 291 px down (docs/benchmarks.md "/home's
  // streamed reveals"). Only the floating dock, fixed over the screen, is a piece of its own.
  return (
    <div className={styles.screen}>
      <HomeHeader />
      <main className={styles.main}>
        {/* The notices and the grid move with the feed's pull-to-refresh: a pull from the top
            works wherever the finger lands. */}
        <AreaFeed
          area="home"
          lead={
            <>
              <NoticeBar announcements={parts.announcements} onOpen={onOpen} />
              <AdCarousel ads={parts.banner} label="首页轮播广告" onOpen={onOpen} />
              <NineGrid entries={parts.grid} onOpen={onOpen} />
            </>
          }
          firstPaneExtra={<AdSections sections={parts.sections} onOpen={onOpen} />}
        />
      </main>
      <Suspense fallback={null}>
        <FloatingDock>
          <FloatingEntries windows={parts.windows} onOpen={onOpen} />
          <BackToTop />
          <PublishButton />
        </FloatingDock>
      </Suspense>
      <MainTabBar />
    </div>
  );
}
