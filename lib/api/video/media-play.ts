'use client';
// Data of the long-video page: play info (200 or 4030 alike), buying, like and collect
// (optimistic, rolled back on failure), watch-position saving and the related list.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { accountKeys } from '../account/center';
import { api } from '../client';
import { postKeepalive } from '../keepalive-post';
import { CODES } from '@/lib/protocol/codes';
import { MEDIA_CODE, type PlayInfo } from './media-types';
import { rememberOwned } from './owned';

export const mediaPlayKeys = {
  info: (id: number) => ['media', 'play', id] as const,
};

/**
 * Play info: a 4030 (not entitled) is an answer too, carrying the preview rules and price. It
 * counts a view unless `prefetch` (asked ahead of showing: the short pager, which counts itself).
 */
export async function fetchPlayInfo(
  id: number,
  signal?: AbortSignal,
  prefetch = false,
): Promise<PlayInfo> {
  const answer = await api.answer('media/play', prefetch ? { id, prefetch: true } : { id }, {
    accept: [MEDIA_CODE.notEntitled],
    signal,
  });
  return answer.code === CODES.ok ? answer.data : { ...answer.data, entitled: false };
}

export function playInfoQuery(id: number) {
  return queryOptions({
    queryKey: mediaPlayKeys.info(id),
    queryFn: ({ signal }) => fetchPlayInfo(id, signal),
    // Entitlement and position change with the user's own actions, which invalidate it.
    staleTime: 30_000,
  });
}

/**
 * The short pager's play info, asked ahead of showing (the next clip's, the linked clip's, the
 * current one's): it never counts a view; countView does, once the clip plays (viewDue).
 */
export function aheadPlayInfoQuery(id: number) {
  return queryOptions({
    queryKey: mediaPlayKeys.info(id),
    queryFn: ({ signal }) => fetchPlayInfo(id, signal, true),
    staleTime: 30_000,
  });
}

/** Counts a view of a clip being shown (media/play without prefetch); its answer is not needed. */
export function countView(id: number): Promise<unknown> {
  return fetchPlayInfo(id).catch(() => undefined);
}

/**
 * Buys the video with diamonds; the play info is fetched again (now entitled), every card of
 * it says 已购 at once (owned.ts) and 已购内容 lists it when next shown.
 */
export function usePayVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('media/pay', { id }),
    onSuccess: async () => {
      rememberOwned(queryClient, [id]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaPlayKeys.info(id) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.videos('bought') }),
      ]);
    },
  });
}

type Toggle = { on: boolean };

function patchVideo(
  queryClient: QueryClient,
  id: number,
  patch: (info: PlayInfo) => PlayInfo,
): PlayInfo | undefined {
  const key = mediaPlayKeys.info(id);
  const before = queryClient.getQueryData<PlayInfo>(key);
  if (before) queryClient.setQueryData<PlayInfo>(key, patch(before));
  return before;
}

function useOptimisticToggle(
  id: number,
  send: (on: boolean) => Promise<unknown>,
  apply: (info: PlayInfo, on: boolean) => PlayInfo,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on }: Toggle) => send(on),
    onMutate: async ({ on }: Toggle) => {
      // A refetch landing mid-flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: mediaPlayKeys.info(id) });
      return { before: patchVideo(queryClient, id, (info) => apply(info, on)) };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(mediaPlayKeys.info(id), context.before);
    },
  });
}

export function useLikeVideo(id: number) {
  return useOptimisticToggle(
    id,
    (like) => api.post('media/like', { id, like }),
    (info, like) => ({
      ...info,
      video: {
        ...info.video,
        liked: like,
        likes: Math.max(0, info.video.likes + (like === info.video.liked ? 0 : like ? 1 : -1)),
      },
    }),
  );
}

export function useCollectVideo(id: number) {
  return useOptimisticToggle(
    id,
    (collect) =>
      collect
        ? api.post('collect/operate', { id, type: 'video' })
        : api.post('collect/delete', { ids: [id], type: 'video' }),
    (info, collected) => ({ ...info, video: { ...info.video, collected } }),
  );
}

/**
 * Saves the watch position with a request that outlives the page (a save on pagehide, a closed
 * tab); a failure is quiet (the next save tries again).
 */
export function saveWatchPosition(id: number, position: number): Promise<void> {
  return postKeepalive('media/trackList', { id, position: Math.floor(position) }).then(
    () => undefined,
  );
}
