'use client';
// One engine (hls.js or native) per mounted element and source, created once the player is
// enabled, with its quality levels: the chosen one and the list the manifest offers.
import { useStore } from 'jotai';
import { useCallback, useEffect, useState, type RefObject } from 'react';

import { chooseEngine, type PlaybackEngine } from '@/lib/domain/player/playback';
import { defaultHeight } from '@/lib/domain/player/playback-settings';
import {
  detectSupport,
  VideoEngine,
  type FatalKind,
  type QualityLevel,
} from '@/lib/media/video-engine';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

import type { VideoPlayerOptions } from './player-types';
import type { LineLoading } from './use-line-loading';

export interface PlaybackEngineState {
  engine: PlaybackEngine | null;
  levels: QualityLevel[];
  /** The viewer's choice: a level index, or -1 for automatic. */
  level: number;
  setLevel(index: number): void;
}

export function usePlaybackEngine(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: VideoPlayerOptions,
  optionsRef: RefObject<VideoPlayerOptions>,
  lines: LineLoading,
  onFatal: (kind: FatalKind) => void,
): PlaybackEngineState {
  const { enabled, startAt, source } = options;
  const { engineRef, failedLinesRef, lastInPlaceAtRef, setPlayingLevel, load } = lines;
  const [engineKind, setEngineKind] = useState<PlaybackEngine | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  // 播放设置 as it is when a video starts (read then, not followed: a change waits for the next).
  const store = useStore();

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
    failedLinesRef.current.clear();
    lastInPlaceAtRef.current = null;
    load(0, optionsRef.current.live ? 0 : startAt, true);
    return () => {
      engineRef.current = null;
      engine.destroy();
    };
    // startAt is read once: later changes (a saved position) must not reload the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, load, onFatal, videoRef, source]);

  const setLevel = useCallback(
    (index: number) => {
      engineRef.current?.setLevel(index);
      setLevelState(index);
    },
    [engineRef],
  );

  return { engine: engineKind, levels, level, setLevel };
}
