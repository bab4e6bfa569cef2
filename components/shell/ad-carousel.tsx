'use client';
// A screen's ad carousel: the config's ads at one position (home: 2, long video: 5), covers
// drawn by LazyImage, taps through useOpenLink. Every slide loads at once: off-screen slides
// never intersect, and would otherwise slide in as a placeholder the first time round.
import { AdBanner } from '@/components/ui/ad-banner';
import { LazyImage } from '@/components/ui/lazy-image';
import type { AdItem } from '@/lib/domain/platform/links';
import type { ShellAd } from '@/lib/domain/shell/config';

import styles from './ad-carousel.module.css';
import { usePageActive } from './page-active';

interface CarouselSlide {
  id: string;
  cover: string;
  title: string;
  item: AdItem;
}

export function AdCarousel({
  ads,
  label,
  onOpen,
}: {
  ads: readonly ShellAd[];
  /** Accessible name of the carousel (首页轮播广告…). */
  label: string;
  onOpen: (item: AdItem) => void;
}) {
  const active = usePageActive();
  const slides: CarouselSlide[] = ads.map((ad) => ({
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
      label={label}
      onItemClick={(slide) => onOpen(slide.item)}
      renderImage={(slide) => (
        <LazyImage src={slide.cover} alt={slide.title} preload className={styles.image} />
      )}
    />
  );
}
