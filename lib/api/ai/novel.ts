'use client';
// React Query options and mutations of AI小说 (txtToNovel; docs/ai-api.md). Keys start with 'ai';
// a novel being written is asked for every second (its text grows between), the list every 2 s
// while one is open (React Query stops when no screen observes it, and while the tab is hidden).
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';

import {
  AI_NOVEL_LIST_POLL_MS,
  aiNovelPollInterval,
  type AiNovelGenre,
} from '@/lib/domain/ai/novel';
import type { AiNovel, AiNovelGenerated, AiNovelInfo } from '@/lib/protocol/shapes/ai/novel';
import type { PageOf } from '@/lib/protocol/shapes/video';

import { api } from '../client';
import { pagedQueryOptions, pageItems } from '../paging';

export type { AiNovel, AiNovelChapter, AiNovelInfo } from '@/lib/protocol/shapes/ai/novel';

export const aiNovelKeys = {
  novels: () => ['ai', 'novels'] as const,
  novel: (id: number) => ['ai', 'novel', id] as const,
};

type NovelPage = PageOf<AiNovel>;
export type NovelPages = InfiniteData<NovelPage, number>;

export const aiNovelsQuery = () =>
  pagedQueryOptions(
    aiNovelKeys.novels(),
    (paging, signal): Promise<NovelPage> => api.post('txtToNovel/list', paging, { signal }),
    {
      refetchInterval: (query) =>
        aiNovelPollInterval(
          (query.state.data?.pages ?? []).flatMap((page) =>
            pageItems(page).map((novel) => novel.status),
          ),
          AI_NOVEL_LIST_POLL_MS,
        ),
    },
  );

/** One of the caller's novels with its chapters; polled every second while it is being written. */
export const aiNovelQuery = (id: number) =>
  queryOptions<AiNovelInfo>({
    queryKey: aiNovelKeys.novel(id),
    queryFn: ({ signal }) => api.post('txtToNovel/info', { id }, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.novel.status;
      return status ? aiNovelPollInterval([status]) : false;
    },
  });

export type NovelGenerate = {
  title: string;
  genre: AiNovelGenre;
  outline: string;
  chapters: number;
  requestId: string;
};

/** The answer of a generate: the novel, or 4010 (`short`) when the diamonds do not cover it. */
export type NovelGenerateOutcome =
  { short: false; generated: AiNovelGenerated } | { short: true; tip: string };

export function useGenerateNovel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NovelGenerate): Promise<NovelGenerateOutcome> => {
      const answer = await api.answer('txtToNovel/generate', input, { accept: [4010] });
      return answer.code === 4010
        ? { short: true, tip: answer.tip }
        : { short: false, generated: answer.data };
    },
    onSuccess: (outcome) => {
      if (outcome.short) return;
      void client.invalidateQueries({ queryKey: aiNovelKeys.novels() });
      // The wallet the screens show comes with the user info.
      void client.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

export function useHideNovel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('txtToNovel/hide', { id }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: aiNovelKeys.novel(id) });
      client.setQueryData<NovelPages>(aiNovelKeys.novels(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((novel) => novel.id !== id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
    },
  });
}
