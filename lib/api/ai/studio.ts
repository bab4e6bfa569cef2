'use client';
// React Query options and mutations of the AI studio (aiTemplate, aiOrder; docs/ai-api.md).
// Keys start with 'ai'; the works list polls while an order is being made.
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';

import { aiPollInterval } from '@/lib/domain/ai/studio';
import { MAX_PAGE_SIZE } from '@/lib/protocol/fields';
import type { AiOrder, AiOrderSubmitted, AiTemplate } from '@/lib/protocol/shapes/ai/face-swap';
import type { PageOf } from '@/lib/protocol/shapes/video';

import { api } from '../client';
import { pagedQueryOptions, pageItems } from '../paging';

export type { AiOrder, AiTemplate } from '@/lib/protocol/shapes/ai/face-swap';

export const aiKeys = {
  all: ['ai'] as const,
  templates: () => ['ai', 'templates'] as const,
  template: (id: number) => ['ai', 'template', id] as const,
  orders: () => ['ai', 'orders'] as const,
};

type TemplatePage = PageOf<AiTemplate>;
type OrderPage = PageOf<AiOrder>;

/**
 * The operator edits templates in the console (issue 41): a name, price or on/off reaches a
 * screen within a minute, as every other operator list (docs/admin-api.md "Reaching users").
 */
export const AI_TEMPLATES_STALE_MS = 60_000;

export const aiTemplatesQuery = () =>
  pagedQueryOptions(
    aiKeys.templates(),
    (paging, signal): Promise<TemplatePage> => api.post('aiTemplate/list', paging, { signal }),
    { staleTime: AI_TEMPLATES_STALE_MS },
  );

/** Most pages of templates looked through for one id (a link to /ai/changeFace?id=). */
const TEMPLATE_PAGES_MAX = 10;

/** One template by id: the operator's list, read in pages of 50 until it shows; null if none. */
export const aiTemplateQuery = (id: number) =>
  queryOptions<AiTemplate | null>({
    queryKey: aiKeys.template(id),
    queryFn: async ({ signal }) => {
      for (let page = 1; page <= TEMPLATE_PAGES_MAX; page += 1) {
        const answer = await api.post(
          'aiTemplate/list',
          { page, pageSize: MAX_PAGE_SIZE },
          { signal },
        );
        const found = answer.list.find((template) => template.id === id);
        if (found) return found;
        if (answer.list.length < MAX_PAGE_SIZE) break;
      }
      return null;
    },
    staleTime: AI_TEMPLATES_STALE_MS,
  });

export const aiOrdersQuery = () =>
  pagedQueryOptions(
    aiKeys.orders(),
    (paging, signal): Promise<OrderPage> => api.post('aiOrder/facechange/list', paging, { signal }),
    {
      // Asked again every 2 s while one of the orders is still being made.
      refetchInterval: (query) =>
        aiPollInterval(
          (query.state.data?.pages ?? []).flatMap((page) =>
            pageItems(page).map((order) => order.status),
          ),
        ),
    },
  );

export type FaceSubmit = { templateId: number; photo: string; requestId: string };

/** The answer of a submit: the order, or 4010 (`short`) when the diamonds do not cover it. */
export type FaceSubmitOutcome =
  { short: false; submitted: AiOrderSubmitted } | { short: true; tip: string };

export function useSubmitFaceSwap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: FaceSubmit): Promise<FaceSubmitOutcome> => {
      const answer = await api.answer(
        'aiOrder/facechange/submit',
        { ...input, consent: true },
        { accept: [4010] },
      );
      return answer.code === 4010
        ? { short: true, tip: answer.tip }
        : { short: false, submitted: answer.data };
    },
    onSuccess: (outcome) => {
      if (outcome.short) return;
      void client.invalidateQueries({ queryKey: aiKeys.orders() });
      void client.invalidateQueries({ queryKey: aiKeys.templates() });
      // The wallet the screens show comes with the user info.
      void client.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

/** Uploads the picked photo as the caller's own picture (upload/img); answers its upload id. */
export async function uploadOwnPhoto(photo: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', photo, 'photo.jpg');
  const file = await api.form('upload/img', form);
  return file.id;
}

export function useDeleteAiOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post('aiOrder/del', { ids }),
    onSuccess: (_answer, ids) => {
      client.setQueryData<InfiniteData<OrderPage, number>>(aiKeys.orders(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((order) => !ids.includes(order.id)),
                total: Math.max(0, page.total - ids.length),
              })),
            }
          : data,
      );
    },
  });
}
