'use client';
// The rotating ad banner of §2, with the §9 swiper defaults: loop, autoplay every 3000 ms,
// 10 px between slides, 180px high, margin 0 10px, radius 8px, dots in the theme's active
// colour (the default theme's blue; inactive 0.3).
// The carousel engine loads after the first render (use-lazy-embla); the first slide shows at once.
// Autoplay runs only while useAutoplayGate allows it (tab visible, banner on screen and
// not in a hidden kept-alive page, not touched or keyboard-focused).
import type { EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { AD_SWIPER } from '@/lib/domain/constants';

import styles from './ad-banner.module.css';
import { useAutoplayGate } from './use-autoplay-gate';
import { useLazyEmbla } from './use-lazy-embla';

// 'start': a slide is exactly as wide as the banner, so each one lands flush with its edges.
const EMBLA_OPTIONS: EmblaOptionsType = { loop: true, align: 'start' };
// The gate below decides when to play: nothing starts on its own, and a touch only stops it
// (the gate resumes it when the finger lifts).
const AUTOPLAY_OPTIONS: AutoplayOptionsType = {
  delay: AD_SWIPER.autoplayMs,
  playOnInit: false,
  stopOnInteraction: true,
  stopOnFocusIn: false,
  stopOnMouseEnter: false,
};

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
  const [emblaRef, emblaApi] = useLazyEmbla(EMBLA_OPTIONS, AUTOPLAY_OPTIONS);
  const [selected, setSelected] = useState(0);
  const canPlay = useAutoplayGate(rootRef, { active });

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const apply = () => {
      const autoplay = emblaApi.plugins().autoplay;
      // With fewer than two snaps (one slide, or measured inside a display:none page) the
      // plugin skipped its setup, and play() would throw; a later reInit sets it up.
      if (!autoplay || emblaApi.scrollSnapList().length < 2) return;
      if (!canPlay) autoplay.stop();
      else if (!autoplay.isPlaying()) autoplay.play();
    };
    // The plugin restarts itself when the tab comes back; if the banner is still off
    // screen, stop it again once every visibilitychange listener has run.
    let timer = 0;
    const reassert = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, 0);
    };
    apply();
    // A resize re-initialises embla, which recreates the (stopped) plugin.
    emblaApi.on('reInit', apply);
    document.addEventListener('visibilitychange', reassert);
    return () => {
      window.clearTimeout(timer);
      emblaApi.off('reInit', apply);
      document.removeEventListener('visibilitychange', reassert);
    };
  }, [emblaApi, canPlay]);

  const goTo = useCallback(
    (index: number) => {
      if (!emblaApi) return;
      emblaApi.scrollTo(index);
      emblaApi.plugins().autoplay?.reset();
    },
    [emblaApi],
  );

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
