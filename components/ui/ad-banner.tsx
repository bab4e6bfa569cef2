'use client';
// The rotating ad banner of §2, with the §9 swiper defaults: loop, autoplay every 3000 ms,
// 10 px between slides, 180px high, margin 0 10px, radius 8px, dots in the theme's active
// colour (the default theme's blue; inactive 0.3).
// The carousel engine loads after the first render (use-banner-carousel); the first slide shows
// at once. Autoplay runs only while useAutoplayGate allows it (tab visible, banner on screen
// and not in a hidden kept-alive page, not touched or keyboard-focused).
import { useRef, type CSSProperties, type ReactNode } from 'react';

import { AD_SWIPER } from '@/lib/domain/platform/constants';

import styles from './ad-banner.module.css';
import { useBannerCarousel } from './use-banner-carousel';

export interface AdBannerItem {
  id: string | number;
  cover: string;
  title?: string;
}

export interface AdBannerProps<TItem extends AdBannerItem> {
  items: readonly TItem[];
  /** The caller routes the item through useOpenLink. */
  onItemClick?: (item: TItem) => void;
  /** Draw the cover, e.g. with LazyImage; a plain <img> otherwise. */
  renderImage?: (item: TItem, index: number) => ReactNode;
  /** CSS height; §9 default 180px. */
  height?: number | string;
  /** False while the surrounding page is known to be hidden. */
  active?: boolean;
  /** Accessible name of the carousel region. */
  label?: string;
  className?: string;
}

export const slideLabel = (index: number, count: number) => `第 ${index + 1} 张，共 ${count} 张`;
export const dotLabel = (index: number) => `切换到第 ${index + 1} 张`;

function defaultImage(item: AdBannerItem, index: number) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- covers come from config at runtime; LazyImage is passed in through renderImage.
    <img
      className={styles.image}
      src={item.cover}
      alt={item.title ?? ''}
      draggable={false}
      decoding="async"
      loading={index === 0 ? 'eager' : 'lazy'}
    />
  );
}

export function AdBanner<TItem extends AdBannerItem>({
  items,
  onItemClick,
  renderImage = defaultImage,
  height = AD_SWIPER.height,
  active = true,
  label = '广告',
  className,
}: AdBannerProps<TItem>) {
  const rootRef = useRef<HTMLElement>(null);
  const { emblaRef, selected, canPlay, goTo } = useBannerCarousel(rootRef, active);

  if (items.length === 0) return null;

  const count = items.length;
  const rootStyle: CSSProperties = {
    height,
    margin: AD_SWIPER.margin,
    borderRadius: AD_SWIPER.radius,
  };
  // The gap is each slide's right margin, which embla measures into its steps. (A padded slide
  // under a track pulled back by the gap left every slide 10 px off, a dark strip at one edge.)
  const slideStyle: CSSProperties = { marginRight: AD_SWIPER.gap };

  return (
    <section
      ref={rootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={rootStyle}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container} aria-live={canPlay ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className={styles.slide}
              style={slideStyle}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, count)}
              data-slide-index={index}
            >
              {onItemClick ? (
                <button
                  type="button"
                  className={styles.slideButton}
                  aria-label={item.title ?? '查看广告'}
                  onClick={() => onItemClick(item)}
                >
                  {renderImage(item, index)}
                </button>
              ) : (
                <div className={styles.slideButton}>{renderImage(item, index)}</div>
              )}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={styles.dotButton}
              aria-label={dotLabel(index)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span
                className={styles.dot}
                style={{
                  backgroundColor: AD_SWIPER.paginationColor,
                  opacity: index === selected ? 1 : AD_SWIPER.inactiveOpacity,
                }}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
