'use client';
// Keeps a viewer from waiting on a black box (issue 26): samples the element while the player
// is on, and when it has not moved for 2 s with buffer ahead, nudges the playhead, then has the
// line reloaded in place. The rules are lib/domain/player/stall-watchdog; this hook only acts.
import { useEffect, useRef, type RefObject } from 'react';

import {
  initialStallState,
  restartClock,
  STALL_POLL_MS,
  stallStep,
  type Range,
  type StallSample,
} from '@/lib/domain/player/stall-watchdog';
import { markPlayback } from '@/lib/media/video-engine';

function sampleOf(video: HTMLVideoElement, wanted: boolean): StallSample {
  const buffered: Range[] = [];
  for (let i = 0; i < video.buffered.length; i += 1)
    buffered.push([video.buffered.start(i), video.buffered.end(i)]);
  return {
    now: performance.now(),
    currentTime: video.currentTime,
    // A paused element the viewer still wants playing (a play() refused while hls.js rebuilt
    // the buffer) is a stall too, when it sits at HAVE_METADATA.
    idle: video.ended || (video.paused && !wanted),
    buffered,
  };
}

/**
 * `onReload`: load the current line again where it stands (the player's in-place reload).
 * `wanted`: whether the viewer wants it playing, paused or not.
 */
export function useStallWatchdog(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  onReload: () => void,
  wanted: () => boolean = () => false,
): void {
  const reloadRef = useRef(onReload);
  const wantedRef = useRef(wanted);
  useEffect(() => {
    reloadRef.current = onReload;
    wantedRef.current = wanted;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let state = initialStallState(performance.now(), video.currentTime);
    // A new source (a load, a line switch, our own reload) restarts the clock; what was tried
    // stays, so a line that stalls after every reload is not reloaded forever.
    const restart = () => {
      state = restartClock(state, performance.now(), video.currentTime);
    };
    const timer = window.setInterval(() => {
      const step = stallStep(state, sampleOf(video, wantedRef.current()));
      state = step.state;
      if (step.action.kind === 'nudge') {
        markPlayback('video:stall-nudge');
        video.currentTime = step.action.to;
      } else if (step.action.kind === 'reload') {
        markPlayback('video:stall-reload');
        reloadRef.current();
      }
    }, STALL_POLL_MS);
    video.addEventListener('loadstart', restart);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('loadstart', restart);
    };
  }, [enabled, videoRef]);
}
