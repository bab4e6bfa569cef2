'use client';
// Back-to-top button of §2: appears once the page has scrolled past one screen, takes the
// user back smoothly. One passive scroll listener, read once per frame, and none at all
// while the page is hidden.
import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/icons/shell-icons';
import { usePageActive } from '@/components/shell/page-active';
import { showsBackToTop } from '@/lib/domain/shell/back-to-top';
import { scrollBehavior } from '@/lib/shell/reduced-motion';

import styles from './floating.module.css';

export interface BackToTopProps {
  /** False while the surrounding page is known to be hidden. */
  active?: boolean;
}

export function BackToTop({ active = true }: BackToTopProps) {
  const pageActive = usePageActive();
  const listening = active && pageActive;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!listening) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      setShown(showsBackToTop(window.scrollY, window.innerHeight));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    // The first read waits for a frame too: reading scrollY in the mount effect forced a layout
    // of the whole new screen in the middle of its commit.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [listening]);

  const visible = listening && shown;
  return (
    <button
      type="button"
      className={`${styles.round} ${styles.backTop}`}
      data-visible={visible ? 'true' : 'false'}
      aria-label="返回顶部"
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={(event) => {
        // The button leaves once the page is back within a screen of the top: losing focus on
        // the way there stopped Chromium's smooth scroll halfway. Let go of it first.
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }}
    >
      <ArrowUpIcon className={styles.roundIcon} />
    </button>
  );
}
