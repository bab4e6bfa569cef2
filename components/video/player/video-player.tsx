'use client';
// The player's face: one <video> (playsinline) and its controls: play/pause, progress,
// time, mute, speed, quality, fullscreen, 点击开启声音 while the browser keeps it muted, a
// spinner while buffering and an error with 重试. State and engine live in useVideoPlayer (and
// fullscreen in useFullscreen); this file only shows them.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import {
  FullscreenExitIcon,
  FullscreenIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '@/components/icons/player-icons';
import { ActionSheet, type SheetAction } from '@/components/ui/action-sheet';
import { Spinner } from '@/components/ui/spinner';
import { formatClock } from '@/lib/domain/format';
import { PLAYBACK_RATES, POSTER_TIMING_ID, rateLabel } from '@/lib/domain/playback';

import { PlayerGestureLayer } from './player-gesture-layer';
import { qualityMenu } from './quality-menu';
import { useFullscreen } from './use-fullscreen';
import type { VideoPlayerState } from './use-video-player';
import styles from './video-player.module.css';

/** Controls fade out after this long without a touch while playing. */
const CONTROLS_HIDE_MS = 3000;

type Menu = 'rate' | 'quality' | null;

export interface VideoPlayerProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  player: VideoPlayerState;
  poster?: string;
  /**
   * Drawn over the picture (the preview ad, the paywall notice). It owns the player meanwhile:
   * no big play button behind it and no control bar over it (issue 35: a ▶ during the ad's
   * countdown, a play triangle behind 5钻石解锁), since nothing can be played until it goes.
   */
  overlay?: ReactNode;
  /** A small note over the picture's lower left, above the controls (继续播放 01:15). */
  notice?: ReactNode;
  /** A live stream: a 直播 badge instead of times and progress, and no speed menu. */
  live?: boolean;
  /**
   * Whether turning the phone to landscape may take the playing video full screen (false
   * during an ad and once a preview has ended). Turning false leaves fullscreen: the page's own
   * sheets (the paywall) open outside the player.
   */
  rotateToFullscreen?: boolean;
  /**
   * Touch gestures on the picture (docs/player.md "Gestures"), seeking no further than
   * `previewSeconds` when that is not 0. Off by default: the page must let the player own
   * every touch on the picture.
   */
  gestures?: { previewSeconds: number };
}

function useMediaTime(videoRef: RefObject<HTMLVideoElement | null>) {
  const [time, setTime] = useState({ current: 0, duration: 0 });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () =>
      setTime({
        current: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
      });
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked'];
    for (const name of events) video.addEventListener(name, update);
    return () => {
      for (const name of events) video.removeEventListener(name, update);
    };
  }, [videoRef]);
  return time;
}

export function VideoPlayer({
  videoRef,
  player,
  poster,
  overlay,
  notice,
  live = false,
  rotateToFullscreen = true,
  gestures,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const time = useMediaTime(videoRef);
  const [controlsShown, setControlsShown] = useState(true);
  const [menu, setMenu] = useState<Menu>(null);
  const [touchedAt, setTouchedAt] = useState(0);

  const playing = player.status === 'playing';
  const fullscreen = useFullscreen(rootRef, videoRef, rotateToFullscreen && playing);
  const { active: fullscreenOn, exit: exitFullscreen } = fullscreen;
  useEffect(() => {
    if (!rotateToFullscreen && fullscreenOn) exitFullscreen();
  }, [rotateToFullscreen, fullscreenOn, exitFullscreen]);
  useEffect(() => {
    if (!playing || menu) return;
    const timer = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, menu, touchedAt]);

  const touch = () => {
    setControlsShown(true);
    setTouchedAt(Date.now());
  };
  const toggleControls = () => (controlsShown ? setControlsShown(false) : touch());

  const seek = (value: number) => {
    const video = videoRef.current;
    if (video && Number.isFinite(value)) video.currentTime = value;
    touch();
  };

  const rateActions: SheetAction[] = PLAYBACK_RATES.map((rate) => ({
    label: rate === 1 ? '1.0x 正常' : `${rate}x`,
    description: rate === player.rate ? '当前' : undefined,
    onSelect: () => player.setRate(rate),
  }));
  const quality = qualityMenu(player);

  const covered = overlay !== undefined && overlay !== null && overlay !== false;
  const showBigPlay =
    !covered &&
    (player.status === 'paused' || player.status === 'ended' || player.status === 'idle');

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-status={player.status}
      data-engine={player.engine ?? ''}
      data-line={player.line}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      data-fullscreen={fullscreen.active ? 'true' : undefined}
    >
      <video
        ref={videoRef}
        className={styles.video}
        playsInline
        preload="auto"
        poster={poster}
        // The poster's paint is reported (Chromium), so the player's code waits for it (usePosterFirst).
        elementtiming={POSTER_TIMING_ID}
        // With gestures the tap is theirs (it waits out a double-tap).
        onClick={gestures ? undefined : toggleControls}
        data-testid="video"
      />
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
      {gestures ? (
        <PlayerGestureLayer
          videoRef={videoRef}
          previewSeconds={gestures.previewSeconds}
          live={live}
          blocked={covered}
          onTap={toggleControls}
          togglePlay={player.togglePlay}
          unmute={player.unmute}
        />
      ) : null}
      {overlay}
      {covered ? null : notice}
      <div
        className={styles.bar}
        aria-hidden={!controlsShown}
        onPointerDown={touch}
        hidden={covered}
      >
        <button
          type="button"
          className={styles.icon}
          aria-label={playing ? '暂停' : '播放'}
          onClick={player.togglePlay}
          tabIndex={controlsShown ? 0 : -1}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {/* Times and progress once the video's length is known: during a pre-roll, or while
            the playlist loads, 00:00:00 / 00:00:00 said nothing true. */}
        {live ? (
          <>
            <span className={styles.live}>直播</span>
            <span className={styles.progress} aria-hidden="true" />
          </>
        ) : time.duration > 0 ? (
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
              tabIndex={controlsShown ? 0 : -1}
            />
            <span className={styles.time}>{formatClock(time.duration)}</span>
          </>
        ) : (
          <span className={styles.progress} aria-hidden="true" />
        )}
        <button
          type="button"
          className={styles.icon}
          aria-label={player.muted ? '取消静音' : '静音'}
          onClick={player.toggleMuted}
          tabIndex={controlsShown ? 0 : -1}
        >
          <VolumeIcon muted={player.muted} />
        </button>
        {live ? null : (
          <button
            type="button"
            className={styles.text}
            onClick={() => setMenu('rate')}
            tabIndex={controlsShown ? 0 : -1}
          >
            {rateLabel(player.rate)}
          </button>
        )}
        {player.levels.length > 1 ? (
          <button
            type="button"
            className={styles.text}
            aria-label={quality.ariaLabel}
            onClick={() => setMenu('quality')}
            tabIndex={controlsShown ? 0 : -1}
          >
            {quality.label}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.icon}
          aria-label={fullscreen.active ? '退出全屏' : '全屏'}
          onClick={fullscreen.toggle}
          tabIndex={controlsShown ? 0 : -1}
        >
          {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </button>
      </div>
      <ActionSheet
        open={menu === 'rate'}
        title="播放速度"
        actions={rateActions}
        onClose={() => setMenu(null)}
        container={fullscreen.host}
      />
      <ActionSheet
        open={menu === 'quality'}
        title="清晰度"
        actions={quality.actions}
        onClose={() => setMenu(null)}
        container={fullscreen.host}
      />
    </div>
  );
}
