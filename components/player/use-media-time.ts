'use client';
// The element's position and length for the control bar, followed through its own events
// (a render per timeupdate stays in the control bar's timeline, not the player or the page).
import { useEffect, useState, type RefObject } from 'react';

export interface MediaTime {
  current: number;
  /** 0 until the length is known (a live stream's Infinity counts as unknown). */
  duration: number;
}

export function useMediaTime(videoRef: RefObject<HTMLVideoElement | null>): MediaTime {
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
