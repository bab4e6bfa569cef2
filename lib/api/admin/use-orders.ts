// React Query hooks of the console's 订单与退款 (docs/admin-api.md "Orders and refunds"): the
// order search, one order's story, the reconciliation, and the refund, which refreshes all of
// them and the audit log (each refund is a log row).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const ORDERS_KEY = ['admin', 'orders'] as const;

export function useOrderList(input: AdminCallInput<'orders/list'>) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', input],
    queryFn: () => adminCall('orders/list', input),
    placeholderData: keepPreviousData,
  });
}

export function useOrderStory(orderNo: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'get', orderNo],
    queryFn: () => adminCall('orders/get', { orderNo: orderNo! }),
    enabled: orderNo !== null,
  });
}

export function useReconciliation(input: AdminCallInput<'orders/reconcile'>, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'reconcile', input],
    queryFn: () => adminCall('orders/reconcile', input),
    enabled,
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<'orders/refund'>) => adminCall('orders/refund', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}
