'use client';
// The control bar under the picture: play/pause, times and progress (直播 for a live stream),
// mute, speed, quality and fullscreen. Out of the tab order while hidden.
import type { RefObject } from 'react';

import {
  FullscreenExitIcon,
  FullscreenIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '@/components/icons/player-icons';
import { formatClock } from '@/lib/domain/platform/format';
import { rateLabel } from '@/lib/domain/player/playback';

import type { PlayerMenu } from './player-menus';
import type { VideoPlayerState } from './player-types';
import type { QualityMenu } from './quality-menu';
import type { ControlsVisibility } from './use-controls-visibility';
import type { Fullscreen } from './use-fullscreen';
import { useMediaTime } from './use-media-time';
import styles from './video-player.module.css';

export interface PlayerControlBarProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  player: VideoPlayerState;
  quality: QualityMenu;
  controls: ControlsVisibility;
  fullscreen: Fullscreen;
  live: boolean;
  /** An overlay owns the player: no bar over it. */
  covered: boolean;
  openMenu(menu: Exclude<PlayerMenu, null>): void;
}

export function PlayerControlBar(props: PlayerControlBarProps) {
  const { videoRef, player, quality, controls, fullscreen, live, covered, openMenu } = props;
  const playing = player.status === 'playing';
  const tabIndex = controls.shown ? 0 : -1;
  return (
    <div
      className={styles.bar}
      aria-hidden={!controls.shown}
      onPointerDown={controls.touch}
      hidden={covered}
    >
      <button
        type="button"
        className={styles.icon}
        aria-label={playing ? '暂停' : '播放'}
        onClick={player.togglePlay}
        tabIndex={tabIndex}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      {live ? (
        <>
          <span className={styles.live}>直播</span>
          <span className={styles.progress} aria-hidden="true" />
        </>
      ) : (
        <PlayerTimeline videoRef={videoRef} tabIndex={tabIndex} onSeeked={controls.touch} />
      )}
      <button
        type="button"
        className={styles.icon}
        aria-label={player.muted ? '取消静音' : '静音'}
        onClick={player.toggleMuted}
        tabIndex={tabIndex}
      >
        <VolumeIcon muted={player.muted} />
      </button>
      {live ? null : (
        <button
          type="button"
          className={styles.text}
          onClick={() => openMenu('rate')}
          tabIndex={tabIndex}
        >
          {rateLabel(player.rate)}
        </button>
      )}
      {player.levels.length > 1 ? (
        <button
          type="button"
          className={styles.text}
          aria-label={quality.ariaLabel}
          onClick={() => openMenu('quality')}
          tabIndex={tabIndex}
        >
          {quality.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.icon}
        aria-label={fullscreen.active ? '退出全屏' : '全屏'}
        onClick={fullscreen.toggle}
        tabIndex={tabIndex}
      >
        {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </button>
    </div>
  );
}

interface PlayerTimelineProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  tabIndex: number;
  onSeeked(): void;
}

/**
 * The times and the progress, the one part that follows the element's clock: a timeupdate
 * (about four a second) renders this and nothing else of the player (it rendered all 15 of its
 * components). Shown once the video's length is known: during a pre-roll, or while the playlist
 * loads, 00:00:00 / 00:00:00 said nothing true.
 */
function PlayerTimeline({ videoRef, tabIndex, onSeeked }: PlayerTimelineProps) {
  const time = useMediaTime(videoRef);
  if (time.duration <= 0) return <span className={styles.progress} aria-hidden="true" />;
  const seek = (value: number) => {
    const video = videoRef.current;
    if (video && Number.isFinite(value)) video.currentTime = value;
    onSeeked();
  };
  return (
    <>
      <span className={styles.time}>{formatClock(time.current)}</span>
      <input
        className={styles.progress}
        type="range"
        min={0}
        max={time.duration}
        step={0.1}
        value={Math.min(time.current, time.duration)}
        aria-label="播放进度"
        onChange={(event) => seek(Number(event.target.value))}
        tabIndex={tabIndex}
      />
      <span className={styles.time}>{formatClock(time.duration)}</span>
    </>
  );
}
