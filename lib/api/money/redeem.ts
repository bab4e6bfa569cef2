'use client';
// React Query options and the mutation of 兑换码 (redeemcode; docs/money-api.md). A used code
// changes the wallet and the VIP the screens read from user info, so that is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageOf } from '@/lib/protocol/shapes/video';
import type { RedeemRecord, RedeemUsed } from '@/lib/protocol/shapes/money/redeem-and-wallet';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export type { RedeemRecord, RedeemUsed } from '@/lib/protocol/shapes/money/redeem-and-wallet';

export const redeemKeys = {
  history: () => ['redeem', 'history'] as const,
};

type RecordPage = PageOf<RedeemRecord>;

export const redeemHistoryQuery = () =>
  pagedQueryOptions(redeemKeys.history(), (paging, signal): Promise<RecordPage> =>
    api.post('redeemcode/list', paging, { signal }),
  );

export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<RedeemUsed> => api.post('redeemcode/use', { code }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: redeemKeys.history() });
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
