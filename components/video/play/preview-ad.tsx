'use client';
// The position-40 ad shown over the player before a preview (§3: 40 is the play preview ad).
// It counts down and then hands over to the preview; a tap opens the ad through useOpenLink.
import { useEffect, useState } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import type { ShellAd } from '@/lib/domain/shell/config';
import { useOpenLink } from '@/lib/navigation/use-open-link';

import styles from './long-video.module.css';

export function PreviewAd({
  ad,
  seconds,
  onDone,
}: {
  ad: ShellAd;
  seconds: number;
  onDone: () => void;
}) {
  const openLink = useOpenLink();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onDone]);

  return (
    <div className={styles.previewAd} data-testid="preview-ad">
      <button
        type="button"
        className={styles.previewAdImage}
        aria-label={ad.title || '广告'}
        onClick={() => void openLink(ad.item)}
      >
        {ad.cover ? (
          <LazyImage src={ad.cover} alt={ad.title} aspectRatio="16 / 9" preload />
        ) : (
          <span>{ad.title}</span>
        )}
      </button>
      <span className={styles.previewAdCount} aria-live="polite">
        广告 {left}s
      </span>
    </div>
  );
}
