'use client';
// React Query options and mutations of 图生视频 (imgToVideo; docs/ai-api.md). Keys start with
// 'ai'; the list polls while a video is queued or running (React Query stops when no screen
// observes it, and while the tab is in the background).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import { aiVideoPollInterval, type AiVideoMotion } from '@/lib/domain/ai/video';
import type { AiVideoGenerated, AiVideoOrder } from '@/lib/protocol/shapes/ai/video';
import type { PageOf } from '@/lib/protocol/shapes/video';

import { api } from '../client';
import { pagedQueryOptions, pageItems } from '../paging';

export type { AiVideoOrder } from '@/lib/protocol/shapes/ai/video';

export const aiVideoKeys = {
  videos: () => ['ai', 'videos'] as const,
};

type VideoPage = PageOf<AiVideoOrder>;
export type VideoPages = InfiniteData<VideoPage, number>;

export const aiVideosQuery = () =>
  pagedQueryOptions(
    aiVideoKeys.videos(),
    (paging, signal): Promise<VideoPage> => api.post('imgToVideo/order', paging, { signal }),
    {
      refetchInterval: (query) =>
        aiVideoPollInterval(
          (query.state.data?.pages ?? []).flatMap((page) =>
            pageItems(page).map((order) => order.status),
          ),
        ),
    },
  );

export type VideoGenerate = { photo: string; motion: AiVideoMotion; requestId: string };

/** The answer of a generate: the order, or 4010 (`short`) when the diamonds do not cover it. */
export type VideoGenerateOutcome =
  { short: false; generated: AiVideoGenerated } | { short: true; tip: string };

export function useGenerateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: VideoGenerate): Promise<VideoGenerateOutcome> => {
      const answer = await api.answer(
        'imgToVideo/generate',
        { ...input, consent: true },
        { accept: [4010] },
      );
      return answer.code === 4010
        ? { short: true, tip: answer.tip }
        : { short: false, generated: answer.data };
    },
    onSuccess: (outcome) => {
      if (outcome.short) return;
      void client.invalidateQueries({ queryKey: aiVideoKeys.videos() });
      // The wallet the screens show comes with the user info.
      void client.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

export function useHideVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('imgToVideo/hide', { id }),
    onSuccess: (_answer, id) => {
      client.setQueryData<VideoPages>(aiVideoKeys.videos(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((order) => order.id !== id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
    },
  });
}
