'use client';
// The 长视频 tab (issue 5): the shell's chrome with a search entry, the new-user VIP banner,
// the long-video ad carousel (position 5) and the video feed of area 'lld'.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';

import { AdCarousel } from '@/components/shell/ad-carousel';
import { NewUserVipBanner } from '@/components/shell/new-user-vip-banner';
import { TabScreen } from '@/components/shell/tab-screen';
import { AreaFeed } from '@/components/video/area-feed';
import { SearchEntry } from '@/components/video/search-entry';
import type { AdItem } from '@/lib/domain/platform/links';
import { AD_POSITION, adsAt } from '@/lib/domain/shell/config';
import { useOpenLink } from '@/lib/navigation/use-open-link';
import { configAtom } from '@/lib/state/app-atoms';

export function LongVideoScreen() {
  const config = useAtomValue(configAtom);
  const openLink = useOpenLink();
  const onOpen = useCallback((item: AdItem) => void openLink(item), [openLink]);
  const banner = useMemo(() => adsAt(config, AD_POSITION.longVideoList), [config]);
  return (
    <TabScreen title="长视频" headerRight={<SearchEntry />}>
      {/* The banners move with the feed's pull-to-refresh, its head under the header. */}
      <AreaFeed
        area="lld"
        lead={
          <>
            <NewUserVipBanner />
            <AdCarousel ads={banner} label="长视频轮播广告" onOpen={onOpen} />
          </>
        }
      />
    </TabScreen>
  );
}
