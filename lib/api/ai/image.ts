'use client';
// React Query options and mutations of 文生图 (txtToImg; docs/ai-api.md). Keys start with 'ai';
// the list polls while a picture is queued or being drawn (React Query stops when no screen
// observes it, and while the tab is in the background).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import type { AiImageSize, AiImageStyle } from '@/lib/domain/ai/image';
import { aiVideoPollInterval } from '@/lib/domain/ai/video';
import type { AiImageGenerated, AiImageOrder } from '@/lib/protocol/shapes/ai/image';
import type { PageOf } from '@/lib/protocol/shapes/video';

import { api } from '../client';
import { pagedQueryOptions, pageItems } from '../paging';

export type { AiImageOrder } from '@/lib/protocol/shapes/ai/image';

export const aiImageKeys = {
  images: () => ['ai', 'images'] as const,
};

type ImagePage = PageOf<AiImageOrder>;
export type ImagePages = InfiniteData<ImagePage, number>;

export const aiImagesQuery = () =>
  pagedQueryOptions(
    aiImageKeys.images(),
    (paging, signal): Promise<ImagePage> => api.post('txtToImg/list', paging, { signal }),
    {
      // The studio's jobs share 图生视频's states and pace (lib/domain/ai/image.ts).
      refetchInterval: (query) =>
        aiVideoPollInterval(
          (query.state.data?.pages ?? []).flatMap((page) =>
            pageItems(page).map((order) => order.status),
          ),
        ),
    },
  );

export type ImageGenerate = {
  prompt: string;
  style: AiImageStyle;
  size: AiImageSize;
  requestId: string;
};

/** The answer of a generate: the order, or 4010 (`short`) when the diamonds do not cover it. */
export type ImageGenerateOutcome =
  { short: false; generated: AiImageGenerated } | { short: true; tip: string };

export function useGenerateImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ImageGenerate): Promise<ImageGenerateOutcome> => {
      const answer = await api.answer('txtToImg/generate', input, { accept: [4010] });
      return answer.code === 4010
        ? { short: true, tip: answer.tip }
        : { short: false, generated: answer.data };
    },
    onSuccess: (outcome) => {
      if (outcome.short) return;
      void client.invalidateQueries({ queryKey: aiImageKeys.images() });
      // The wallet the screens show comes with the user info.
      void client.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

export function useHideImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('txtToImg/hide', { id }),
    onSuccess: (_answer, id) => {
      client.setQueryData<ImagePages>(aiImageKeys.images(), (data) =>
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
