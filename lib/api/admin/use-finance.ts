// React Query hooks of the console's 财务 兑换码 section (docs/admin-api.md "Redeem batches"): the
// batch list, a batch's uses (paged at the origin), and the changes; a change refreshes the
// batches and the audit log (each change is a log row).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

export const REDEEM_KEY = ['admin', 'finance', 'redeem'] as const;

export function useRedeemBatches() {
  return useQuery({
    queryKey: [...REDEEM_KEY, 'list'],
    queryFn: () => adminCall('finance/redeem/list', {}),
  });
}

export function useRedeemUses(id: number, page: number) {
  return useQuery({
    queryKey: [...REDEEM_KEY, 'uses', id, page],
    queryFn: () => adminCall('finance/redeem/uses', { id, page, pageSize: 20 }),
  });
}

type Change = 'finance/redeem/create' | 'finance/redeem/disable' | 'finance/redeem/export';

export function useRedeemChange<N extends Change>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<N>) => adminCall(name, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: REDEEM_KEY });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}

/** Hands the CSV text to the browser as a download (a Blob keeps the BOM as UTF-8 bytes). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
