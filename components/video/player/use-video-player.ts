'use client';
// The player's state machine around one <video> element: engine choice, loading a line,
// switching lines in place (position and playing state kept), recovering from a dead line,
// quality levels (the chosen one and the one playing), speed, sound (§3's flag, use-sound), the
// preview's end and watch-position saving.
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import {
  chooseEngine,
  nextLine,
  recoveryAfterFatal,
  type PlaybackEngine,
} from '@/lib/domain/playback';
import { defaultHeight } from '@/lib/domain/playback-settings';
import {
  detectSupport,
  VideoEngine,
  type FatalKind,
  type QualityLevel,
} from '@/lib/media/video-engine';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

import { useElementEvents } from './use-element-events';
import { usePlayIntent } from './use-play-intent';
import { useSound } from './use-sound';
import { useStallWatchdog } from './use-stall-watchdog';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface VideoPlayerOptions {
  /** The playlist URL for a line index. */
  playlistFor: (line: number) => string;
  lineCount: number;
  startAt: number;
  /** 0 = full playback; otherwise the preview stops here. */
  previewSeconds: number;
  /** False while something (the preview ad) must come first: nothing loads. */
  enabled: boolean;
  onPreviewOver?: () => void;
  /**
   * Called when the video first plays, every TRACK_INTERVAL_S while playing, on pause, when the
   * page is hidden or left (pagehide) and on unmount: it must send at once (use-element-events).
   */
  onSavePosition?: (seconds: number) => void;
  /** A dead line was left for another one. */
  onLineFailover?: (from: number, to: number) => void;
  /**
   * A live stream (a sliding-window playlist): every load, a line switch or a reload included,
   * starts at the live edge (hls.js's own live start), never at a position of the old window.
   */
  live?: boolean;
  /**
   * What plays (the short-video pager's clip): a new value reloads the same element from its
   * start with a fresh hls.js (the old one detaches first), never a new <video>.
   */
  source?: string;
}

export interface VideoPlayerState {
  status: PlayerStatus;
  engine: PlaybackEngine | null;
  line: number;
  levels: QualityLevel[];
  /** The viewer's choice: a level index, or -1 for automatic. */
  level: number;
  /** The level actually playing (hls.js's LEVEL_SWITCHED), -1 until one is known. */
  playingLevel: number;
  rate: number;
  muted: boolean;
  /** Muted only because the browser refused sound: 点击开启声音 is offered. */
  soundBlocked: boolean;
  errorText: string;
  switchLine(line: number): void;
  setLevel(index: number): void;
  setRate(rate: number): void;
  toggleMuted(): void;
  /** Sound on, from a tap (点击开启声音). */
  unmute(): void;
  togglePlay(): void;
  retry(): void;
}

const UNSUPPORTED_TEXT = '当前浏览器不支持播放该视频，请更换浏览器后重试';
const FAILED_TEXT = '视频加载失败，请检查网络后重试';

