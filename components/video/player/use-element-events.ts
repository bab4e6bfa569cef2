'use client';
// The <video> element's events → the player's status, the preview's end and the saved watch
// position (every TRACK_INTERVAL_S, on pause, on leaving).
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

import { previewOver, TRACK_INTERVAL_S } from '@/lib/domain/playback';
import { markPlayback } from '@/lib/media/video-engine';

import type { PlayerStatus, VideoPlayerOptions } from './use-video-player';

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
    const save = () => {
      if (video.currentTime > 0) optionsRef.current.onSavePosition?.(video.currentTime);
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
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers))
        video.removeEventListener(name, handler);
      save();
    };
    // onPlaying and setStatus are stable (a ref write, React's setter); listening again on
    // every render would drop the last save's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, previewSeconds, videoRef]);
}
