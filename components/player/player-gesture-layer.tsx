'use client';
// What the player's gestures show (use-player-gestures): a chip in the middle of the picture
// (❚❚, 快进 01:23 / 45:00, 音量 60%, 亮度 40%, 2倍速播放中) and the brightness as a dark veil.
// Neither takes a touch: the gestures are the <video>'s own pointer events.
import type { RefObject } from 'react';

import styles from './player-gestures.module.css';
import type { PlayerGestureOptions } from './player-gesture-pointer';
import { usePlayerGestures } from './use-player-gestures';

export interface PlayerGestureLayerProps extends PlayerGestureOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
}

export function PlayerGestureLayer({ videoRef, ...options }: PlayerGestureLayerProps) {
  const { feedback, brightness, volumeSettable } = usePlayerGestures(videoRef, options);
  return (
    <>
      {brightness < 1 ? (
        <div
          className={styles.dim}
          style={{ opacity: 1 - brightness }}
          data-testid="brightness-dim"
          aria-hidden="true"
        />
      ) : null}
      <div
        className={styles.chip}
        role="status"
        aria-live="polite"
        data-testid="gesture-feedback"
        data-volume={volumeSettable ? 'settable' : 'fixed'}
        hidden={feedback === null}
      >
        {feedback}
      </div>
    </>
  );
}
