'use client';
// Top of the home screen: the brand, the search entry (→ /subpage/search) and who is signed
// in, with a refresh of their profile (VIP may have changed since the login).
import { LogoPlayIcon, RefreshIcon, SearchIcon } from '@/components/icons/shell-icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { TapLink } from '@/components/video/tap-link';
import { useCurrentUser } from '@/lib/api/account/user';
import { SEARCH_PLACEHOLDER } from '@/lib/domain/search-history';
import { SEARCH_ROUTE } from '@/lib/domain/video-links';
import { useHydrated } from '@/lib/shell/use-hydrated';
import { vipLabel } from '@/lib/domain/vip';
import type { SessionUser } from '@/lib/state/session-atoms';

import styles from './home-header.module.css';

/** `游客 #id` for a guest, `用户 #id` for an account. */
export function userTag(user: (Pick<SessionUser, 'id'> & { isGuest?: unknown }) | null): string {
  if (!user) return '';
  return user.isGuest === false ? `用户 #${user.id}` : `游客 #${user.id}`;
}

export function HomeHeader() {
  const { user: stored, query } = useCurrentUser();
  // The server renders the launch frame without a user: the stored one shows once hydrated.
  const user = useHydrated() ? stored : null;
  const vip = vipLabel(user);
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
        <span className={styles.user}>
          {vip && <span className={styles.vip}>{vip}</span>}
          <span className={styles.userTag} data-testid="current-user">
            {userTag(user)}
          </span>
          <button
            type="button"
            className={styles.refresh}
            aria-label="刷新资料"
            aria-busy={query.isFetching}
            data-spinning={query.isFetching ? 'true' : 'false'}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshIcon />
          </button>
        </span>
      </div>
      {query.isError && (
        <p className={styles.error} role="status">
          资料刷新失败，请稍后重试
        </p>
      )}
    </header>
  );
}
