'use client';
// Sound on the player's <video>: the viewer's choice is §3's app-state muted flag (changed only
// through its setter, kept for the browser session with the app state, §9), and a video starts
// with sound unless they chose silence. Browsers refuse sound without a tap on the page; then it
// plays muted and the player shows 点击开启声音 until a tap (docs/player.md "Sound"). With
// 播放设置's 记住声音 off the choice is this video's only: the next one (a new `source` or a new
// player) starts with sound and the session's flag is left as it was.
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type RefObject } from 'react';

import { videoMutedAtom } from '@/lib/state/app-atoms';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

export interface Sound {
  /** The element is muted, by the viewer's choice or by the browser's refusal. */
  muted: boolean;
  /** Muted only because the browser refused sound: the player offers 点击开启声音. */
  blocked: boolean;
  /** Sound on (a tap: the browser lets a page unmute inside one), and remembered. */
  unmute(): void;
  /** The volume button: silence or sound, remembered either way. */
  toggle(): void;
  /** The browser refused to play with sound: the element is muted for this video. */
  refused(): void;
}

export function useSound(videoRef: RefObject<HTMLVideoElement | null>, source?: string): Sound {
  const { rememberSound } = useAtomValue(playbackSettingsAtom);
  const [sessionMuted, setSessionMuted] = useAtom(videoMutedAtom);
  const [ownMuted, setOwnMuted] = useState(false);
  const [ownSource, setOwnSource] = useState(source);
  if (ownSource !== source) {
    // The pager's next clip: a video of its own, with sound unless the choice is remembered.
    setOwnSource(source);
    setOwnMuted(false);
  }
  const chosenMuted = rememberSound ? sessionMuted : ownMuted;
  const setChosenMuted = rememberSound ? setSessionMuted : setOwnMuted;
  const [blocked, setBlocked] = useState(false);
  const muted = chosenMuted || blocked;

  useEffect(() => {
    const video = videoRef.current;
    if (video) video.muted = muted;
  }, [muted, videoRef]);

  const unmute = useCallback(() => {
    // Inside the tap itself: iOS honours an unmute only there, and Chromium pauses a muted
    // autoplaying video that is unmuted without one.
    const video = videoRef.current;
    if (video) video.muted = false;
    setBlocked(false);
    setChosenMuted(false);
  }, [setChosenMuted, videoRef]);

  const toggle = useCallback(() => {
    if (muted) {
      unmute();
      return;
    }
    const video = videoRef.current;
    if (video) video.muted = true;
    setChosenMuted(true);
  }, [muted, setChosenMuted, unmute, videoRef]);

  const refused = useCallback(() => {
    const video = videoRef.current;
    if (video) video.muted = true;
    setBlocked(true);
  }, [videoRef]);

  return { muted, blocked: blocked && !chosenMuted, unmute, toggle, refused };
}
