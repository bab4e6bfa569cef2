// React Query hooks of the console's 用户 area (docs/admin-api.md "Users"): the search, one user's
// page, ledger, sessions and posts, and the changes (ending sessions, a grant), which refresh the
// user's queries and the audit log (each is a log row).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const USERS_KEY = ['admin', 'users'] as const;
const userKey = (id: number) => [...USERS_KEY, 'user', id] as const;

export function useUserSearch(input: AdminCallInput<'users/find'>) {
  return useQuery({
    queryKey: [...USERS_KEY, 'find', input],
    queryFn: () => adminCall('users/find', input),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: number) {
  return useQuery({
    queryKey: [...userKey(id), 'get'],
    queryFn: () => adminCall('users/get', { id }),
  });
}

export function useUserLedger(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...userKey(id), 'ledger', page, pageSize],
    queryFn: () => adminCall('users/ledger', { id, page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSessions(id: number) {
  return useQuery({
    queryKey: [...userKey(id), 'sessions'],
    queryFn: () => adminCall('users/sessions', { id }),
  });
}

export function useUserPosts(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...userKey(id), 'posts', page, pageSize],
    queryFn: () => adminCall('users/posts', { id, page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

type UserChange = 'users/sessions/end' | 'users/grant';

export function useUserChange<N extends UserChange>(name: N, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<N>) => adminCall(name, input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userKey(id) });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}
