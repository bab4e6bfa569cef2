'use client';
// Bottom tab bar of §2: the tab of the current route is active; a tap lights the tab at
// once and navigates after FOOTER_DEBOUNCE_MS (§9), so a burst of taps navigates once.
import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

import { activeTabPath } from '@/lib/domain/shell/active-tab';

import styles from './footer-tabs.module.css';
import { IntentLink } from './intent-link';
import { useDebouncedTabTap, useWarmTabRoutes } from './use-footer-tab-nav';
import { VisuallyHidden } from './visually-hidden';

export interface FooterTabItem {
  path: string;
  label: string;
  icon: ReactNode;
  activeIcon: ReactNode;
  /** A count on the tab's icon (unread messages); none when 0 or absent. */
  badge?: number;
  /** What the count means, for screen readers (e.g. 3条未读消息). */
  badgeLabel?: string;
}

/** A badge shows at most two digits. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface FooterTabsProps {
  items: readonly FooterTabItem[];
  /** A tap on the tab of the current route (e.g. scroll its page to the top). */
  onReselect?: (item: FooterTabItem) => void;
  /**
   * Called with a tab's path whenever that route is warmed (the idle warm-up and intent), so the
   * caller can fetch code the router's prefetch does not (a screen loaded on demand).
   */
  onWarm?: (path: string) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

interface FooterTabProps {
  item: FooterTabItem;
  isActive: boolean;
  onTap: (event: MouseEvent<HTMLAnchorElement>, item: FooterTabItem) => void;
  onWarm?: (path: string) => void;
}

/** One tab: its icon (the active one when lit), its label and its count. */
function FooterTab({ item, isActive, onTap, onWarm }: FooterTabProps) {
  return (
    <li className={styles.item}>
      {/* Warmed on intent too (finger down, hover, focus): the route's payload is
          then on its way during the tap's debounce. */}
      <IntentLink
        href={item.path}
        className={styles.link}
        aria-current={isActive ? 'page' : undefined}
        onClick={(event) => onTap(event, item)}
        onPointerDown={() => onWarm?.(item.path)}
        onMouseEnter={() => onWarm?.(item.path)}
        onFocus={() => onWarm?.(item.path)}
      >
        <span
          className={styles.icon}
          aria-hidden="true"
          style={isActive ? { color: 'var(--fot-active-color)' } : undefined}
        >
          {isActive ? item.activeIcon : item.icon}
        </span>
        <span
          className={styles.label}
          style={isActive ? { color: 'var(--tab-active-text)' } : undefined}
        >
          {item.label}
        </span>
        {item.badge ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {badgeText(item.badge)}
            </span>
            {item.badgeLabel && <VisuallyHidden>，{item.badgeLabel}</VisuallyHidden>}
          </>
        ) : null}
      </IntentLink>
    </li>
  );
}

export function FooterTabs({
  items,
  onReselect,
  onWarm,
  label = '底部导航',
  className,
}: FooterTabsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const paths = items.map((item) => item.path);
  const routeActive = activeTabPath(pathname, paths);
  const { active, onTap } = useDebouncedTabTap(router, pathname, routeActive, onReselect);
  useWarmTabRoutes(router, paths, onWarm);

  return (
    <>
      <nav className={[styles.bar, className].filter(Boolean).join(' ')} aria-label={label}>
        <ul className={styles.list}>
          {items.map((item) => (
            <FooterTab
              key={item.path}
              item={item}
              isActive={item.path === active}
              onTap={onTap}
              onWarm={onWarm}
            />
          ))}
        </ul>
      </nav>
      {/* Keeps the end of each page clear of the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
