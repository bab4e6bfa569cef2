// React Query hooks of the console's 运营配置 screen (docs/admin-api.md "Platform"): one query per
// list call, one mutation per change; a change refreshes the platform lists and the audit log
// (each change is a log row).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput, AdminCallName } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const PLATFORM_KEY = ['admin', 'platform'] as const;

type PlatformList = Extract<AdminCallName, `platform/${string}/list` | 'platform/theme/get'>;
type PlatformChange = Exclude<Extract<AdminCallName, `platform/${string}`>, PlatformList>;

export function usePlatformList<N extends PlatformList>(name: N) {
  return useQuery({
    queryKey: [...PLATFORM_KEY, name],
    queryFn: () => adminCall(name, {} as AdminCallInput<N>),
  });
}

export function usePlatformChange<N extends PlatformChange>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<N>) => adminCall(name, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PLATFORM_KEY });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}
