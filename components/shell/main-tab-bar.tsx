'use client';
// The main screen's bottom tab bar (§2): six tabs in §2's order on FooterTabs, which lights a
// tapped tab at once and navigates after 200 ms. Shown on the six main routes only. 我的 carries
// the unread message count (message/latest), as the mine menu's 消息中心 does.
import { usePathname } from 'next/navigation';
import { useMemo } from 'react';

import {
  CommunityTabActiveIcon,
  CommunityTabIcon,
  GameTabActiveIcon,
  GameTabIcon,
  HomeTabActiveIcon,
  HomeTabIcon,
  LongVideoTabActiveIcon,
  LongVideoTabIcon,
  MineTabActiveIcon,
  MineTabIcon,
  WelfareTabActiveIcon,
  WelfareTabIcon,
} from '@/components/icons/tab-icons';
import { FooterTabs, type FooterTabItem } from '@/components/ui/footer-tabs';
import { useUnreadMessages } from '@/lib/api/account/unread';
import { isMainTabRoute, MAIN_TABS, type MainTabKey } from '@/lib/domain/shell/main-tabs';

import { useWarmRoute } from './route-warm';

const ICONS: Record<MainTabKey, [FooterTabItem['icon'], FooterTabItem['activeIcon']]> = {
  home: [<HomeTabIcon key="i" />, <HomeTabActiveIcon key="a" />],
  community: [<CommunityTabIcon key="i" />, <CommunityTabActiveIcon key="a" />],
  lld: [<LongVideoTabIcon key="i" />, <LongVideoTabActiveIcon key="a" />],
  welfare: [<WelfareTabIcon key="i" />, <WelfareTabActiveIcon key="a" />],
  mine: [<MineTabIcon key="i" />, <MineTabActiveIcon key="a" />],
  game: [<GameTabIcon key="i" />, <GameTabActiveIcon key="a" />],
};

/** The six footer tabs of §2, with their inline SVG icons. */
export const MAIN_TAB_ITEMS: readonly FooterTabItem[] = MAIN_TABS.map((tab) => ({
  path: tab.path,
  label: tab.label,
  icon: ICONS[tab.key][0],
  activeIcon: ICONS[tab.key][1],
}));

const MINE_PATH = MAIN_TABS.find((tab) => tab.key === 'mine')!.path;

/** A second tap on the current tab brings its page back to the top, as native tab bars do. */
function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export interface MainTabBarProps {
  /** The route to decide for; the current pathname by default. */
  pathname?: string;
}

export function MainTabBar({ pathname }: MainTabBarProps) {
  const current = usePathname();
  const warm = useWarmRoute();
  const route = pathname ?? current;
  const unread = useUnreadMessages();
  const items = useMemo(
    () =>
      unread > 0
        ? MAIN_TAB_ITEMS.map((item) =>
            item.path === MINE_PATH
              ? { ...item, badge: unread, badgeLabel: `${unread}条未读消息` }
              : item,
          )
        : MAIN_TAB_ITEMS,
    [unread],
  );
  if (!isMainTabRoute(route)) return null;
  // Keyed by route: a bar kept in a hidden page never comes back with a stale tapped tab.
  return (
    <FooterTabs key={route} items={items} onReselect={scrollToTop} onWarm={warm} label="主导航" />
  );
}
