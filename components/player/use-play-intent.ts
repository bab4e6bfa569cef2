'use client';
// The viewer's wish to play, kept while the element is reloaded under it. In WebKit (GStreamer's
// MSE) a line switch that seeks right after metadata can fail a buffer push: the element errors,
// play() is refused with NotSupportedError and hls.js rebuilds the buffer, paused. The wish
// survives that and plays once the element can again; only the autoplay policy or a pause
// (the viewer's, the preview's end) ends it. A refusal of sound (the policy allows muted play
// without a tap) is answered by playing muted: the player then offers 点击开启声音.
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';

import { playRefusal } from '@/lib/domain/player/playback';

export interface PlayIntent {
  /** Plays now and keeps wanting to until a pause or the autoplay policy says otherwise. */
  play(): void;
  /** The next load is to stay paused. */
  drop(): void;
  /** Whether the viewer is waiting for the video to move (even while the element is paused). */
  wanted(): boolean;
}

export interface PlayRefusals {
  /** Not even muted: wait for a tap on the play button. */
  onAutoplayRefused(): void;
  /** Sound was refused: mute the element (the next attempt plays muted). */
  onSoundRefused(): void;
}

export function usePlayIntent(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  refusals: PlayRefusals,
): PlayIntent {
  const wants = useRef(false);
  const refusalsRef = useRef(refusals);
  useEffect(() => {
    refusalsRef.current = refusals;
  });

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    wants.current = true;
    const attempt = () => {
      // Set again for the muted attempt: a browser may report the refusal with a 'pause'.
      wants.current = true;
      // Old WebViews return nothing from play(); Promise.resolve covers both.
      Promise.resolve(video.play()).catch((error: unknown) => {
        if (playRefusal((error as { name?: string } | null)?.name) !== 'autoplay-refused') return;
        if (!video.muted) {
          refusalsRef.current.onSoundRefused();
          if (video.muted) {
            attempt();
            return;
          }
        }
        wants.current = false;
        refusalsRef.current.onAutoplayRefused();
      });
    };
    attempt();
  }, [videoRef]);

  const drop = useCallback(() => {
    wants.current = false;
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    const resume = () => {
      if (wants.current && video.paused && !video.ended) play();
    };
    const paused = () => {
      wants.current = false;
    };
    video.addEventListener('canplay', resume);
    video.addEventListener('pause', paused);
    return () => {
      video.removeEventListener('canplay', resume);
      video.removeEventListener('pause', paused);
    };
  }, [enabled, play, videoRef]);

  const wanted = useCallback(() => wants.current, []);

  // One object for the player's lifetime: its callbacks depend on it.
  return useMemo(() => ({ play, drop, wanted }), [play, drop, wanted]);
}
