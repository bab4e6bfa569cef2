'use client';
// The home carousel: the config's ads at the home-banner position (2), covers drawn by
// LazyImage, taps through useOpenLink. Every slide loads at once: off-screen slides never
// intersect, and would otherwise slide in as a placeholder the first time round.
import { LazyImage } from '@/components/ui/lazy-image';
import { AdBanner } from '@/components/ui/ad-banner';
import { usePageActive } from '@/components/shell/page-active';
import type { AdItem } from '@/lib/domain/links';
import type { ShellAd } from '@/lib/domain/shell-config';

import styles from './home-screen.module.css';

interface BannerSlide {
  id: string;
  cover: string;
  title: string;
  item: AdItem;
}

export function HomeBanner({
  ads,
  onOpen,
}: {
  ads: readonly ShellAd[];
  onOpen: (item: AdItem) => void;
}) {
  const active = usePageActive();
  const slides: BannerSlide[] = ads.map((ad) => ({
    id: ad.key,
    cover: ad.cover,
    title: ad.title,
    item: ad.item,
  }));
  if (slides.length === 0) return null;
  return (
    <AdBanner
      items={slides}
      active={active}
      label="首页轮播广告"
      onItemClick={(slide) => onOpen(slide.item)}
      renderImage={(slide) => (
        <LazyImage src={slide.cover} alt={slide.title} preload className={styles.bannerImage} />
      )}
    />
  );
}
