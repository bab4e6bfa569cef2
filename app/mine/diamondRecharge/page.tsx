import type { Metadata } from 'next';

import { DiamondRechargeScreen } from '@/components/money/diamond-recharge-screen';

export const metadata: Metadata = { title: '钻石充值 - 影视社区' };

// §2 /mine/diamondRecharge, where a short balance sends the user (the paywall, a collection).
// Next requires a default export for pages.
export default function DiamondRechargePage() {
  return <DiamondRechargeScreen />;
}
