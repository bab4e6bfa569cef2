'use client';
// What the player says over the picture about its state: the buffering spinner, the big play
// button, the error with 重试 and 点击开启声音 while the browser keeps the sound off.
import { Spinner } from '@/components/ui/spinner';
import { PlayIcon, VolumeIcon } from '@/components/icons/player-icons';

import type { VideoPlayerState } from './player-types';
import styles from './video-player.module.css';

export interface PlayerStatusOverlaysProps {
  player: VideoPlayerState;
  /** Something else (the ad, the paywall notice) owns the picture: no big play button. */
  covered: boolean;
}

export function PlayerStatusOverlays({ player, covered }: PlayerStatusOverlaysProps) {
  const showBigPlay =
    !covered &&
    (player.status === 'paused' || player.status === 'ended' || player.status === 'idle');
  return (
    <>
      {player.status === 'loading' ? (
        <Spinner size={36} tone="light" label="加载中" className={styles.spinner} />
      ) : null}
      {showBigPlay && player.status !== 'idle' ? (
        <button
          type="button"
          className={styles.bigPlay}
          aria-label="播放"
          onClick={player.togglePlay}
        >
          <PlayIcon />
        </button>
      ) : null}
      {player.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{player.errorText}</p>
          <button type="button" className={styles.retry} onClick={player.retry}>
            重试
          </button>
        </div>
      ) : null}
      {player.soundBlocked && player.status !== 'error' ? (
        <button type="button" className={styles.soundChip} onClick={player.unmute}>
          <VolumeIcon muted />
          点击开启声音
        </button>
      ) : null}
    </>
  );
}
