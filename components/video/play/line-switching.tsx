'use client';
// §2 LineSwitching: one chip per VID line; switching keeps the position and playing state.
import { lineName } from '@/lib/domain/player/playback';

import styles from './long-video.module.css';

export function LineSwitching({
  count,
  current,
  onSwitch,
}: {
  count: number;
  current: number;
  onSwitch: (line: number) => void;
}) {
  if (count < 2) return null;
  return (
    <div className={styles.lines} role="radiogroup" aria-label="播放线路">
      <span className={styles.linesLabel}>线路</span>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          role="radio"
          aria-checked={index === current}
          className={styles.lineChip}
          onClick={() => onSwitch(index)}
        >
          {lineName(index)}
        </button>
      ))}
    </div>
  );
}
