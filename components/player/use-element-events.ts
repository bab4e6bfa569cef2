'use client';
// The <video> element's events → the player's status, the preview's end and the saved watch
// position: when it first plays (the video enters the history), every TRACK_INTERVAL_S, on
// pause, when the page is hidden or left (pagehide: a closed tab) and on unmount.
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

import { previewOver, TRACK_INTERVAL_S } from '@/lib/domain/player/playback';
import { markPlayback } from '@/lib/media/video-engine';

import type { PlayerStatus, VideoPlayerOptions } from './player-types';

interface ElementEventSinks {
  onPlaying: () => void;
  setStatus: Dispatch<SetStateAction<PlayerStatus>>;
  /** The latest options, read when an event comes (not a reason to listen again). */
  optionsRef: RefObject<VideoPlayerOptions>;
}

export function useElementEvents(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  previewSeconds: number,
  sinks: ElementEventSinks,
): void {
  const { onPlaying, setStatus, optionsRef } = sinks;
  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let lastSaved = 0;
    let entered = false;
    // At 0 s only the first save goes (it puts the video in the history); later ones need a time.
    const save = (first = false) => {
      if (first || video.currentTime > 0) optionsRef.current.onSavePosition?.(video.currentTime);
      lastSaved = video.currentTime;
    };
    const checkPreview = () => {
      if (previewOver(video.currentTime, previewSeconds, video.ended)) {
        video.pause();
        optionsRef.current.onPreviewOver?.();
        return true;
      }
      return false;
    };
    const handlers: Record<string, () => void> = {
      playing: () => {
        onPlaying();
        markPlayback('video:playing');
        setStatus('playing');
        if (!entered) {
          entered = true;
          save(true);
        }
      },
      waiting: () => setStatus('loading'),
      pause: () => {
        if (!video.ended) setStatus('paused');
        save();
      },
      ended: () => {
        setStatus('ended');
        if (!checkPreview()) save();
      },
      timeupdate: () => {
        if (checkPreview()) return;
        if (Math.abs(video.currentTime - lastSaved) >= TRACK_INTERVAL_S) save();
      },
    };
    // The page hidden (a tab switch, the phone locked) or left (a closed tab, a reload): the
    // save goes out as it is, and onSavePosition sends it with a request that outlives the page.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const onPageHide = () => save();
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const [name, handler] of Object.entries(handlers))
        video.removeEventListener(name, handler);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      save();
    };
    // onPlaying and setStatus are stable (a ref write, React's setter); listening again on
    // every render would drop the last save's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, previewSeconds, videoRef]);
}
