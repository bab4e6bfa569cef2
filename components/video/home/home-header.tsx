'use client';
// Top of the home screen: the brand, the search entry (→ /subpage/search) and the user's own
// entry: their avatar (a VIP badge when they are one), a tap to 我的, where their account,
// wallet and sign-in live. A guest number and a refresh button meant nothing to a user; the
// profile refreshes itself whenever the user info goes stale.
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { LogoPlayIcon, SearchIcon } from '@/components/icons/shell-icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { TapLink } from '@/components/video/tap-link';
import { useCurrentUser } from '@/lib/api/account/user';
import { SEARCH_PLACEHOLDER } from '@/lib/domain/video/search-history';
import { SEARCH_ROUTE } from '@/lib/domain/video/links';
import { vipLabel } from '@/lib/domain/money/vip';
import { useHydratedValue } from '@/lib/shell/use-hydrated';

import styles from './home-header.module.css';

export const MINE_ROUTE = '/mine';

/** The entry's accessible name: where it goes, and who is signed in. */
export function accountLabel(user: Record<string, unknown> | null, vip: string): string {
  if (!user) return '我的';
  if (user.isGuest !== false) return '我的（游客，未登录）';
  return vip ? `我的（${vip}会员）` : '我的（已登录）';
}

export function HomeHeader() {
  const { user: stored } = useCurrentUser();
  // The server renders the launch frame without a user: the stored one shows once hydrated
  // (a first visit has none, and the header is not rendered again for it).
  const user = useHydratedValue(stored, null);
  const vip = vipLabel(user);
  const avatar = typeof user?.avatar === 'string' ? user.avatar : '';
  return (
    <header className={styles.header}>
      <VisuallyHidden as="h1">首页</VisuallyHidden>
      <div className={styles.bar}>
        <span className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <LogoPlayIcon />
          </span>
          <span className={styles.brandName}>影视社区</span>
        </span>
        {/* A plain link (no prefetch on sight: home is the busiest first paint of the app). */}
        <TapLink href={SEARCH_ROUTE} className={styles.search} aria-label="搜索">
          <SearchIcon className={styles.searchIcon} />
          <span className={styles.searchHint} aria-hidden="true">
            {SEARCH_PLACEHOLDER}
          </span>
        </TapLink>
        <TapLink
          href={MINE_ROUTE}
          className={styles.account}
          aria-label={accountLabel(user, vip)}
          data-testid="current-user"
          data-user-id={user ? String(user.id) : undefined}
        >
          <span className={styles.avatar} aria-hidden="true">
            {avatar ? (
              <LazyImage
                src={avatar}
                alt=""
                aspectRatio={1}
                preload
                placeholder={<DefaultAvatarIcon />}
              />
            ) : (
              <DefaultAvatarIcon />
            )}
          </span>
          {vip && (
            <span className={styles.vip} aria-hidden="true">
              {vip}
            </span>
          )}
        </TapLink>
      </div>
    </header>
  );
}