export function useVideoPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: VideoPlayerOptions,
): VideoPlayerState {
  const { enabled, lineCount, previewSeconds, startAt, source } = options;
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [engineKind, setEngineKind] = useState<PlaybackEngine | null>(null);
  const [line, setLineState] = useState(0);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [rate, setRateState] = useState(1);
  const sound = useSound(videoRef, source);
  // 播放设置 as it is when a video starts (read then, not followed: a change waits for the next).
  const store = useStore();
  const [errorText, setErrorText] = useState('');

  const engineRef = useRef<VideoEngine | null>(null);
  const lineRef = useRef(0);
  const failedLines = useRef(new Set<number>());
  // For recoveryAfterFatal: has the line played since it was loaded, when was it last reloaded
  // in place.
  const playedSinceLoad = useRef(false);
  const lastInPlaceAt = useRef<number | null>(null);
  /** Where the last load was asked to start. */
  const loadedFrom = useRef(0);
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

  /**
   * Where the video stands, for the next load. Until the line has played since its load, the
   * element may still be empty (a reload resets it to 0 s): the position that load was asked to
   * start at counts, so a reload that fails in turn does not send the viewer back to the start.
   */
  const position = useCallback(() => {
    if (optionsRef.current.live) return 0;
    const video = videoRef.current;
    return video && playedSinceLoad.current ? video.currentTime : loadedFrom.current;
  }, [videoRef]);

  const load = useCallback(
    (target: number, at: number, play: boolean) => {
      const engine = engineRef.current;
      const video = videoRef.current;
      if (!engine || !video) return;
      lineRef.current = target;
      playedSinceLoad.current = false;
      loadedFrom.current = at;
      setLineState(target);
      setPlayingLevel(-1);
      setStatus('loading');
      setErrorText('');
      if (!play) intent.drop();
      void engine.load(optionsRef.current.playlistFor(target), at).then(() => {
        if (!play || engineRef.current !== engine) return;
        if (engine.engine === 'none') return;
        intent.play();
      });
    },
    [intent, videoRef],
  );

  const onFatal = useCallback(
    (kind: FatalKind) => {
      const video = videoRef.current;
      if (kind === 'unsupported') {
        setStatus('error');
        setErrorText(UNSUPPORTED_TEXT);
        return;
      }
      const from = lineRef.current;
      if (kind !== 'media' && video) {
        const now = Date.now();
        const recovery = recoveryAfterFatal({
          expired: kind === 'expired',
          playedSinceLoad: playedSinceLoad.current,
          lastInPlaceAt: lastInPlaceAt.current,
          now,
        });
        if (recovery === 'in-place') {
          // Fresh links on the same line, where it stood, playing on only if it was playing.
          lastInPlaceAt.current = now;
          load(from, position(), intent.wanted() || !video.paused);
          return;
        }
      }
      failedLines.current.add(from);
      const to = nextLine(from, optionsRef.current.lineCount, failedLines.current);
      if (to === null || !video) {
        setStatus('error');
        setErrorText(FAILED_TEXT);
        return;
      }
      optionsRef.current.onLineFailover?.(from, to);
      load(to, position(), true);
    },
    [intent, load, position, videoRef],
  );

  // One engine per mounted element; created once enabled (the ad may come first).
  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    const kind = chooseEngine(detectSupport());
    const engine = new VideoEngine(video, kind, {
      onLevels: (next, chosen) => {
        setLevels(next);
        // The choice holds across reloads (by height); one the new manifest lacks is dropped.
        setLevelState(chosen);
      },
      onLevelPlaying: setPlayingLevel,
      onFatal,
    });
    engine.setDefaultHeight(defaultHeight(store.get(playbackSettingsAtom).defaultQuality));
    engineRef.current = engine;
    setEngineKind(kind);
    failedLines.current.clear();
    lastInPlaceAt.current = null;
    load(0, optionsRef.current.live ? 0 : startAt, true);
    return () => {
      engineRef.current = null;
      engine.destroy();
    };
    // startAt is read once: later changes (a saved position) must not reload the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, load, onFatal, videoRef, source]);

  useElementEvents(videoRef, enabled, previewSeconds, {
    onPlaying: () => {
      playedSinceLoad.current = true;
    },
    setStatus,
    optionsRef,
  });

  const switchLine = useCallback(
    (target: number) => {
      const video = videoRef.current;
      if (!video || target === lineRef.current || target < 0 || target >= lineCount) return;
      failedLines.current.clear();
      const playing = intent.wanted() || (!video.paused && !video.ended);
      load(target, position(), playing);
    },
    [intent, lineCount, load, position, videoRef],
  );

  const setLevel = useCallback((index: number) => {
    engineRef.current?.setLevel(index);
    setLevelState(index);
  }, []);

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

  const retry = useCallback(() => {
    failedLines.current.clear();
    load(lineRef.current, position(), true);
  }, [load, position]);

  // A stall with data in hand is reloaded in place, where the video stands.
  useStallWatchdog(videoRef, enabled, () => load(lineRef.current, position(), true), intent.wanted);

  return {
    status,
    engine: engineKind,
    line,
    levels,
    level,
    playingLevel,
    rate,
    muted: sound.muted,
    soundBlocked: sound.blocked,
    errorText,
    switchLine,
    setLevel,
    setRate,
    toggleMuted: sound.toggle,
    unmute: sound.unmute,
    togglePlay,
    retry,
  };
}
