'use client';
// React Query options and the mutation of recharge (gold/paytypeinfo, recharge/*;
// docs/money-api.md). A payment changes the wallet and the VIP the screens read from user info,
// the gold 金币支付 may spend and the order list, so all of them are asked again.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';

import type { PayTypeCode, ProductKind } from '@/lib/domain/money/recharge';
import type { PageOf } from '@/lib/protocol/shapes/video';
import type {
  PayTypeInfo,
  RechargeOrder,
  RechargeSubmitted,
} from '@/lib/protocol/shapes/money/recharge';
import { applyWalletAtom } from '@/lib/state/session-atoms';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export type {
  PayTypeInfo,
  RechargeOrder,
  RechargeProduct,
  RechargeSubmitted,
} from '@/lib/protocol/shapes/money/recharge';

/** A pending order is asked about this often while its 等待支付 dialog is on screen. */
export const ORDER_POLL_MS = 3000;

export const rechargeKeys = {
  all: () => ['recharge'] as const,
  payTypeInfo: (kind: ProductKind) => ['recharge', 'paytypeinfo', kind] as const,
  history: () => ['recharge', 'history'] as const,
  order: (orderNo: string) => ['recharge', 'order', orderNo] as const,
};

export const payTypeInfoQuery = (kind: ProductKind) =>
  queryOptions({
    queryKey: rechargeKeys.payTypeInfo(kind),
    queryFn: ({ signal }) => api.post('gold/paytypeinfo', { kind }, { signal }),
  });

type OrderPage = PageOf<RechargeOrder>;

export const rechargeHistoryQuery = () =>
  pagedQueryOptions(rechargeKeys.history(), (paging, signal): Promise<OrderPage> =>
    api.post('recharge/history', paging, { signal }),
  );

const stillPending = (query: { state: { data?: RechargeOrder | null } }) =>
  query.state.data?.status === 'pending';

/**
 * One order as the origin has it now, asked every ORDER_POLL_MS while it is pending and `live`
 * (its dialog open on the page on screen), and at once when the browser tab shows again: the
 * user comes back from the payment page. React Query skips the interval while the tab is hidden.
 * null: no such order (another user's, or a mistyped number).
 */
export const rechargeOrderQuery = (orderNo: string, live: boolean) =>
  queryOptions({
    queryKey: rechargeKeys.order(orderNo),
    queryFn: async ({ signal }) => {
      const page = await api.post(
        'recharge/history',
        { page: 1, pageSize: 1, orderNo },
        { signal },
      );
      return page.list.find((order) => order.orderNo === orderNo) ?? null;
    },
    enabled: live,
    staleTime: 0,
    refetchInterval: (query) => (live && stillPending(query) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (live && stillPending(query) ? 'always' : false),
  });

/** After a payment: the balances, VIP, the gold 金币支付 may spend and the order list. */
export function refreshAfterRecharge(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['user'] });
  void client.invalidateQueries({ queryKey: ['recharge', 'paytypeinfo'] });
  void client.invalidateQueries({ queryKey: rechargeKeys.history() });
}

export interface RechargeChoice {
  productId: number;
  payType: PayTypeCode;
}

export function useSubmitRecharge() {
  const client = useQueryClient();
  const applyWallet = useSetAtom(applyWalletAtom);
  return useMutation({
    mutationFn: (choice: RechargeChoice): Promise<RechargeSubmitted> =>
      api.post('recharge/submit', choice),
    onSuccess: (answer) => {
      applyWallet(answer.wallet);
      client.setQueryData(rechargeKeys.order(answer.order.orderNo), answer.order);
      // The gold 金币支付 may spend shows the new balance before the list is asked again.
      client.setQueriesData<PayTypeInfo>({ queryKey: ['recharge', 'paytypeinfo'] }, (info) =>
        info ? { ...info, gold: answer.wallet.gold } : info,
      );
      refreshAfterRecharge(client);
    },
  });
}
