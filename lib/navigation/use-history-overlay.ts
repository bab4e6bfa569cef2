'use client';
// An overlay that the back button or gesture closes (the picture viewer, issue 35): opening it
// adds a history entry for the same URL, so a back while it is open closes it instead of leaving
// the page; closing it any other way (a button, Escape, a swipe) takes that entry off again, so
// the next back leaves the page as usual. The entry carries the router's own state (Next copies
// it into entries pushed outside the router), so going back to it restores the same page.
import { useEffect, useRef } from 'react';

/** Key of our mark in history.state; the value tells one opening from another. */
export const OVERLAY_STATE_KEY = '__overlay';

let openings = 0;

function currentMark(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[OVERLAY_STATE_KEY]
    : undefined;
}

export function useHistoryOverlay(open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  /** This opening's entry, while it is ours to take off. */
  const markRef = useRef<string | null>(null);
  /** Whether an effect of this opening is mounted (React may remount one at once). */
  const liveRef = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    liveRef.current = true;
    // A remount of the same opening (React's development rehearsal) keeps its entry.
    if (markRef.current === null || currentMark() !== markRef.current) {
      openings += 1;
      markRef.current = `overlay-${openings}`;
      window.history.pushState({ [OVERLAY_STATE_KEY]: markRef.current }, '');
    }
    const mark = markRef.current;
    const onPopState = () => {
      if (currentMark() === mark) return;
      // Back (or a jump elsewhere in the history): our entry is gone, nothing to take off.
      markRef.current = null;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      liveRef.current = false;
      // After the commit: a remount of this opening comes first and keeps the entry.
      setTimeout(() => {
        if (liveRef.current || markRef.current !== mark) return;
        markRef.current = null;
        // Still on our entry (not a page the user went on to): step back off it.
        if (currentMark() === mark) window.history.back();
      }, 0);
    };
  }, [open]);
}
