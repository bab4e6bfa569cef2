'use client';
// /circle/circleDetail?id= (§2 content type 5): one circle of the community, i.e. an item of the
// config's communityCategory, with its posts as its /community tab lists them. An id the config
// does not name (a circle closed since the link was made) says so, with the way to 社区.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { usePageActive, usePageSearchParams } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';
import { COMMUNITY_ROUTE, communityTabs } from '@/lib/domain/community/links';
import { parseQueryId } from '@/lib/domain/video/links';
import { useOpenLink } from '@/lib/navigation/use-open-link';
import { configAtom } from '@/lib/state/app-atoms';

import styles from './post-detail.module.css';
import { PostFeed } from './post-feed';

/** The header's title before the circle is known, and for a circle that is not there. */
export const CIRCLE_TITLE = '圈子';

const EMPTY_TEXT: Record<string, string> = {
  follow: '关注的UP主还没有发帖，去推荐里看看吧',
};

export function CircleDetailScreen() {
  const id = parseQueryId(usePageSearchParams().get('id'));
  const config = useAtomValue(configAtom);
  const circle = useMemo(
    () => communityTabs(config?.communityCategory).find((tab) => tab.id === id),
    [config, id],
  );
  const active = usePageActive();
  const openLink = useOpenLink();
  return (
    <main className={styles.screen}>
      <Header title={circle?.name ?? CIRCLE_TITLE} />
      {circle ? (
        <PostFeed
          key={circle.id}
          categoryId={circle.id}
          name={circle.name}
          active={active}
          emptyText={EMPTY_TEXT[circle.type]}
        />
      ) : (
        <EmptyState
          text={id === null ? '圈子链接有误' : '圈子不存在或已关闭'}
          description="去社区看看其他圈子吧"
          actionText="去社区"
          onAction={() => void openLink(COMMUNITY_ROUTE)}
        />
      )}
    </main>
  );
}
