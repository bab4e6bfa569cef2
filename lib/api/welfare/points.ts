'use client';
// React Query options and the mutation of the points exchange (redeem/*; docs/money-api.md
// "Points exchange") and the membership cards (card/list). An exchange changes the points, the
// goods' stock and counts, the wallet and maybe a VIP tier, so all of those are asked again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageOf } from '@/lib/protocol/shapes/video';
import type { PointsExchange, PointsExchanged } from '@/lib/protocol/shapes/welfare/points';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export type {
  MembershipCard,
  PointsExchange,
  PointsExchanged,
  PointsGoods,
  PointsGoodsList,
} from '@/lib/protocol/shapes/welfare/points';

export const pointsKeys = {
  goods: () => ['points', 'goods'] as const,
  history: () => ['points', 'history'] as const,
  cards: () => ['vip', 'cards'] as const,
};

/** The goods and, with a session, the caller's points (the pointLevel screen reads them too). */
export const pointsGoodsQuery = () =>
  queryOptions({
    queryKey: pointsKeys.goods(),
    queryFn: ({ signal }) => api.post('redeem/list', {}, { signal }),
  });

type ExchangePage = PageOf<PointsExchange>;

export const pointsHistoryQuery = () =>
  pagedQueryOptions(pointsKeys.history(), (paging, signal): Promise<ExchangePage> =>
    api.post('redeem/history', paging, { signal }),
  );

export const membershipCardsQuery = () =>
  queryOptions({
    queryKey: pointsKeys.cards(),
    queryFn: ({ signal }) => api.post('card/list', {}, { signal }),
  });

export function useExchangeGoods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<PointsExchanged> => api.post('redeem/exchange', { id }),
    // Asked again after a refusal too: a good sold out meanwhile, or points spent elsewhere.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pointsKeys.goods() });
      void client.invalidateQueries({ queryKey: pointsKeys.history() });
      void client.invalidateQueries({ queryKey: pointsKeys.cards() });
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
