'use client';
// The pager's strip of slides (the current clip and its two neighbours, no more), moved by the
// index and the finger's offset; the current slide has the rail (like, comments, share).
import type { ShortCard } from '@/lib/api/video/media-types';

import { ClipInfo, ClipRail } from './clip-rail';
import type { ShortPlayerState } from './short-player';
import styles from './short-video.module.css';

export interface ClipTrackProps {
  clips: ShortCard[];
  index: number;
  /** The finger's drag in px (0: settled). */
  offset: number;
  state: ShortPlayerState;
  onComments(): void;
}

export function ClipTrack({ clips, index, offset, state, onComments }: ClipTrackProps) {
  return (
    <div
      className={styles.track}
      style={{ transform: `translateY(calc(${-index * 100}% + ${offset}px))` }}
      data-settling={offset === 0 ? 'true' : 'false'}
    >
      {clips.map((clip, i) =>
        Math.abs(i - index) > 1 ? null : (
          <section
            key={clip.id}
            className={styles.slide}
            style={{ top: `${i * 100}%` }}
            data-current={i === index ? 'true' : 'false'}
            aria-hidden={i !== index}
          >
            <ClipInfo clip={clip} />
            {i === index ? <ClipRail clip={clip} state={state} onComments={onComments} /> : null}
          </section>
        ),
      )}
    </div>
  );
}
