import type { Metadata } from 'next';

import { LedgerScreen } from '@/components/money/ledger-screen';

export const metadata: Metadata = { title: '钻石明细 - 影视社区' };

// /mine/ledger (ours, issue 39): the wallet's 钻石/金币明细, from /mine's wallet and 充值记录.
export default function LedgerPage() {
  return <LedgerScreen />;
}
