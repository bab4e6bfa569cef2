'use client';
// Loading a line into the engine, and where the video stands for the next load: the one place
// that knows which line is loaded and what has happened on it since (recovery and switching ask).
import {
  useCallback,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';

import type { VideoEngine } from '@/lib/media/video-engine';

import type { PlayerStatus, VideoPlayerOptions } from './player-types';
import type { PlayIntent } from './use-play-intent';

export interface LineLoading {
  engineRef: RefObject<VideoEngine | null>;
  lineRef: RefObject<number>;
  failedLinesRef: RefObject<Set<number>>;
  // For recoveryAfterFatal: has the line played since it was loaded, when was it last reloaded
  // in place.
  playedSinceLoadRef: RefObject<boolean>;
  lastInPlaceAtRef: RefObject<number | null>;
  line: number;
  /** The level actually playing, -1 until one is known (reset by every load). */
  playingLevel: number;
  setPlayingLevel: Dispatch<SetStateAction<number>>;
  errorText: string;
  /** The player stops on an error with this text (and 重试). */
  fail(text: string): void;
  position(): number;
  load(target: number, at: number, play: boolean): void;
}

export function useLineLoading(
  videoRef: RefObject<HTMLVideoElement | null>,
  optionsRef: RefObject<VideoPlayerOptions>,
  intent: PlayIntent,
  setStatus: Dispatch<SetStateAction<PlayerStatus>>,
): LineLoading {
  const [line, setLineState] = useState(0);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [errorText, setErrorText] = useState('');
  const engineRef = useRef<VideoEngine | null>(null);
  const lineRef = useRef(0);
  const failedLinesRef = useRef(new Set<number>());
  const playedSinceLoadRef = useRef(false);
  const lastInPlaceAtRef = useRef<number | null>(null);
  /** Where the last load was asked to start. */
  const loadedFrom = useRef(0);

  const fail = useCallback(
    (text: string) => {
      setStatus('error');
      setErrorText(text);
    },
    [setStatus],
  );

  /**
   * Where the video stands, for the next load. Until the line has played since its load, the
   * element may still be empty (a reload resets it to 0 s): the position that load was asked to
   * start at counts, so a reload that fails in turn does not send the viewer back to the start.
   */
  const position = useCallback(() => {
    if (optionsRef.current.live) return 0;
    const video = videoRef.current;
    return video && playedSinceLoadRef.current ? video.currentTime : loadedFrom.current;
  }, [optionsRef, videoRef]);

  const load = useCallback(
    (target: number, at: number, play: boolean) => {
      const engine = engineRef.current;
      const video = videoRef.current;
      if (!engine || !video) return;
      lineRef.current = target;
      playedSinceLoadRef.current = false;
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
    [intent, optionsRef, setStatus, videoRef],
  );

  return {
    engineRef,
    lineRef,
    failedLinesRef,
    playedSinceLoadRef,
    lastInPlaceAtRef,
    line,
    playingLevel,
    setPlayingLevel,
    errorText,
    fail,
    position,
    load,
  };
}
