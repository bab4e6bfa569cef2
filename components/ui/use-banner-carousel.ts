'use client';
// AdBanner's carousel: embla (loaded after the first render) with autoplay that runs only
// while useAutoplayGate allows it, the selected slide, and going to a slide from its dot.
// Split from ad-banner.tsx so the engine reads apart from the slides.
import type { EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useCallback, useEffect, useState, type RefObject } from 'react';

import { AD_SWIPER } from '@/lib/domain/platform/constants';

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

export function useBannerCarousel(rootRef: RefObject<HTMLElement | null>, active: boolean) {
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

  return { emblaRef, selected, canPlay, goTo };
}
