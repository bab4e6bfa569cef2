'use client';
// Bottom tab bar of §2: the tab of the current route is active; a tap lights the tab at
// once and navigates after FOOTER_DEBOUNCE_MS (§9), so a burst of taps navigates once.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { FOOTER_DEBOUNCE_MS, TAB_WARM_DELAY_MS } from '@/lib/domain/platform/constants';
import { activeTabPath } from '@/lib/domain/shell/active-tab';
import { holdNavigation } from '@/lib/navigation/offline-navigation';

import styles from './footer-tabs.module.css';
import { IntentLink } from './intent-link';
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

/** Plain clicks only: ctrl/cmd/shift/middle clicks keep the browser's open-in-new-tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
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
  const routeActive = activeTabPath(
    pathname,
    items.map((item) => item.path),
  );
  const [tapped, setTapped] = useState<string | null>(null);
  const [seenPathname, setSeenPathname] = useState(pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Once the route changes, it is the source of truth again.
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setTapped(null);
  }
  const active = tapped ?? routeActive;

  useEffect(() => () => clearTimeout(timer.current), []);
  // The latest callback for the warm-up effect, which should not restart when it changes.
  const warmRef = useRef(onWarm);
  useEffect(() => {
    warmRef.current = onWarm;
  }, [onWarm]);

  // Warm every tab's route once the first screen has had its turn, then when the browser is
  // idle: the first tap renders at once. Warmed at the first idle moment, the ten route
  // requests went out beside the login and the feed's first calls on a cold /home (traced),
  // sharing a slow line with them, and their answers cost main-thread time while the first
  // screen was still coming in (docs/ui-kit-decisions.md). A tab reached for before that is
  // warmed then (IntentLink).
  const pathsKey = items.map((item) => item.path).join('\n');
  useEffect(() => {
    const paths = pathsKey.split('\n');
    const warm = () =>
      paths.forEach((path) => {
        router.prefetch(path);
        warmRef.current?.(path);
      });
    let idle = 0;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(warm, { timeout: 2000 });
      } else warm();
    }, TAB_WARM_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [pathsKey, router]);

  const onTap = (event: MouseEvent<HTMLAnchorElement>, item: FooterTabItem) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const hadPending = timer.current !== undefined;
    clearTimeout(timer.current);
    timer.current = undefined;
    setTapped(item.path);
    if (item.path === routeActive) {
      if (!hadPending) onReselect?.(item);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // The network may have gone during the debounce: held, the tap opens once it is back.
      if (holdNavigation(item.path)) {
        setTapped(null);
        return;
      }
      router.push(item.path);
    }, FOOTER_DEBOUNCE_MS);
  };

  return (
    <>
      <nav className={[styles.bar, className].filter(Boolean).join(' ')} aria-label={label}>
        <ul className={styles.list}>
          {items.map((item) => {
            const isActive = item.path === active;
            return (
              <li key={item.path} className={styles.item}>
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
          })}
        </ul>
      </nav>
      {/* Keeps the end of each page clear of the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
