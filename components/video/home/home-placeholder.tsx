'use client';
// /home while its screen's code is on its way: the kept-alive registry's fallback, which is also
// what a cold start paints first when the server's first flush comes before the screen. It is
// the home screen's own frame, themed: its header, the notice bar's pill, the carousel's box
// (§9: 180 px high, margin 0 10px, radius 8), the nine-grid's tiles (the config's names when
// known), the category tabs and two columns of cards, so only content changes when the screen
// arrives (issue 35: a plain 首页 title over a grid looked nothing like what replaced it).
// Static on purpose: the layout's bundle carries it, so it imports no link handling or data.
import { useAtomValue } from 'jotai';

import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { LogoPlayIcon, SearchIcon } from '@/components/icons/shell-icons';
import { MainTabBar } from '@/components/shell/main-tab-bar';
import { Skeleton, SkeletonCard, skeletonArea } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { AD_SWIPER } from '@/lib/domain/platform/constants';
import { SEARCH_PLACEHOLDER } from '@/lib/domain/video/search-history';
import { gridInitial, nineGridFrom } from '@/lib/domain/shell/config';
import { configAtom } from '@/lib/state/app-atoms';

import headerStyles from './home-header.module.css';
import styles from './home-placeholder.module.css';
import screenStyles from './home-screen.module.css';

const GRID_SIZE = 9;

export function HomeScreenPlaceholder() {
  const names = nineGridFrom(useAtomValue(configAtom)).map((entry) => entry.name);
  const tiles = names.length > 0 ? names : Array.from({ length: GRID_SIZE }, () => '');
  return (
    <div className={screenStyles.screen} data-testid="home-placeholder">
      <header className={headerStyles.header}>
        <VisuallyHidden as="h1">首页</VisuallyHidden>
        <div className={headerStyles.bar}>
          <span className={headerStyles.brand}>
            <span className={headerStyles.logo} aria-hidden="true">
              <LogoPlayIcon />
            </span>
            <span className={headerStyles.brandName}>影视社区</span>
          </span>
          <span className={headerStyles.search} aria-hidden="true">
            <SearchIcon className={headerStyles.searchIcon} />
            <span className={headerStyles.searchHint}>{SEARCH_PLACEHOLDER}</span>
          </span>
          <span className={headerStyles.account} aria-hidden="true">
            <span className={headerStyles.avatar}>
              <DefaultAvatarIcon />
            </span>
          </span>
        </div>
      </header>
      <main
        className={skeletonArea(screenStyles.main)}
        role="status"
        aria-busy="true"
        aria-label="加载中"
      >
        <span className={styles.notice} aria-hidden="true" />
        <Skeleton
          className={styles.banner}
          height={AD_SWIPER.height}
          radius={AD_SWIPER.radius}
          style={{ margin: AD_SWIPER.margin, width: 'auto' }}
        />
        <div className={screenStyles.grid} aria-hidden="true" data-part="nine-grid">
          <ul className={screenStyles.gridList}>
            {tiles.map((name, i) => (
              <li key={i} className={styles.gridItem}>
                <span className={screenStyles.gridIcon}>
                  <span className={screenStyles.gridInitial}>{gridInitial(name)}</span>
                </span>
                {name ? (
                  <span className={screenStyles.gridName}>{name}</span>
                ) : (
                  <Skeleton width={48} height={12} />
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.tabs} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} width={36} height={16} />
          ))}
        </div>
        <div className={styles.cards} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      </main>
      <MainTabBar />
    </div>
  );
}
