'use client';
// React Query options of the wallet's 明细 (user/wallet/ledger; docs/money-api.md "Ledger"): one
// infinite list per tab (全部, 钻石, 金币), each under its own key.
import {} from '@tanstack/react-query';

import type { Currency } from '@/lib/domain/money/ledger';
import type { PageOf } from '@/lib/protocol/shapes/video';
import type { LedgerEntry } from '@/lib/protocol/shapes/money/redeem-and-wallet';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export type { LedgerEntry } from '@/lib/protocol/shapes/money/redeem-and-wallet';

export const ledgerKeys = {
  all: () => ['wallet', 'ledger'] as const,
  list: (currency: Currency | undefined) => ['wallet', 'ledger', currency ?? 'all'] as const,
};

type LedgerPage = PageOf<LedgerEntry>;

export const ledgerQuery = (currency: Currency | undefined) =>
  pagedQueryOptions(ledgerKeys.list(currency), (paging, signal): Promise<LedgerPage> =>
    api.post('user/wallet/ledger', { ...paging, ...(currency ? { currency } : {}) }, { signal }),
  );
