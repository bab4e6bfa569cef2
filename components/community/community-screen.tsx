'use client';
// /community (kept alive, §2): the config's communityCategory as tabs over swipeable panes,
// each an endless feed of posts; the publish button floats over it. The tab lives in component
// state, so coming back shows the tab (and scroll) it was left at.
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { TabScreen } from '@/components/shell/tab-screen';
import { EmptyState } from '@/components/ui/empty-state';
import { TabBar } from '@/components/ui/tab-bar';
import { TabPanes } from '@/components/ui/tab-panes';
import { communityTabs } from '@/lib/domain/community/links';
import { configAtom } from '@/lib/state/app-atoms';

import styles from './community-screen.module.css';
import { PostFeed } from './post-feed';

const EMPTY_TEXT: Record<string, string> = {
  follow: '关注的UP主还没有发帖，去推荐里看看吧',
};

export function CommunityScreen() {
  const config = useAtomValue(configAtom);
  const tabs = useMemo(() => communityTabs(config?.communityCategory), [config]);
  const pageActive = usePageActive();
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, tabs.length - 1));

  return (
    <TabScreen title="社区" publish>
      {tabs.length === 0 ? (
        <EmptyState text="社区暂未开放" description="请稍后再来看看" />
      ) : (
        <div className={styles.area}>
          <TabBar
            items={tabs}
            active={current}
            onChange={(index) => setActive(index)}
            idPrefix="community"
            label="社区分类"
            sticky
            stickyTop="calc(40px + env(safe-area-inset-top))"
            className={styles.tabs}
          />
          <TabPanes active={current} onChange={setActive} idPrefix="community">
            {tabs.map((tab, index) => (
              <PostFeed
                key={tab.id}
                categoryId={tab.id}
                name={tab.name}
                active={pageActive && index === current}
                emptyText={EMPTY_TEXT[tab.type]}
              />
            ))}
          </TabPanes>
        </div>
      )}
    </TabScreen>
  );
}
