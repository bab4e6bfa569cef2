// React Query hooks of the console's 内容 screens (docs/admin-api.md "Content"). The list polls
// while an ingest is queued or transcoding; a change refreshes the list, the ingest and the log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';
import type { IngestPage, IngestRow } from '@/lib/protocol/shapes/admin/content';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const CONTENT_KEYS = {
  list: ['admin', 'content', 'list'] as const,
  ingest: (id: string) => ['admin', 'content', 'ingest', id] as const,
  options: ['admin', 'content', 'options'] as const,
};

/** How often a list or an ingest still being made is read again. */
export const CONTENT_POLL_MS = 2000;

const busy = (row: IngestRow) => row.state !== 'ready' && row.state !== 'failed';

export function useContentList(input: AdminCallInput<'content/ingest/list'>) {
  return useQuery({
    queryKey: [...CONTENT_KEYS.list, input],
    queryFn: () => adminCall('content/ingest/list', input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data as IngestPage | undefined)?.items.some(busy) ? CONTENT_POLL_MS : false,
  });
}

export function useIngest(id: string) {
  return useQuery({
    queryKey: CONTENT_KEYS.ingest(id),
    queryFn: async () => (await adminCall('content/ingest/get', { id })).ingest,
    refetchInterval: (query) => {
      const row = query.state.data as IngestRow | undefined;
      return row && busy(row) ? CONTENT_POLL_MS : false;
    },
  });
}

export function useContentOptions() {
  return useQuery({
    queryKey: CONTENT_KEYS.options,
    queryFn: () => adminCall('content/options', {}),
    staleTime: 60_000,
  });
}

function useContentChange<I>(call: (input: I) => Promise<{ ingest?: IngestRow }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.ingest) client.setQueryData(CONTENT_KEYS.ingest(answer.ingest.id), answer.ingest);
      void client.invalidateQueries({ queryKey: CONTENT_KEYS.list });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}

export const useStartIngest = () =>
  useContentChange((uploadId: string) => adminCall('content/ingest/start', { uploadId }));
export const useSaveDraft = () =>
  useContentChange((input: AdminCallInput<'content/draft/save'>) =>
    adminCall('content/draft/save', input),
  );
export const usePublish = () =>
  useContentChange((input: AdminCallInput<'content/publish'>) =>
    adminCall('content/publish', input),
  );
export const useUnpublish = () =>
  useContentChange((id: string) => adminCall('content/unpublish', { id }));
export const useDeleteIngest = () =>
  useContentChange(async (id: string) => {
    await adminCall('content/delete', { id });
    return {};
  });
export const usePlace = () =>
  useContentChange((input: AdminCallInput<'content/place'>) => adminCall('content/place', input));
