'use client';
// A live channel as a card (/liveTv's 热门直播 and grid, the play page's 更多直播): the cover
// with a red 直播 mark and how many are watching, the channel's name and what is on air. The
// whole card is one link to the channel's play page; a tap goes through useOpenLink (§2), or,
// on the play page, through `onOpen` (another channel replaces the one playing). The count is
// the newest the app has for the channel, whichever list brought it (useLiveViewers).
import type { MouseEvent } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import { useLiveViewers, type LiveChannel } from '@/lib/api/live/live';
import { formatCount } from '@/lib/domain/platform/format';
import { livePlayPath } from '@/lib/domain/live/live';
import { useOpenLink } from '@/lib/navigation/use-open-link';

import styles from './live-channel-card.module.css';

/** grid: two to a row; featured: a wide card of the 热门直播 row; row: cover beside the text. */
export type LiveCardVariant = 'grid' | 'featured' | 'row';

export function viewersText(viewers: number): string {
  return `${formatCount(viewers)}人在看`;
}

export function LiveBadge() {
  return (
    <span className={styles.badge}>
      <span className={styles.dot} aria-hidden="true" />
      直播
    </span>
  );
}

export interface LiveChannelCardProps {
  channel: LiveChannel;
  variant?: LiveCardVariant;
  /** Load the cover at once (first screen). */
  preload?: boolean;
  /** Replaces the app's link handling (the play page swaps channels in place). */
  onOpen?: (path: string) => void;
}

export function LiveChannelCard({
  channel,
  variant = 'grid',
  preload = false,
  onOpen,
}: LiveChannelCardProps) {
  const openLink = useOpenLink();
  const viewers = useLiveViewers(channel);
  const href = livePlayPath(channel);
  const tap = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a long-press menu: the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (onOpen) onOpen(href);
    else void openLink(href);
  };
  return (
    <a href={href} onClick={tap} className={styles.card} data-variant={variant}>
      <span className={styles.cover}>
        <LazyImage src={channel.cover} alt="" aspectRatio="16 / 9" preload={preload} />
        <LiveBadge />
        {variant !== 'row' && <span className={styles.viewers}>{viewersText(viewers)}</span>}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{channel.name}</span>
        <span className={styles.programme}>
          <span className={styles.onAir}>正在播出</span>
          {channel.programme}
        </span>
        {variant === 'row' && (
          <span className={styles.meta}>
            {channel.categoryName} · {viewersText(viewers)}
          </span>
        )}
      </span>
    </a>
  );
}
