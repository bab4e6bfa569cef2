'use client';
// A video as a card (issue 5): the cover in a fixed aspect box, its length (HH:mm:ss), the
// views abbreviated (§5), a VIP or diamond-price badge (已购 once the viewer owns it, issue 35),
// and the title on two lines. The whole card is one link to the player (a short video's to the
// short-video pager on it), opened through useOpenLink; the tapped card goes along in the query
// cache (lib/api/video/tapped-card) so the screen has its title and cover at once.
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';

import { DiamondIcon, EyeIcon } from '@/components/icons/video-icons';
import { Highlight } from '@/components/ui/highlight';
import { LazyImage } from '@/components/ui/lazy-image';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { VideoCard as VideoData } from '@/lib/api/video/media-types';
import { useOwnedVideo } from '@/lib/api/video/owned';
import { servedCoverUrl } from '@/lib/api/video/first-screen';
import { rememberTappedCard } from '@/lib/api/video/tapped-card';
import { cardBadge } from '@/lib/domain/video/entitlement';
import { formatClock, formatCount, formatDate, formatDiamond } from '@/lib/domain/platform/format';
import { videoCardRoute } from '@/lib/domain/video/links';

import { TapLink } from './tap-link';
import styles from './video-card.module.css';

/** grid: cover above the title; row: cover beside it (lists); poster: a 3:4 tile (nine-grid). */
export type VideoCardVariant = 'grid' | 'row' | 'poster';

export const COVER_RATIO: Record<VideoCardVariant, string> = {
  grid: '16 / 9',
  row: '16 / 9',
  poster: '3 / 4',
};

export function viewsText(views: number): string {
  return `${formatCount(views)}次播放`;
}

export const BOUGHT_LABEL = '已购';

/** 'VIP', 'N钻石', 已购 (a paid video the viewer owns) or null for a free video. */
export function accessLabel(
  video: Pick<VideoData, 'access' | 'price'>,
  owned = false,
): string | null {
  const badge = cardBadge(video.access, owned);
  if (badge === 'vip') return 'VIP';
  if (badge === 'bought') return BOUGHT_LABEL;
  if (badge === 'paid') return `${formatDiamond(video.price)}钻石`;
  return null;
}

/** Only a paid card asks whether the viewer owns it: most cards subscribe to nothing. */
function PaidBadge({ video }: { video: VideoData }) {
  const owned = useOwnedVideo(video);
  return (
    <span className={styles.badge} data-access={owned ? 'bought' : 'paid'}>
      {!owned && <DiamondIcon className={styles.badgeIcon} />}
      {accessLabel(video, owned)}
    </span>
  );
}

function AccessBadge({ video }: { video: VideoData }) {
  if (video.access === 'paid') return <PaidBadge video={video} />;
  const label = accessLabel(video);
  if (label === null) return null;
  return (
    <span className={styles.badge} data-access={video.access}>
      {label}
    </span>
  );
}

export interface VideoCardProps {
  video: VideoData;
  variant?: VideoCardVariant;
  /** Place in a ranking (1 first); the top three are highlighted. */
  rank?: number;
  /** Load the cover at once (first screen). */
  preload?: boolean;
  /** A search's keyword, marked in the title. */
  highlight?: string;
  className?: string;
}

/**
 * Memoised: a feed's list renders again whenever a page arrives or a query settles, and its
 * cards' props (the cached video, kept by React Query's structural sharing) rarely change.
 */
export const VideoCard = memo(function VideoCard({
  video,
  variant = 'grid',
  rank,
  preload = false,
  highlight,
  className,
}: VideoCardProps) {
  const queryClient = useQueryClient();
  const row = variant === 'row';
  const views = viewsText(video.views);
  return (
    <TapLink
      href={videoCardRoute(video)}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-variant={variant}
      // The player shows this card's title and cover at once, before its play info arrives.
      onClick={() => rememberTappedCard(queryClient, video)}
    >
      {rank !== undefined && (
        <span className={styles.rank} data-top={rank <= 3 ? String(rank) : undefined}>
          <VisuallyHidden>第</VisuallyHidden>
          {rank}
          <VisuallyHidden>名</VisuallyHidden>
        </span>
      )}
      <span className={styles.cover}>
        <LazyImage
          src={video.cover}
          alt=""
          aspectRatio={COVER_RATIO[variant]}
          preload={preload}
          initialUrl={servedCoverUrl(queryClient, video.cover)}
        />
        <AccessBadge video={video} />
        {!row && (
          <span className={styles.views}>
            <EyeIcon className={styles.viewsIcon} />
            {formatCount(video.views)}
            <VisuallyHidden>次播放</VisuallyHidden>
          </span>
        )}
        <span className={styles.duration}>
          <VisuallyHidden>时长</VisuallyHidden>
          {formatClock(video.duration)}
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          <Highlight text={video.title} keyword={highlight} />
        </span>
        {row && (
          <span className={styles.meta}>
            <span>{views}</span>
            <span>{formatDate(video.publishedAt, 'YYYY-MM-DD')}</span>
          </span>
        )}
      </span>
    </TapLink>
  );
});
