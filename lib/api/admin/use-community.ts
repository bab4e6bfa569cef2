// React Query hooks of the console's 社区 (docs/admin-api.md "Community"): the queue by status and
// source, open counts for the home, bans in force, the banned-word list, and the changes (each
// refreshes the area and the audit log, since each is a log row).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CaseSource, CaseStatus } from '@/lib/domain/admin/moderation';
import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const COMMUNITY_KEY = ['admin', 'community'] as const;
export const QUEUE_PAGE_SIZE = 20;

export function useQueue(status: CaseStatus, source: CaseSource | undefined, page: number) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'queue', status, source ?? 'all', page],
    queryFn: () =>
      adminCall('community/queue', { status, source, page, pageSize: QUEUE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useOpenCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'counts'],
    queryFn: () => adminCall('community/counts', {}),
    enabled,
  });
}

export function useBans() {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'bans'],
    queryFn: () => adminCall('community/bans', {}),
  });
}

export function useBannedWords() {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'words'],
    queryFn: () => adminCall('community/words/get', {}),
  });
}

type CommunityChange =
  | 'community/approve'
  | 'community/reject'
  | 'community/remove'
  | 'community/ban'
  | 'community/unban'
  | 'community/words/set';

export function useCommunityChange<N extends CommunityChange>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<N>) => adminCall(name, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COMMUNITY_KEY });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}
