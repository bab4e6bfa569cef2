'use client';
// The gesture of pull-to-refresh (§2 List, §9 head height 50). The finger position goes
// straight to the track's transform, not through React state, so a pull re-renders only
// when its label changes. Only touchmove is non-passive: it must cancel the browser's own
// scroll/bounce while the user pulls the list down from the top of the page.
import { useEffect, useRef, useState, type RefObject } from 'react';

import { PULL_REFRESH_HEAD } from '@/lib/domain/platform/constants';

export type PullStatus = 'idle' | 'pulling' | 'loosing' | 'loading' | 'success' | 'failed';

export const PULL_TEXT: Record<PullStatus, string> = {
  idle: '',
  pulling: '下拉刷新',
  loosing: '释放立即刷新',
  loading: '加载中…',
  success: '刷新成功',
  failed: '刷新失败',
};

/** How long the head slides back. */
export const PULL_ANIMATION_MS = 300;
/** How long 刷新成功 / 刷新失败 stays before the head slides away. */
export const PULL_RESULT_MS = 500;

/**
 * Resistance: the head follows the finger 1:1 up to its own height, at half speed up to
 * twice that, then at a quarter. Past `head` on release means refresh.
 */
export function pullDistance(dy: number, head: number = PULL_REFRESH_HEAD): number {
  if (dy <= 0) return 0;
  if (dy <= head) return Math.round(dy);
  if (dy <= head * 2) return Math.round(head + (dy - head) / 2);
  return Math.round(head * 1.5 + (dy - head * 2) / 4);
}

export interface PullToRefreshOptions {
  onRefresh: () => Promise<unknown>;
  disabled?: boolean;
  head?: number;
}

interface PullGestureHandlers {
  /** Whether a pull may begin (not while a refresh is still showing). */
  canStart: () => boolean;
  /** The finger moved: the head's distance, resistance applied. */
  onPull: (distance: number) => void;
  /** The finger was lifted after a pull. */
  onRelease: () => void;
  /** The touch was cancelled after a pull. */
  onCancel: () => void;
}

/**
 * The finger's side of a pull: a one-finger drag down from the very top of the page, told
 * apart from a scroll or a sideways swipe. Touch listeners, no DOM or React of its own.
 */
function createPullGesture(head: number, handlers: PullGestureHandlers) {
  let tracking = false;
  let pulling = false;
  let startX = 0;
  let startY = 0;

  const start = (event: TouchEvent) => {
    const touch = event.touches[0];
    // Only a one-finger pull from the very top, and not while a refresh is still showing.
    tracking = handlers.canStart() && event.touches.length === 1 && window.scrollY <= 0 && !!touch;
    pulling = false;
    if (!tracking || !touch) return;
    startX = touch.clientX;
    startY = touch.clientY;
  };
  const move = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!tracking || !touch) return;
    const dy = touch.clientY - startY;
    if (!pulling) {
      const dx = touch.clientX - startX;
      if (dy === 0 && dx === 0) return;
      // Scrolling up, or a sideways swipe (banner, tab panes): not ours.
      if (dy < 0 || Math.abs(dx) > Math.abs(dy) || window.scrollY > 0) {
        tracking = false;
        return;
      }
      pulling = true;
    }
    if (event.cancelable) event.preventDefault();
    handlers.onPull(pullDistance(dy, head));
  };
  const end = () => {
    if (!tracking) return;
    tracking = false;
    if (!pulling) return;
    pulling = false;
    handlers.onRelease();
  };
  const cancel = () => {
    if (!tracking) return;
    tracking = false;
    if (pulling) handlers.onCancel();
    pulling = false;
  };
  return { start, move, end, cancel };
}

/**
 * The screen's side of a pull: the track's transform, the status shown, the refresh and the
 * timers that slide the head away. `dispose` stops every timer and puts the track back.
 */
function createPullHead(
  track: HTMLElement,
  head: number,
  setStatus: (status: PullStatus) => void,
  refresh: RefObject<() => Promise<unknown>>,
) {
  let phase: PullStatus = 'idle';
  let live = true;
  const timers = new Set<number>();

  const later = (fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const enter = (next: PullStatus) => {
    if (next === phase) return;
    phase = next;
    setStatus(next);
  };
  const moveTo = (distance: number, animate: boolean) => {
    track.style.transitionDuration = animate ? `${PULL_ANIMATION_MS}ms` : '0ms';
    // No transform at rest: a transformed ancestor would trap position:fixed children.
    track.style.transform = distance > 0 ? `translate3d(0, ${distance}px, 0)` : '';
  };
  const settle = () => {
    moveTo(0, true);
    later(() => enter('idle'), PULL_ANIMATION_MS);
  };
  const run = async () => {
    enter('loading');
    moveTo(head, true);
    let ok = true;
    try {
      await refresh.current();
    } catch {
      ok = false;
    }
    if (!live) return;
    enter(ok ? 'success' : 'failed');
    later(settle, PULL_RESULT_MS);
  };

  return {
    isIdle: () => phase === 'idle',
    follow: (distance: number) => {
      moveTo(distance, false);
      enter(distance >= head ? 'loosing' : 'pulling');
    },
    release: () => {
      if (phase === 'loosing') void run();
      else settle();
    },
    settle,
    dispose: () => {
      live = false;
      for (const id of timers) window.clearTimeout(id);
      moveTo(0, false);
    },
  };
}

export function usePullToRefresh(
  rootRef: RefObject<HTMLElement | null>,
  trackRef: RefObject<HTMLElement | null>,
  { onRefresh, disabled = false, head = PULL_REFRESH_HEAD }: PullToRefreshOptions,
): PullStatus {
  const [status, setStatus] = useState<PullStatus>('idle');
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const root = rootRef.current;
    const track = trackRef.current;
    if (disabled || !root || !track) return undefined;

    const pullHead = createPullHead(track, head, setStatus, refresh);
    const gesture = createPullGesture(head, {
      canStart: pullHead.isIdle,
      onPull: pullHead.follow,
      onRelease: pullHead.release,
      onCancel: pullHead.settle,
    });
    root.addEventListener('touchstart', gesture.start, { passive: true });
    root.addEventListener('touchmove', gesture.move, { passive: false });
    root.addEventListener('touchend', gesture.end, { passive: true });
    root.addEventListener('touchcancel', gesture.cancel, { passive: true });
    return () => {
      root.removeEventListener('touchstart', gesture.start);
      root.removeEventListener('touchmove', gesture.move);
      root.removeEventListener('touchend', gesture.end);
      root.removeEventListener('touchcancel', gesture.cancel);
      pullHead.dispose();
      setStatus('idle');
    };
  }, [rootRef, trackRef, disabled, head]);

  return status;
}
