'use client';
// The short-video screen's effects around the clip on screen: the next clip fetched ahead
// (uncounted), the view counted once the clip plays (once per clip per visit), and the notice for
// a link whose clip is not the pager's first. Effects only: hidden (kept alive), they stop.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';

import { useToast } from '@/components/ui/toast';
import { aheadPlayInfoQuery, countView } from '@/lib/api/video/media-play';
import type { ShortCard } from '@/lib/api/video/media-types';
import { playlistUrl } from '@/lib/domain/player/playback';
import {
  LINKED_MISS_TIPS,
  prefetchIndex,
  viewDue,
  type LinkedMiss,
} from '@/lib/domain/video/short-feed';
import { dropPrefetched, prefetchClip } from '@/lib/media/playlist-prefetch';
import { tokenAtom } from '@/lib/state/session-atoms';

/**
 * Counts a view when a clip plays, once per clip per visit (viewDue); hidden (another route
 * shows), the visit ends. Play info asked ahead never counts (aheadPlayInfoQuery).
 */
export function useCountView(id: number, playing: boolean) {
  const counted = useRef(new Set<number>());
  useEffect(() => {
    const visit = counted.current;
    return () => visit.clear();
  }, []);
  useEffect(() => {
    if (!viewDue(counted.current, id, playing)) return;
    counted.current.add(id);
    void countView(id);
  }, [id, playing]);
}

/** Says once per link why its clip is not the first (not found, or not a short one). */
export function useLinkedNotice(linkedId: number | null, miss: LinkedMiss | null) {
  const toast = useToast();
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!miss || linkedId === null || told.current === linkedId) return;
    told.current = linkedId;
    toast(LINKED_MISS_TIPS[miss]);
  }, [linkedId, miss, toast]);
}

/** Fetches the next clip's play info (uncounted), then its master playlist and first segments. */
export function usePrefetchNext(clips: ShortCard[], index: number, go: boolean) {
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom) ?? '';
  const next = prefetchIndex(index, clips.length);
  const nextId = next === null ? null : clips[next]!.id;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    // Hidden: stop what is on its way, and forget masters whose links would go stale.
    const current = new AbortController();
    controller.current = current;
    return () => {
      current.abort();
      dropPrefetched();
    };
  }, []);
  useEffect(() => {
    if (!go || nextId === null || !token) return;
    const signal = controller.current?.signal;
    void queryClient.fetchQuery(aheadPlayInfoQuery(nextId)).then(
      (info) => {
        if (signal && !signal.aborted && (info.entitled || info.previewSeconds > 0))
          prefetchClip(playlistUrl(nextId, token, 0), signal);
      },
      () => undefined,
    );
  }, [go, nextId, queryClient, token]);
}
