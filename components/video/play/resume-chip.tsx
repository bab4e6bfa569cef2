'use client';
// 继续播放 01:15 · 从头播放: what the player says when it picks up where the viewer stopped
// (issue 35: resuming said nothing). It appears once the video plays, and goes after a few
// seconds or when 从头播放 sends the video back to its start.
import { useEffect, useState } from 'react';

import { resumeChipText } from '@/lib/domain/player/watch-progress';

import styles from './resume-chip.module.css';

/** How long the chip stays once the video plays. */
export const RESUME_CHIP_MS = 6000;

export function ResumeChip({
  seconds,
  playing,
  onRestart,
}: {
  /** Where playback picked up. */
  seconds: number;
  /** The video is playing: the chip shows from then on, for RESUME_CHIP_MS. */
  playing: boolean;
  onRestart: () => void;
}) {
  const [shown, setShown] = useState(false);
  const [gone, setGone] = useState(false);
  // Shown from the first moment it plays (state adjusted while rendering, not in an effect).
  if (playing && !shown) setShown(true);
  useEffect(() => {
    if (!shown || gone) return;
    const timer = window.setTimeout(() => setGone(true), RESUME_CHIP_MS);
    return () => window.clearTimeout(timer);
  }, [shown, gone]);

  if (!shown || gone || seconds <= 0) return null;
  return (
    <div className={styles.chip} role="status">
      <span>{resumeChipText(seconds)}</span>
      <button
        type="button"
        className={styles.restart}
        onClick={() => {
          onRestart();
          setGone(true);
        }}
      >
        从头播放
      </button>
    </div>
  );
}
