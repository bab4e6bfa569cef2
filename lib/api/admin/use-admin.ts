// React Query hooks of the console (lib/api/admin/admin-client.ts makes the calls). Changes
// refresh what they touch: a login or logout the session, an operator change the list and the
// log (a change is a log row).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { AdminCallError, adminCall } from './admin-client';

export const ADMIN_KEYS = {
  me: ['admin', 'me'] as const,
  operators: ['admin', 'operators'] as const,
  audit: ['admin', 'audit'] as const,
};

/** The signed-in operator; null when signed out (no session, or it ended). */
export function useAdminMe() {
  return useQuery({
    queryKey: ADMIN_KEYS.me,
    queryFn: async () => {
      try {
        return await adminCall('auth/me', {});
      } catch (error) {
        if (error instanceof AdminCallError && error.signedOut) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<'auth/login'>) => adminCall('auth/login', input),
    onSuccess: (answer) => {
      if (answer.me) client.setQueryData(ADMIN_KEYS.me, answer.me);
    },
  });
}

export function useTotpEnrol() {
  return useMutation({ mutationFn: () => adminCall('auth/totp/enrol', {}) });
}

export function useTotpConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminCall('auth/totp/confirm', { code }),
    onSuccess: (me) => client.setQueryData(ADMIN_KEYS.me, me),
  });
}

export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall('auth/logout', {}),
    onSettled: () => {
      client.removeQueries({ queryKey: ['admin'] });
      client.setQueryData(ADMIN_KEYS.me, null);
    },
  });
}

export function useOperators(enabled: boolean) {
  return useQuery({
    queryKey: ADMIN_KEYS.operators,
    queryFn: () => adminCall('operator/list', {}),
    enabled,
  });
}

function useOperatorChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.operators });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}

export const useCreateOperator = () =>
  useOperatorChange((input: AdminCallInput<'operator/create'>) =>
    adminCall('operator/create', input),
  );

export const useDisableOperator = () =>
  useOperatorChange((id: number) => adminCall('operator/disable', { id }));

export function useAuditLog(filter: AdminCallInput<'audit/list'>, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.audit, filter],
    queryFn: () => adminCall('audit/list', filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
