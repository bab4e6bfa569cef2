'use client';
// The player's face: one <video> (playsinline) and its controls: play/pause, progress,
// time, mute, speed, quality, fullscreen, 点击开启声音 while the browser keeps it muted, a
// spinner while buffering and an error with 重试. State and engine live in useVideoPlayer (and
// fullscreen in useFullscreen); this file and the parts beside it only show them.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import { POSTER_TIMING_ID } from '@/lib/domain/player/playback';

import { PlayerControlBar } from './player-control-bar';
import { PlayerGestureLayer } from './player-gesture-layer';
import { PlayerMenus, type PlayerMenu } from './player-menus';
import { PlayerStatusOverlays } from './player-status-overlays';
import type { VideoPlayerState } from './player-types';
import { qualityMenu } from './quality-menu';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import styles from './video-player.module.css';

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
  const [menu, setMenu] = useState<PlayerMenu>(null);

  const playing = player.status === 'playing';
  const fullscreen = useFullscreen(rootRef, videoRef, rotateToFullscreen && playing);
  const { active: fullscreenOn, exit: exitFullscreen } = fullscreen;
  useEffect(() => {
    if (!rotateToFullscreen && fullscreenOn) exitFullscreen();
  }, [rotateToFullscreen, fullscreenOn, exitFullscreen]);
  const controls = useControlsVisibility(playing, menu);

  const quality = qualityMenu(player);
  const covered = overlay !== undefined && overlay !== null && overlay !== false;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-status={player.status}
      data-engine={player.engine ?? ''}
      data-line={player.line}
      data-controls={controls.shown ? 'shown' : 'hidden'}
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
        onClick={gestures ? undefined : controls.toggle}
        data-testid="video"
      />
      <PlayerStatusOverlays player={player} covered={covered} />
      {gestures ? (
        <PlayerGestureLayer
          videoRef={videoRef}
          previewSeconds={gestures.previewSeconds}
          live={live}
          blocked={covered}
          onTap={controls.toggle}
          togglePlay={player.togglePlay}
          unmute={player.unmute}
        />
      ) : null}
      {overlay}
      {covered ? null : notice}
      <PlayerControlBar
        videoRef={videoRef}
        player={player}
        quality={quality}
        controls={controls}
        fullscreen={fullscreen}
        live={live}
        covered={covered}
        openMenu={setMenu}
      />
      <PlayerMenus
        menu={menu}
        player={player}
        quality={quality}
        container={fullscreen.host}
        onClose={() => setMenu(null)}
      />
    </div>
  );
}
