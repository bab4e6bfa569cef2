'use client';
// The player's state machine around one <video> element: engine choice, loading a line,
// switching lines in place (position and playing state kept), recovering from a dead line,
// quality levels (the chosen one and the one playing), speed, sound (§3's flag, use-sound), the
// preview's end and watch-position saving. Each part is its own hook beside this one.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import type { PlayerStatus, VideoPlayerOptions, VideoPlayerState } from './player-types';
import { useElementEvents } from './use-element-events';
import { useFatalRecovery } from './use-fatal-recovery';
import { useLineLoading } from './use-line-loading';
import { useLineSwitching } from './use-line-switching';
import { usePlayIntent } from './use-play-intent';
import { usePlaybackEngine } from './use-playback-engine';
import { useSound } from './use-sound';
import { useStallWatchdog } from './use-stall-watchdog';

// The hook's own shapes, for its callers (the types live apart to keep its parts acyclic).
export type { PlayerStatus, VideoPlayerOptions, VideoPlayerState } from './player-types';

export function useVideoPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: VideoPlayerOptions,
): VideoPlayerState {
  const { enabled, lineCount, previewSeconds, source } = options;
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [rate, setRateState] = useState(1);
  const sound = useSound(videoRef, source);
  // The latest callbacks without re-running the effects that hold the engine.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  // Autoplay refused (no user gesture yet): muted if sound was the trouble, else wait for a tap
  // on the play button.
  const intent = usePlayIntent(videoRef, enabled, {
    onAutoplayRefused: () => setStatus('paused'),
    onSoundRefused: sound.refused,
  });
  const lines = useLineLoading(videoRef, optionsRef, intent, setStatus);
  const { playedSinceLoadRef, lineRef, position, load } = lines;
  const onFatal = useFatalRecovery(videoRef, optionsRef, intent, lines);
  const engine = usePlaybackEngine(videoRef, options, optionsRef, lines, onFatal);

  useElementEvents(videoRef, enabled, previewSeconds, {
    onPlaying: () => {
      playedSinceLoadRef.current = true;
    },
    setStatus,
    optionsRef,
  });

  const { switchLine, retry } = useLineSwitching(videoRef, lineCount, intent, lines);

  const setRate = useCallback(
    (next: number) => {
      const video = videoRef.current;
      if (video) {
        // The default rate survives a source change (a line switch); the current one would not.
        video.defaultPlaybackRate = next;
        video.playbackRate = next;
      }
      setRateState(next);
    },
    [videoRef],
  );

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      if (video.ended) video.currentTime = 0;
      intent.play();
    } else {
      video.pause();
    }
  }, [intent, videoRef]);

  // A stall with data in hand is reloaded in place, where the video stands.
  useStallWatchdog(videoRef, enabled, () => load(lineRef.current, position(), true), intent.wanted);

  return {
    status,
    engine: engine.engine,
    line: lines.line,
    levels: engine.levels,
    level: engine.level,
    playingLevel: lines.playingLevel,
    rate,
    muted: sound.muted,
    soundBlocked: sound.blocked,
    errorText: lines.errorText,
    switchLine,
    setLevel: engine.setLevel,
    setRate,
    toggleMuted: sound.toggle,
    unmute: sound.unmute,
    togglePlay,
    retry,
  };
}
